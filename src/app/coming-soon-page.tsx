import { Clock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { areaForPath } from '../config/areas';
import { NotFoundPage } from '../components/error-page';
import { Badge } from '../components/ui/badge';
import { buttonClasses } from '../components/ui/button';
import { appPaths } from '../lib/app-paths';

/** For an area that is not built yet: what it will do, and the way back. Nothing here pretends to work. */
export function Component() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area || area.status !== 'soon') return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-2xl py-8">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{area.label}</h1>
        <Badge tone="warning">
          <Clock className="mr-1 h-3 w-3" aria-hidden="true" />
          Coming soon
        </Badge>
      </div>
      <p className="mt-2 text-slate-700">{area.summary}</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="text-sm font-semibold text-slate-900">
          This area is not available yet. When it is, you will be able to:
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {area.coming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={appPaths.home()} className={buttonClasses('primary')}>
          Go to home
        </Link>
        <Link to={appPaths.campaigns()} className={buttonClasses('secondary')}>
          Browse campaigns
        </Link>
      </div>
    </div>
  );
}
