/**
 * The route list in and out: download the chosen routes as a CSV file, print the plan, copy the plan's
 * link, and import routes from a list of codes. On paper only the plan's title, the searched place and the
 * day of printing are shown here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Printer } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { appRoutes } from '../../../lib/app-routes';
import { downloadCsv } from '../../../lib/csv';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-cache';
import { writePlanUrl, type PlanUrlState } from '../../../lib/plan-url';
import { routesOfPlaceCity } from '../api/city-routes-query';
import { plannerQueries } from '../api/planner-queries';
import { routeListCsv, routeListFileName, type ShownShading } from '../route-csv';
import type { PlannerRoute, RouteKey } from '../types';
import { ImportRoutesDialog, type AppliedImport, type ImportRouteLookups } from './import-routes-dialog';

const nf = numberFormat();

type Props = {
  /** The routes in table order; the chosen ones are listed in that order. */
  routes: readonly PlannerRoute[];
  selected: ReadonlySet<RouteKey>;
  /** The plan (for its link and the searched place). */
  plan: PlanUrlState;
  /** The demographic attribute the map is shaded by, if any (its figures go into the CSV). */
  shown: ShownShading['attribute'] | null;
  /** Imported routes: chosen in one step; `found` are routes from outside the search to draw and count. */
  onImport: (keys: RouteKey[], found: ReadonlyMap<RouteKey, CarrierRoute>, mode: 'add' | 'replace') => void;
};

/** The plan page's address for this plan, wherever the planner is shown. */
export const planLink = (plan: PlanUrlState) =>
  new URL(`${appRoutes.plan}?${writePlanUrl(plan).toString()}`, window.location.origin).href;

/** Today, as printed on the plan; refreshed when the browser prints. */
function usePrintDate(): string {
  const format = () => dateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date());
  const [date, setDate] = useState(format);
  useEffect(() => {
    const refresh = () => setDate(format());
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, []);
  return date;
}

function importSummary(applied: AppliedImport): string {
  const chosen = `Chose ${nf.format(applied.keys.length)} ${applied.keys.length === 1 ? 'route' : 'routes'} from your list.`;
  return applied.unmatched.length > 0
    ? `${chosen} These codes match no carrier route: ${applied.unmatched.join(', ')}.`
    : chosen;
}

export function RouteListActions({ routes, selected, plan, shown, onImport }: Props) {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const chosen = useMemo(() => routes.filter((r) => selected.has(r.key)), [routes, selected]);
  const known = useMemo(() => new Set(routes.map((r) => r.key)), [routes]);
  const [open, setOpen] = useState(false);
  const [importText, setImportText] = useState('');
  const [summary, setSummary] = useState<string | null>(null);
  const printDate = usePrintDate();

  const lookups = useMemo(
    (): ImportRouteLookups => ({
      zipCentre: async (zip) => {
        const found = await queryClient.fetchQuery(plannerQueries.geocode(zip));
        const node = found.nodes.find((n) => n.kind === 'zip');
        return node ? { lat: node.lat, lng: node.lng, label: node.label } : null;
      },
      routesAround: async (at) => (await queryClient.fetchQuery(plannerQueries.routes(at))).nodes,
      cityRoutes: (place) => routesOfPlaceCity(queryClient, place),
    }),
    [queryClient],
  );

  const download = () => {
    const csv = routeListCsv(chosen, shown ? { attribute: shown } : undefined);
    downloadCsv(routeListFileName(plan.label, new Date()), csv);
  };

  return (
    <>
      <section
        aria-label="Route list"
        className="flex flex-wrap items-center gap-2 print:hidden"
        data-testid="route-list-actions"
      >
        <h2 className="text-sm font-semibold text-slate-900">Route list</h2>
        <Button
          size="sm"
          variant="secondary"
          onClick={download}
          disabled={chosen.length === 0}
          aria-describedby={chosen.length === 0 ? reasonId : undefined}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download CSV
        </Button>
        <Button size="sm" variant="secondary" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print
        </Button>
        {/* The routes chosen on screen, as the CSV has them: the address shows a choice a moment later. */}
        <CopyLinkButton link={() => planLink({ ...plan, selected: [...selected] })} />
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button size="sm" variant="secondary">
              <FileUp className="h-4 w-4" aria-hidden="true" />
              Import routes
            </Button>
          </DialogTrigger>
          {open ? (
            <ImportRoutesDialog
              text={importText}
              onText={setImportText}
              known={known}
              lookups={lookups}
              hasSelection={selected.size > 0}
              selected={selected}
              onApply={(applied) => {
                onImport(applied.keys, applied.found, applied.mode);
                setSummary(importSummary(applied));
                setImportText('');
                setOpen(false);
              }}
            />
          ) : null}
        </Dialog>
        {/* Always one line, so choosing the first route does not move the page. */}
        <span id={reasonId} className="basis-full text-xs text-slate-600">
          {chosen.length === 0
            ? 'Choose routes to download them as a spreadsheet.'
            : 'The list has the chosen routes, for a spreadsheet, a printout or a colleague.'}
        </span>
        <p role="status" className={summary ? 'basis-full text-sm text-slate-700' : 'sr-only'}>
          {summary ?? ''}
        </p>
      </section>
      <div className="hidden print:block" data-testid="print-heading">
        <p className="text-lg font-semibold text-slate-900">Route plan: {plan.label || 'searched area'}</p>
        <p className="text-sm text-slate-700">Printed {printDate}</p>
      </div>
    </>
  );
}
