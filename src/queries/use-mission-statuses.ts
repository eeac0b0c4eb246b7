import type { Mission } from '../api/contract/mission';
import { useGlossary } from './use-glossary';
import { missionStatusWords, missionTypeWords } from '../lib/mission-labels';

/**
 * Mission status labels and filter options from the code glossary: the service's once loaded, the spec's
 * fallback (DRAFT, AVAILABLE, COMPLETED, PAID) before that or when it cannot be read.
 */
export function useMissionStatuses() {
  const statuses = useGlossary().missionStatuses;
  /** The label of a mission's status: the glossary's, else the mission's own `statusEnum`, else `Code N`. */
  const labelOf = (m: Pick<Mission, 'status' | 'statusEnum'>) =>
    statuses.find((s) => s.code === m.status)?.label ?? (m.statusEnum || `Code ${m.status}`);
  const options = statuses.map((s) => ({ value: s.code, label: missionStatusWords(s.label, s.code) }));
  return { options, labelOf };
}

/** Mission type filter options from the code glossary (the spec's fallback shows only hand to hand). */
export function useMissionTypes() {
  const types = useGlossary().missionTypes;
  return types.map((t) => ({ value: t.code, label: missionTypeWords(t.label, t.code) }));
}
