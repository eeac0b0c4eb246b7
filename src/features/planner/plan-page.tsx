/**
 * "Plan a mailing": the route planner with its plan in the address (search point, label, radius, format,
 * the selected routes), so a plan survives a reload and can be shared.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { appPaths } from '../../lib/app-paths';
import { cn } from '../../lib/cn';
import { DIRECT_MAIL_CHOICE, newStartNonce, startDirectMailPath } from '../../lib/draft-handoff';
import { useUrlState } from '../../lib/use-url-state';
import { plannerQueries } from './api/planner-queries';
import { RoutePlanner } from './components/route-planner';
import { readPlanUrl, writePlanUrl, type PlanUrlState } from '../../lib/plan-url';
import { routeLimitText } from '../../lib/route-limit';
import { useDocumentTitle } from '../../lib/use-document-title';

export const PAGE_TITLE = 'Plan a mailing';

/** Starts the route search of a plan in the address with the page's code. */
export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const plan = readPlanUrl(new URL(request.url).searchParams);
    if (plan.point)
      void queryClient.prefetchQuery(plannerQueries.routes({ ...plan.point, radius: plan.radius }));
    return null;
  };
}

export function Component() {
  const [plan, update] = useUrlState({ read: readPlanUrl, write: writePlanUrl, replace: true });
  const onChange = useCallback(
    (patch: Partial<PlanUrlState>) => update((s) => ({ ...s, ...patch })),
    // `update` builds on the latest URL by itself; one callback for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const reasonId = useId();
  const navigate = useNavigate();
  // No routes, or more than a draft can hold: the draft cannot be started.
  const tooMany = routeLimitText(plan.selected.length);
  const blocked = plan.selected.length === 0 || tooMany !== null;

  useDocumentTitle(PAGE_TITLE);

  const action = (
    <div className="flex flex-col items-stretch gap-1">
      <Link
        to={appPaths.newCampaign(DIRECT_MAIL_CHOICE, writePlanUrl(plan))}
        aria-disabled={blocked || undefined}
        aria-describedby={reasonId}
        onClick={(e) => {
          // One click starts the draft: its routes, format and search go in, and the wizard opens at
          // the step after the routes (connecting first when needed). A new tab opens the choice.
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          if (blocked) return;
          void navigate(startDirectMailPath(writePlanUrl(plan), newStartNonce()));
        }}
        className={cn(
          buttonClasses('primary'),
          'h-auto min-h-10 w-full py-2 whitespace-normal',
          blocked && 'cursor-not-allowed bg-indigo-300 hover:bg-indigo-300',
        )}
      >
        Start a direct-mail draft with these routes
      </Link>
      <p id={reasonId} className={cn('text-xs text-slate-600', !blocked && 'max-lg:sr-only')}>
        {plan.selected.length === 0
          ? 'Choose routes first.'
          : (tooMany ??
            'Your routes and format go into a new draft, which opens at its design step; nothing is sent or charged.')}
      </p>
    </div>
  );

  return (
    <div>
      <PageHeader
        title={PAGE_TITLE}
        description={
          <>
            Pick postal carrier routes for a direct-mail (EDDM) mailing: search a place, then click routes,
            drag a loop around them, or fill to a number of pieces or a budget.
            {/* On a phone the map comes first: the rest is said once it matters. */}
            <span className="max-sm:hidden">
              {' '}
              The plan is kept in the address, so you can reload or share it.
            </span>
          </>
        }
      />
      <RoutePlanner value={plan} onChange={onChange} action={action} />
    </div>
  );
}
