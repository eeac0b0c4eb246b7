/**
 * How mission status codes read on screen. The label comes from the code glossary (the service's, or the
 * spec's fallback until it has loaded); a mission also carries its own label in `statusEnum`. Known
 * labels get plain words and a tone; anything new is shown as its label (or `Code N`), never hidden.
 */
import type { BadgeTone } from '../components/ui/badge';
import { formatPlainDate } from './dates';

const statusWords: Record<string, string> = {
  DRAFT: 'Draft',
  AVAILABLE: 'Available',
  BOOKED: 'Booked',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  PAID: 'Paid',
};

const statusTones: Record<string, BadgeTone> = {
  DRAFT: 'neutral',
  AVAILABLE: 'info',
  BOOKED: 'info',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  PAID: 'accent',
};

/** A label in words: a known one from `known`, else `SOME_LABEL` as "Some label", else `Code N`. */
function labelWords(known: Record<string, string>, label: string, code: number): string {
  const key = label.trim().toUpperCase();
  if (known[key]) return known[key];
  if (key === '' || /^CODE \d+$/.test(key)) return `Code ${code}`;
  const words = key.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `COMPLETED` -> "Completed", `IN_PROGRESS` -> "In progress", `` -> "Code 20". */
export const missionStatusWords = (label: string, code: number): string =>
  labelWords(statusWords, label, code);

const typeWords: Record<string, string> = {
  HANDTOHAND: 'Hand-to-hand',
  LETTERBOX: 'Letterbox',
  DIRECTMAIL: 'Direct mail',
  INSERTS: 'Inserts',
};

/** `HANDTOHAND` -> "Hand-to-hand", `DOOR_HANGERS` -> "Door hangers", `` -> "Code 5". */
export const missionTypeWords = (label: string, code: number): string => labelWords(typeWords, label, code);

export function missionStatusTone(label: string): BadgeTone {
  return statusTones[label.trim().toUpperCase()] ?? 'neutral';
}

/**
 * The one status a mission shows. The spec gives a mission both a `status` code and a `cancelled` flag;
 * a cancelled run is no longer offered, booked or run whatever its code says, so "Cancelled" wins and the
 * code is not shown beside it (two statuses at once would contradict each other).
 */
export function missionShownStatus(
  mission: { status: number; cancelled: boolean },
  label: string,
): { words: string; tone: BadgeTone; cancelled: boolean } {
  if (mission.cancelled) return { words: 'Cancelled', tone: 'warning', cancelled: true };
  return {
    words: missionStatusWords(label, mission.status),
    tone: missionStatusTone(label),
    cancelled: false,
  };
}

/**
 * When a run is (or was) opened to distributors, in words, for a draft ("Opens Feb 18, 2027") or an
 * open run ("Open since Feb 13, 2027"); undefined for any other run, where the date says nothing more.
 */
export function offeredDateText(
  mission: { cancelled: boolean; available_date: string | null },
  label: string,
  locale?: string | string[],
): string | undefined {
  if (mission.cancelled || !mission.available_date) return undefined;
  const key = label.trim().toUpperCase();
  const date = formatPlainDate(mission.available_date, locale);
  if (key === 'DRAFT') return `Opens ${date}`;
  if (key === 'AVAILABLE') return `Open since ${date}`;
  return undefined;
}

/** A kind of location as words: `STREET` -> "Street", `TRAIN_STATION` -> "Train station". */
export function locationTypeWords(type: string): string {
  const words = type.trim().replace(/_/g, ' ').toLowerCase();
  return words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1);
}
