/**
 * How the string statuses of saved audiences and designs read on screen. The spec shows only READY; the
 * others known here are the sandbox's (PROCESSING, FAILED, REJECTED). A status nobody knows is shown as
 * the service sent it, never hidden.
 */
import type { BadgeTone } from '../../components/ui/badge';

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

/** The words for a status: "Ready", or the raw value for an unknown one ("Status not given" if blank). */
export function statusText(status: string): string {
  return knownStatus(status)?.label ?? (status.trim() === '' ? 'Status not given' : status);
}
