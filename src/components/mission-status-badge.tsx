import { Ban } from 'lucide-react';
import type { Mission } from '../api/contract/mission';
import { Badge } from './ui/badge';
import { missionShownStatus } from '../lib/mission-labels';

/**
 * The one status of a mission in words: "Cancelled" for a cancelled run (its status code is not shown
 * beside it), else the status label.
 */
export function MissionStatusBadge({
  mission,
  label,
}: {
  mission: Pick<Mission, 'status' | 'cancelled'>;
  /** The status label (glossary). */
  label: string;
}) {
  const shown = missionShownStatus(mission, label);
  return (
    <Badge tone={shown.tone}>
      {shown.cancelled ? <Ban className="mr-1 h-3 w-3" aria-hidden="true" /> : null}
      {shown.words}
    </Badge>
  );
}
