/**
 * What sits over the map: the hovered route's card (kept inside the map), "Search this area" once the map
 * has moved away from the search, the lasso's hint, and the note that the street map is unavailable.
 */
import { Button } from '../../../components/ui/button';
import type { CardDemographic } from '../card-demographic';
import type { LassoMode } from './use-lasso';
import type { PlannerRoute } from '../types';
import { RouteCard } from './route-card';
import { numberFormat } from '../../../lib/intl-cache';

/** The card's size, for keeping it inside the map. */
const CARD = { width: 224, height: 170 };

const nf = numberFormat();

/** The card's top-left corner beside a point of the map, kept inside a map of `width` x `height`. */
function cardCorner(at: { x: number; y: number }, width: number, height: number) {
  const left = at.x + 12 + CARD.width > width ? at.x - 12 - CARD.width : at.x + 12;
  const top = at.y + 12 + CARD.height > height ? at.y - 12 - CARD.height : at.y + 12;
  return { left: Math.max(4, left), top: Math.max(4, top) };
}

type CardProps = {
  route: PlannerRoute;
  /** The point of the map the card sits beside, and the map's box. */
  at: { x: number; y: number };
  box: HTMLElement;
  selected: boolean;
  mailedBy: string[] | undefined;
  demographic: CardDemographic | null | undefined;
};

export function MapRouteCard({ route, at, box, selected, mailedBy, demographic }: CardProps) {
  return (
    <div
      className="pointer-events-none absolute z-10 w-56 max-sm:hidden"
      style={cardCorner(at, box.clientWidth, box.clientHeight)}
    >
      <RouteCard route={route} selected={selected} mailedBy={mailedBy} demographic={demographic} />
    </div>
  );
}

/**
 * A phone's route card: one line under the map (the card over the map covered the routes around the
 * one tapped). Its height is kept when no route is shown, so the page does not jump on a tap.
 */
export function RouteStrip({
  route,
  selected,
  mailedBy,
}: {
  route: PlannerRoute | null;
  selected: boolean;
  mailedBy: readonly string[] | undefined;
}) {
  return (
    <p
      data-testid="route-strip"
      className="min-h-9 rounded-md bg-slate-50 px-2 py-1 text-xs leading-snug text-slate-700 tabular-nums sm:hidden"
    >
      {route ? (
        <>
          <span className="font-semibold text-slate-900">
            ZIP {route.zip} · Route {route.croute}
          </span>
          {` · ${nf.format(route.residences)} homes · ${nf.format(route.businesses)} businesses · ${nf.format(route.total)} pieces · ${selected ? 'Selected' : 'Not selected'}`}
          {mailedBy?.length ? ` · Mailed before: ${mailedBy.join(', ')}` : ''}
        </>
      ) : (
        'Tap a route to add it to the mailing or take it off; its figures show here.'
      )}
    </p>
  );
}

export function SearchAreaButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="absolute top-3 left-1/2 z-10 -translate-x-1/2">
      <Button size="sm" className="shadow" onClick={onClick}>
        Search this area
      </Button>
    </div>
  );
}

export function LassoHint({ mode }: { mode: Exclude<LassoMode, 'off'> }) {
  return (
    <p className="pointer-events-none absolute bottom-2 left-2 z-10 rounded bg-white/90 px-2 py-1 text-xs text-slate-700 shadow">
      {mode === 'add'
        ? 'Drag a loop to add the routes it touches (hold Alt to remove them).'
        : 'Drag a loop to remove the routes it touches (hold Alt to add them).'}
    </p>
  );
}

/** A live region, always there, so the note is announced when it appears. */
export function BasemapStatus({ unavailable }: { unavailable: boolean }) {
  return (
    <div role="status" className="pointer-events-none absolute top-2 right-14 left-2 z-10">
      {unavailable ? (
        <p className="w-fit rounded bg-white/90 px-2 py-1 text-xs text-slate-700 shadow">
          The street map is unavailable right now; your routes still work.
        </p>
      ) : null}
    </div>
  );
}
