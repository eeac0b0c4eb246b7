import { useQuery } from '@tanstack/react-query';
import { Building2, ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { focusRing } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { appPaths } from '../../lib/app-paths';
import { cn } from '../../lib/cn';
import { accountQueries } from '../../queries/account-queries';
import { signOutOfTab } from '../../features/auth/session-actions';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}

/** The signed-in client's name, and a menu with the account page and "Sign out". */
export function UserMenu() {
  const me = useQuery(accountQueries.me());
  const navigate = useNavigate();

  // The layout clears the client's cached data once the signed-in pages are gone.
  const signOut = () => {
    signOutOfTab();
    void navigate(appPaths.signIn(), { replace: true });
  };

  const name = me.data?.client.name;

  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology while its links stay
    // focusable (axe: aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white"
        >
          {name ? initials(name) : <UserRound className="h-4 w-4" />}
        </span>
        {name ? (
          <span className="sr-only font-medium sm:not-sr-only sm:max-w-48 sm:truncate">{name}</span>
        ) : (
          <>
            {/* While the name loads, or when the service cannot be reached: the menu still works. */}
            {me.isPending ? <Skeleton className="hidden h-4 w-28 sm:block" /> : null}
            <span className="sr-only">Your account</span>
          </>
        )}
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {name ? <DropdownMenuLabel>Signed in as {name}</DropdownMenuLabel> : null}
        <DropdownMenuItem onSelect={() => void navigate(appPaths.account())}>
          <Building2 className="h-4 w-4" aria-hidden="true" />
          Account
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
