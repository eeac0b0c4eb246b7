/**
 * What this tab keeps of each draft's wizard steps, and which steps hold changes that are not saved.
 *
 * The record lives in the tab's sessionStorage under the app's prefix (sign-out removes it with the app's
 * other keys), one entry a draft, so a step's unsaved work survives leaving the wizard, a reload and a new
 * tab opened from a link of the page (Chromium gives such a tab a copy of the opener's sessionStorage).
 * The builder's `kept-steps` stores the steps' states into it; this module owns the record and says which
 * steps are unsaved and since when, so the campaign page can mark them too (features do not import each
 * other). A step is unsaved from its first change that differs from what was saved until it is saved or
 * discarded; each mark carries a signature of the change, so putting back the same change (a reload)
 * keeps the time it was made.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { BuilderStepName } from '../api/contract/creation-status';
import { builderStepNames } from '../api/contract/creation-status';
import { APP_STORAGE_PREFIX } from '../api/session';
import { appPaths } from './app-paths';
import { dateTimeFormat } from './intl-cache';

/** sessionStorage key of every draft's kept steps. */
export const KEPT_STEPS_KEY = `${APP_STORAGE_PREFIX}builder.kept`;
/** Drafts kept at most (the ones changed longest ago are dropped). */
const MAX_DRAFTS = 20;
/** Slot of a step's unsaved mark. */
const UNSAVED_SLOT = 'unsaved:';

/** One draft's kept slots, each a string (a step's address state, its unsaved entries, its mark…). */
export type KeptDraft = Readonly<Record<string, string>>;
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

const listeners = new Set<() => void>();

function writeAll(kept: Kept): void {
  const ids = Object.keys(kept);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_DRAFTS))) delete kept[id];
  try {
    storage()?.setItem(KEPT_STEPS_KEY, JSON.stringify(kept));
  } catch {
    // Full or unavailable: the step is simply not kept.
  }
  for (const listener of listeners) listener();
}

/** What is kept for one draft (empty when nothing is). */
export function readKeptDraft(campaignId: string): KeptDraft {
  const draft = readAll()[campaignId];
  return draft && typeof draft === 'object' ? draft : {};
}

/** Sets (or, with null, removes) one slot of a draft; the draft becomes the most recently kept. */
export function putKeptSlot(campaignId: string, slot: string, value: string | null): void {
  const kept = readAll();
  const draft = { ...(kept[campaignId] ?? {}) };
  if (value === null) {
    if (!(slot in draft)) return;
    delete draft[slot];
  } else {
    if (draft[slot] === value) return;
    draft[slot] = value;
  }
  delete kept[campaignId];
  if (Object.keys(draft).length > 0) kept[campaignId] = draft;
  writeAll(kept);
}

/** Forgets everything kept for a draft (submitted or cancelled). */
export function forgetKeptDraft(campaignId: string): void {
  const kept = readAll();
  if (!(campaignId in kept)) return;
  delete kept[campaignId];
  writeAll(kept);
}

/** Calls `listener` after every change this tab makes to the record; returns the unsubscribe. */
export function subscribeKeptSteps(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One slot of a draft, read again whenever the record changes (undefined when it is not kept). */
export function useKeptSlot(campaignId: string, slot: string): string | undefined {
  return useSyncExternalStore(
    subscribeKeptSteps,
    () => readKeptDraft(campaignId)[slot],
    () => undefined,
  );
}

type Mark = { at: number; sig: string };

function readMark(text: string | undefined): Mark | null {
  if (!text) return null;
  try {
    const mark = JSON.parse(text) as Partial<Mark>;
    return typeof mark.at === 'number' && Number.isFinite(mark.at) && typeof mark.sig === 'string'
      ? { at: mark.at, sig: mark.sig }
      : null;
  } catch {
    return null;
  }
}

/**
 * Marks `step` as holding unsaved changes, `signature` standing for them (any text that changes when they
 * do); null marks it saved (or discarded). The time is that of the first change with this signature.
 */
export function markUnsaved(
  campaignId: string,
  step: BuilderStepName,
  signature: string | null,
  now: number = Date.now(),
): void {
  const slot = `${UNSAVED_SLOT}${step}`;
  if (signature === null) {
    putKeptSlot(campaignId, slot, null);
    return;
  }
  const mark = readMark(readKeptDraft(campaignId)[slot]);
  if (mark?.sig === signature) return;
  putKeptSlot(campaignId, slot, JSON.stringify({ at: now, sig: signature }));
}

/** A step with unsaved changes, and when they were made (ms since the epoch). */
export type UnsavedStep = { step: BuilderStepName; at: number };

/** The draft's steps with unsaved changes, in the wizard's order. */
export function unsavedStepsOf(campaignId: string): UnsavedStep[] {
  const draft = readKeptDraft(campaignId);
  return builderStepNames.flatMap((step) => {
    const mark = readMark(draft[`${UNSAVED_SLOT}${step}`]);
    return mark ? [{ step, at: mark.at }] : [];
  });
}

/** `unsavedStepsOf`, read again whenever this tab changes what it keeps. */
export function useUnsavedSteps(campaignId: string): UnsavedStep[] {
  const snapshot = useSyncExternalStore(
    subscribeKeptSteps,
    () => JSON.stringify(unsavedStepsOf(campaignId)),
    () => '[]',
  );
  return useMemo(() => JSON.parse(snapshot) as UnsavedStep[], [snapshot]);
}

const DAY_MS = 86_400_000;

/** Midnight (local time) of the day of `ms`. */
const dayStart = (ms: number) => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/**
 * When a change was made, as a person says it: "today at 10:42 AM", "yesterday at 4:05 PM", "on Tuesday
 * at 9:00 AM" within the week, else "on Mar 3 at 9:00 AM" ("on Mar 3, 2025 …" in another year); in the
 * user's time zone and locale.
 */
export function changedAtText(at: number, now: number = Date.now(), locale?: string): string {
  const time = dateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  const days = Math.round((dayStart(now) - dayStart(at)) / DAY_MS);
  if (days <= 0) return `today at ${time}`;
  if (days === 1) return `yesterday at ${time}`;
  if (days < 7) return `on ${dateTimeFormat(locale, { weekday: 'long' }).format(at)} at ${time}`;
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  const day = dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(at);
  return `on ${day} at ${time}`;
}

/** "Unsaved changes from today at 10:42 AM". */
export const unsavedChangesText = (at: number, now?: number, locale?: string) =>
  `Unsaved changes from ${changedAtText(at, now, locale)}`;

/**
 * For a page outside the wizard (the campaign's Overview): whether `step` of the draft holds unsaved
 * changes, said in words, with the wizard's address that opens that step as it was left.
 */
export function useUnsavedStepNote(
  campaignId: string,
  step: BuilderStepName,
): { text: string; href: string } | null {
  const mark = useUnsavedSteps(campaignId).find((s) => s.step === step);
  if (!mark) return null;
  return { text: unsavedChangesText(mark.at), href: appPaths.buildCampaign(campaignId, step) };
}
