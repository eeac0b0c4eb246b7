import { Menu } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { getClientKey } from '../../api/session';
import { clearClientData } from '../../features/auth/session-actions';
import { appPaths } from '../../lib/app-paths';
import { PageLoading } from '../page-loading';
import { ServiceStatusBanner } from '../service-status';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

function Logo() {
  return (
    <Link
      to={appPaths.home()}
      className="flex items-center gap-2 rounded-md px-3 py-2 text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <img src="/favicon.svg" alt="" className="h-6 w-6" />
      Doorstep
    </Link>
  );
}

/** A thin bar at the top while a page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-indigo-600" />
    </div>
  );
}

function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation">
          <Menu className="h-5 w-5" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent variant="sheet" title="Doorstep">
        <SidebarNav onNavigate={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The signed-in shell: navigation to every area, the header with the client's name and sign-out. */
export function Component() {
  // Signed out: the client's cached data goes once the signed-in pages are gone. Removing a query a page
  // still observes would only make it again and fetch it.
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      if (!getClientKey()) setTimeout(() => clearClientData(queryClient), 0);
    },
    [queryClient],
  );
  return (
    <div className="min-h-screen bg-slate-50 lg:flex print:bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <aside className="hidden w-72 shrink-0 border-r border-slate-200 bg-white px-3 py-4 lg:block print:hidden">
        <div className="mb-6">
          <Logo />
        </div>
        <SidebarNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 print:hidden">
          <div className="flex items-center gap-2">
            <MobileNav />
            <div className="lg:hidden">
              <Logo />
            </div>
          </div>
          <UserMenu />
        </header>
        <ServiceStatusBanner className="print:hidden" />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6"
        >
          <Suspense fallback={<PageLoading announceTrouble={false} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
