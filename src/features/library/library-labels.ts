/**
 * How the string statuses of saved audiences and designs read on screen. The spec shows only READY; the
 * others known here are the sandbox's (PROCESSING, FAILED, REJECTED). A status nobody knows is shown in
 * words, never hidden.
 */
import type { BadgeTone } from '../../components/ui/badge';
import { humanizeCode } from './url-params';

const known: Record<string, { label: string; tone: BadgeTone }> = {
  READY: { label: 'Ready', tone: 'success' },
  PROCESSING: { label: 'Processing', tone: 'info' },
  FAILED: { label: 'Failed', tone: 'warning' },
  REJECTED: { label: 'Rejected', tone: 'warning' },
};

/** `{label, tone}` for a known status; undefined for one the dashboard does not know. */
export function knownStatus(status: string): { label: string; tone: BadgeTone } | undefined {
  return known[status.trim().toUpperCase()];
}

/**
 * The words for a status: "Ready"; an unknown one in words too (`ARCHIVED_BY_OPS` -> "Archived by ops"),
 * never hidden; "Status not given" if blank.
 */
export function statusText(status: string): string {
  return knownStatus(status)?.label ?? (status.trim() === '' ? 'Status not given' : humanizeCode(status));
}

/**
 * What a design's status means for the advertiser, for its detail view. The spec has no field giving the
 * reason a design was rejected, so a rejected design says that honestly and what to do next.
 */
export function designStatusNote(status: string): string {
  switch (status.trim().toUpperCase()) {
    case 'READY':
      return 'Ready: a campaign can use this design.';
    case 'PROCESSING':
      return 'Still being processed after upload. A campaign can use it once it is Ready.';
    case 'REJECTED':
      return 'Rejected: a campaign cannot use this design. The service does not say why a design was rejected; upload a corrected file, or ask your account manager for the reason.';
    default:
      return status.trim() === ''
        ? 'The service did not give this design a status.'
        : `The service gives this design the status “${humanizeCode(status)}”. Only Ready designs can be used in a campaign.`;
  }
}
