/**
 * What each wizard step was left with, kept in this tab's sessionStorage per draft (the record of
 * `lib/unsaved-steps`), so opening the step again (its chip, a "Change …" link, Continue, or arriving
 * from elsewhere: the campaign page, a reload, a new tab opened from the page) finds it as it was: the
 * step's address state (the planner's search, radius and chosen routes; the design step's search) and a
 * step's unsaved entries (cities added, attributes ticked, a date typed). A step whose entries differ
 * from what was saved is marked unsaved (with the time of the change) until it is saved or discarded; a
 * save makes the saved state the one kept. The pieces of the quote a draft was started from are kept too.
 */
import type { BuilderStepName } from '../../api/contract/creation-status';
import {
  forgetKeptDraft,
  markUnsaved,
  putKeptSlot,
  readKeptDraft,
  useKeptSlot,
} from '../../lib/unsaved-steps';

/** A step's own address state: every parameter but `step`. */
export function stepOwnSearch(search: URLSearchParams): URLSearchParams {
  const own = new URLSearchParams(search);
  own.delete('step');
  return own;
}

/** Keeps `search` (without `step`) as the address state of `step`; an empty one forgets it. */
export function keepStepSearch(campaignId: string, step: string, search: URLSearchParams): void {
  const own = stepOwnSearch(search).toString();
  putKeptSlot(campaignId, `search:${step}`, own === '' ? null : own);
}

/** The address state `step` was left with, or null. */
export function keptStepSearch(campaignId: string, step: string): URLSearchParams | null {
  const text = readKeptDraft(campaignId)[`search:${step}`];
  return text ? new URLSearchParams(text) : null;
}

/**
 * Keeps a step's unsaved entries (any JSON value) and marks the step unsaved; null forgets them and the
 * mark (saved, or back to what is saved). Give only entries that differ from what is saved.
 */
export function keepStepValue(campaignId: string, step: BuilderStepName, value: unknown): void {
  const text = value === null || value === undefined ? null : JSON.stringify(value);
  putKeptSlot(campaignId, `value:${step}`, text);
  markUnsaved(campaignId, step, text);
}

/** A step's unsaved entries as kept, or undefined. */
export function keptStepValue<T>(campaignId: string, step: string): T | undefined {
  const text = readKeptDraft(campaignId)[`value:${step}`];
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * Marks a step whose unsaved state lives in its address (the routes step's plan, the chosen address list)
 * as unsaved, `signature` standing for the change; null when it matches what is saved.
 */
export function markStepUnsaved(campaignId: string, step: BuilderStepName, signature: string | null): void {
  markUnsaved(campaignId, step, signature);
}

/** Discards a step's unsaved work: its kept address state, its entries and its mark. */
export function forgetStep(campaignId: string, step: BuilderStepName): void {
  putKeptSlot(campaignId, `search:${step}`, null);
  putKeptSlot(campaignId, `value:${step}`, null);
  markUnsaved(campaignId, step, null);
}

/** Forgets everything kept for a draft (submitted or cancelled). */
export function forgetDraft(campaignId: string): void {
  forgetKeptDraft(campaignId);
}

const TARGET_SLOT = 'target';

/** Keeps the pieces of the quote the draft was started from (its target until routes are chosen). */
export function keepDraftTarget(campaignId: string, pieces: number): void {
  putKeptSlot(campaignId, TARGET_SLOT, String(pieces));
}

const readTarget = (text: string | undefined): number | null => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The pieces of the quote the draft was started from, or null; read again when it is kept. */
export function useDraftTarget(campaignId: string): number | null {
  return readTarget(useKeptSlot(campaignId, TARGET_SLOT));
}

/** `useDraftTarget`, read once. */
export const keptDraftTarget = (campaignId: string): number | null =>
  readTarget(readKeptDraft(campaignId)[TARGET_SLOT]);
