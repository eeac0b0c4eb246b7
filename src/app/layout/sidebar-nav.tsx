import {
  Building2,
  Calculator,
  CreditCard,
  House,
  Image,
  LayoutTemplate,
  Mail,
  Map as MapIcon,
  MapPin,
  Megaphone,
  Route,
  Send,
  Target,
  Trophy,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { activeAreaPath } from '../../lib/active-area';
import { cn } from '../../lib/cn';
import { areas, type Area, type AreaId } from '../../config/areas';

const icons: Record<AreaId, LucideIcon> = {
  home: House,
  campaigns: Megaphone,
  results: Trophy,
  missions: Route,
  quotes: Calculator,
  plan: MapIcon,
  'direct-mail': Mail,
  tracking: Target,
  conversions: TrendingUp,
  postcards: Send,
  spend: CreditCard,
  audiences: Users,
  designs: Image,
  templates: LayoutTemplate,
  cities: MapPin,
  account: Building2,
};

function NavItem({ area, current, onNavigate }: { area: Area; current: boolean; onNavigate?: () => void }) {
  const Icon = icons[area.id];
  return (
    <li>
      <Link
        to={area.path}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          current ? 'bg-indigo-50 font-medium text-indigo-900' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="flex-1 truncate">{area.label}</span>
      </Link>
    </li>
  );
}

const areaPaths = areas.map((a) => a.path);

/** Navigation to every area. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  // One current item (the most specific): on /campaigns/new "New campaign" only, not also "Campaigns".
  const current = activeAreaPath(useLocation().pathname, areaPaths);
  const top = areas.filter((a) => !a.group && a.id !== 'account');
  const library = areas.filter((a) => a.group === 'Library');
  const account = areas.filter((a) => a.id === 'account');
  return (
    <nav aria-label="Main" className="space-y-6">
      <ul className="space-y-0.5">
        {top.map((a) => (
          <NavItem key={a.id} area={a} current={a.path === current} onNavigate={onNavigate} />
        ))}
      </ul>
      <div>
        <h2
          id="nav-library"
          className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          Library
        </h2>
        <ul aria-labelledby="nav-library" className="space-y-0.5">
          {library.map((a) => (
            <NavItem key={a.id} area={a} current={a.path === current} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
      <ul className="space-y-0.5 border-t border-slate-200 pt-4">
        {account.map((a) => (
          <NavItem key={a.id} area={a} current={a.path === current} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
