import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearedMissionFilters,
  missionFiltersToSearchParams,
  parseMissionFilters,
  updateMissionFilters,
  type MissionFilters,
} from './mission-filters';

/**
 * The missions view's filters in the URL. Only the view's own params are written; the rest of the URL
 * (the campaign page's `tab`) is kept. Two changes in quick succession (both date fields committing
 * together) must not lose the first: until the URL has caught up, a change builds on the last one
 * requested.
 */
export function useMissionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseMissionFilters(searchParams);
  const current = searchParams.toString();
  const pending = useRef<{ from: string; next: MissionFilters } | null>(null);
  const setFilters = (next: MissionFilters) => {
    pending.current = { from: current, next };
    setSearchParams(missionFiltersToSearchParams(next, searchParams), { preventScrollReset: true });
  };
  const base = () => (pending.current && pending.current.from === current ? pending.current.next : filters);
  return {
    filters,
    update: (patch: Partial<MissionFilters>) => setFilters(updateMissionFilters(base(), patch)),
    clear: () => setFilters(clearedMissionFilters(base())),
  };
}
