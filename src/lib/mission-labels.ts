/**
 * How mission status codes read on screen. The label comes from the code glossary (the service's, or the
 * spec's fallback until it has loaded); a mission also carries its own label in `statusEnum`. Known
 * labels get plain words and a tone; anything new is shown as its label (or `Code N`), never hidden.
 */
import type { BadgeTone } from '../components/ui/badge';

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

/** A kind of location as words: `STREET` -> "Street", `TRAIN_STATION` -> "Train station". */
export function locationTypeWords(type: string): string {
  const words = type.trim().replace(/_/g, ' ').toLowerCase();
  return words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1);
}
