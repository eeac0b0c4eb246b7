import { screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CarrierRoute, CarrierRouteSearch } from '../../../api/contract/carrier-route';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { decodeRouteKeys, encodeRouteKeys } from '../../../lib/plan-url';
import { piecesOfRoutes, routeKeyOf } from '../areas-plan';
import { keptStepSearch } from '../kept-steps';
import { unsavedStepsOf } from '../../../lib/unsaved-steps';
import type { StepProps } from '../step-props';
import { AreasStep } from './areas-step';
import { setupBuilderSandbox } from '../../../../test/support/builder-steps';

// 1100 Congress Ave, Austin, as the planner's search finds it.
const PLACE = { q: '1100 Congress Ave, Austin, TX', lat: '30.27472', lng: '-97.74034', r: '800' };

const env = setupBuilderSandbox();
let nearby: CarrierRoute[];
beforeAll(async () => {
  const found = await env.asClient<CarrierRouteSearch>(
    `/client/carrier-routes/search?lat=${PLACE.lat}&lng=${PLACE.lng}&radius=${PLACE.r}&first=50`,
  );
  nearby = found.nodes;
});

type PlannerProps = { onRoutes: (routes: CarrierRoute[]) => void; action?: ReactNode };

/** The planner, as far as the step sees it: it reports the routes its address chooses, shows the action. */
function FakePlanner({ onRoutes, action }: PlannerProps) {
  const [search] = useSearchParams();
  const keys = search.get('routes');
  useEffect(() => {
    const chosen = new Set(decodeRouteKeys(keys));
    onRoutes(nearby.filter((r) => chosen.has(routeKeyOf(r))));
  }, [keys, onRoutes]);
  return (
    <div>
      <p>Planner</p>
      {action}
    </div>
  );
}
const Step = (props: StepProps) => <AreasStep {...props} Planner={FakePlanner} />;

const targeting = (id: string) => env.asClient<DraftTargeting>(`/client/campaigns/${id}/draft-targeting`);

describe('carrier-routes step', () => {
  it('saves the routes with the zone as searched; opened again, the planner gets that zone and those routes back', async () => {
    expect(nearby.length).toBeGreaterThanOrEqual(6);
    const chosen = nearby.slice(0, 6);
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep(Step, {
      campaignId: id,
      search: { ...PLACE, routes: encodeRouteKeys(chosen.map(routeKeyOf)) },
    });
    const pieces = piecesOfRoutes(chosen);
    await waitFor(() =>
      expect(screen.getByTestId('areas-chosen')).toHaveTextContent(
        `6 routes chosen: ${new Intl.NumberFormat().format(pieces)} pieces, one for every home and business on them.`,
      ),
    );
    expect(await screen.findByText(/Your route choice is not saved yet/)).toBeInTheDocument();

    await step.user.click(screen.getByRole('button', { name: 'Save routes and continue' }));
    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    const saved = await targeting(id);
    expect(saved.distributionLocations[0]).toMatchObject({
      name: PLACE.q,
      lat: Number(PLACE.lat),
      lng: Number(PLACE.lng),
      radius: 800,
    });
    expect(saved.totalCount).toBe(pieces);
    await waitFor(() => expect(step.status()?.quote.flyersCount).toBe(pieces));
    step.unmount();

    // Opened later with a bare address: the search text, point, radius and routes come back as left.
    const again = await env.renderStep(Step, { campaignId: id });
    await waitFor(() => expect(again.searchParams().get('q')).toBe(PLACE.q));
    expect(again.searchParams().get('lat')).toBe(PLACE.lat);
    expect(again.searchParams().get('lng')).toBe(PLACE.lng);
    expect(again.searchParams().get('r')).toBe('800');
    expect(new Set(decodeRouteKeys(again.searchParams().get('routes')))).toEqual(
      new Set(chosen.map(routeKeyOf)),
    );
    await waitFor(() => expect(screen.getByTestId('areas-chosen')).toHaveTextContent('6 routes chosen'));
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });

  it('keeps what was saved when the address has not caught up with the last routes chosen', async () => {
    // A fill's routes reach the address a moment after the planner shows them; Save clicked before that
    // saves the routes shown, and the step keeps them (not the address without them), unmarked.
    const chosen = nearby.slice(0, 3);
    const AheadPlanner = ({ onRoutes, action }: PlannerProps) => {
      useEffect(() => onRoutes(chosen), [onRoutes]);
      return (
        <div>
          <p>Planner</p>
          {action}
        </div>
      );
    };
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep((props: StepProps) => <AreasStep {...props} Planner={AheadPlanner} />, {
      campaignId: id,
      search: PLACE,
    });
    await waitFor(() => expect(screen.getByTestId('areas-chosen')).toHaveTextContent('3 routes chosen'));
    await step.user.click(screen.getByRole('button', { name: 'Save routes and continue' }));
    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    await waitFor(async () => expect((await targeting(id)).routes).toHaveLength(3));
    const kept = keptStepSearch(id, 'areas');
    expect(kept?.get('q')).toBe(PLACE.q);
    expect(new Set(decodeRouteKeys(kept?.get('routes') ?? null))).toEqual(new Set(chosen.map(routeKeyOf)));
    // Let the saved routes be read back: the address without them must not mark the step unsaved.
    await waitFor(() => expect(step.status()?.quote.flyersCount).toBe(piecesOfRoutes(chosen)));
    expect(unsavedStepsOf(id).map((u) => u.step)).not.toContain('areas');
  });

  it('says when the routes chosen are not the saved ones, and goes back to the saved ones on request', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const first = await env.renderStep(Step, {
      campaignId: id,
      search: { ...PLACE, routes: encodeRouteKeys(nearby.slice(0, 6).map(routeKeyOf)) },
    });
    await waitFor(() => expect(screen.getByTestId('areas-chosen')).toHaveTextContent('6 routes chosen'));
    await first.user.click(screen.getByRole('button', { name: 'Save routes and continue' }));
    await waitFor(() => expect(first.onContinue).toHaveBeenCalled());
    first.unmount();

    const step = await env.renderStep(Step, {
      campaignId: id,
      search: { ...PLACE, r: '1200', routes: encodeRouteKeys(nearby.slice(0, 8).map(routeKeyOf)) },
    });
    expect(
      await screen.findByText(
        'Your route choice has changes that are not saved yet: save them, or go back to the saved routes.',
      ),
    ).toBeInTheDocument();
    await step.user.click(screen.getByRole('button', { name: 'Go back to the saved routes' }));
    await waitFor(() => expect(decodeRouteKeys(step.searchParams().get('routes'))).toHaveLength(6));
    expect(step.searchParams().get('r')).toBe('800');
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });

  it('more routes than a draft can hold: says how many to remove, and does not save', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    // A plan of 2,001 routes (the planner's import can bring in routes from anywhere).
    const many = Array.from({ length: 2001 }, (_, i) => ({
      ...nearby[i % nearby.length]!,
      croute: `C${String(i).padStart(3, '0')}`,
      zip: String(10_000 + Math.floor(i / 1000)),
    }));
    const ManyPlanner = ({ onRoutes, action }: PlannerProps) => {
      useEffect(() => onRoutes(many), [onRoutes]);
      return (
        <div>
          <p>Planner</p>
          {action}
        </div>
      );
    };
    const step = await env.renderStep((props: StepProps) => <AreasStep {...props} Planner={ManyPlanner} />, {
      campaignId: id,
      search: PLACE,
    });
    await waitFor(() =>
      expect(screen.getByTestId('areas-chosen')).toHaveTextContent(
        'A campaign can hold at most 2,000 routes, and 2,001 are chosen: remove 1 route to save them.',
      ),
    );
    const save = screen.getByRole('button', { name: 'Save routes and continue' });
    expect(save).toBeDisabled();
    await step.user.click(save);
    expect(step.onContinue).not.toHaveBeenCalled();
    expect((await targeting(id)).routes).toHaveLength(0);
  });
});
