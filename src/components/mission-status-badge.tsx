import { Ban } from 'lucide-react';
import type { Mission } from '../api/contract/mission';
import { Badge } from './ui/badge';
import { missionStatusTone, missionStatusWords } from '../lib/mission-labels';

/** The status of a mission in words, and a "Cancelled" marker when the run was cancelled. */
export function MissionStatusBadge({
  mission,
  label,
}: {
  mission: Pick<Mission, 'status' | 'cancelled'>;
  /** The status label (glossary). */
  label: string;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={missionStatusTone(label)}>{missionStatusWords(label, mission.status)}</Badge>
      {mission.cancelled ? (
        <Badge tone="warning">
          <Ban className="mr-1 h-3 w-3" aria-hidden="true" />
          Cancelled
        </Badge>
      ) : null}
    </span>
  );
}
