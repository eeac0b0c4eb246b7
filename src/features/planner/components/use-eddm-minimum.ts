/** The EDDM minimum of the searched place's city (its channel rules), and whether it is still on its way. */
import { useQuery } from '@tanstack/react-query';
import { eddmMinimumPieces } from '../../../api/contract/channel-rules';
import type { PlanPoint } from '../../../lib/plan-url';
import { plannerQueries } from '../api/planner-queries';

export function useEddmMinimum(label: string, point: PlanPoint | null) {
  const city = useQuery({
    ...plannerQueries.cityOf(label, point ?? { lat: 0, lng: 0 }),
    enabled: point !== null,
  });
  const rules = useQuery({
    ...plannerQueries.channelRules(city.data?.id ?? ''),
    enabled: Boolean(city.data),
  });
  const minimum = rules.data ? eddmMinimumPieces(rules.data) : null;
  const loading = point !== null && (city.isPending || (Boolean(city.data) && rules.isPending));
  return { minimum, loading };
}
