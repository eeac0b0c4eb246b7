/**
 * What each wizard step was left with, kept in this tab's sessionStorage per draft, so moving to another
 * step (its chip, a "Change …" link, Continue) and coming back finds the step as it was: the step's
 * address state (the planner's search, radius and chosen routes; the design step's tab and search) and a
 * step's unsaved entries (attributes ticked, a date typed). A save makes the saved state the one kept.
 */

import { APP_STORAGE_PREFIX } from '../../api/session';

/** sessionStorage key of every draft's kept steps (sign-out removes it with the app's other keys). */
const KEPT_STEPS_KEY = `${APP_STORAGE_PREFIX}builder.kept`;
/** Drafts kept at most (the oldest are dropped). */
const MAX_DRAFTS = 20;

type Kept = Record<string, Record<string, string>>;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readAll(): Kept {
  try {
    const value = JSON.parse(storage()?.getItem(KEPT_STEPS_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Kept) : {};
  } catch {
    return {};
  }
}

function writeAll(kept: Kept): void {
  const ids = Object.keys(kept);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_DRAFTS))) delete kept[id];
  try {
    storage()?.setItem(KEPT_STEPS_KEY, JSON.stringify(kept));
  } catch {
    // Full or unavailable: the step is simply not kept.
  }
}

function put(campaignId: string, slot: string, value: string | null): void {
  const kept = readAll();
  const draft = { ...(kept[campaignId] ?? {}) };
  if (value === null) delete draft[slot];
  else draft[slot] = value;
  delete kept[campaignId];
  if (Object.keys(draft).length > 0) kept[campaignId] = draft;
  writeAll(kept);
}

/** A step's own address state: every parameter but `step`. */
export function stepOwnSearch(search: URLSearchParams): URLSearchParams {
  const own = new URLSearchParams(search);
  own.delete('step');
  return own;
}

/** Keeps `search` (without `step`) as the address state of `step`; an empty one forgets it. */
export function keepStepSearch(campaignId: string, step: string, search: URLSearchParams): void {
  const own = stepOwnSearch(search).toString();
  put(campaignId, `search:${step}`, own === '' ? null : own);
}

/** The address state `step` was left with, or null. */
export function keptStepSearch(campaignId: string, step: string): URLSearchParams | null {
  const text = readAll()[campaignId]?.[`search:${step}`];
  return text ? new URLSearchParams(text) : null;
}

/** Keeps a step's unsaved entries (any JSON value); null forgets them. */
export function keepStepValue(campaignId: string, step: string, value: unknown): void {
  put(campaignId, `value:${step}`, value === null || value === undefined ? null : JSON.stringify(value));
}

/** A step's unsaved entries as kept, or undefined. */
export function keptStepValue<T>(campaignId: string, step: string): T | undefined {
  const text = readAll()[campaignId]?.[`value:${step}`];
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** Forgets everything kept for a draft (submitted or cancelled). */
export function forgetDraft(campaignId: string): void {
  const kept = readAll();
  if (!(campaignId in kept)) return;
  delete kept[campaignId];
  writeAll(kept);
}
