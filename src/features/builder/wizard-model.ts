/**
 * The wizard's steps, derived from creation status alone (re-read after every save): which steps a draft
 * has (by its channel), which of them still miss something, where to resume. Nothing here is guessed from
 * what the user did locally; what the service says is missing is what is missing.
 */
import type { BuilderStepName, CreationStatus } from '../../api/contract/creation-status';

/** A wizard step: the contract's step names, as creation status's `lastActiveStep` gives them. */
export type StepId = BuilderStepName;

/** How a draft is targeted: carrier routes (EDDM), a saved address list, or cities (street channels). */
export type DraftFlavour = 'eddm' | 'audience' | 'street';

export const stepLabels: Record<StepId, string> = {
  areas: 'Carrier routes',
  demographics: 'Audience attributes',
  audience: 'Address list',
  cities: 'Cities',
  creative: 'Design',
  details: 'Launch date',
  review: 'Review and submit',
};

const stepsByFlavour: Record<DraftFlavour, readonly StepId[]> = {
  eddm: ['areas', 'demographics', 'creative', 'details', 'review'],
  audience: ['audience', 'creative', 'details', 'review'],
  street: ['cities', 'creative', 'details', 'review'],
};

/** Steps a draft can do without: nothing there is ever reported missing. */
const optionalSteps: ReadonlySet<StepId> = new Set(['demographics']);

/** The draft's flavour from creation status's subtype, else from the campaign's type (1, 2 street; 3 mail). */
export function draftFlavour(subtype: string | null | undefined, campaignType: number): DraftFlavour {
  if (subtype === 'AUDIENCE') return 'audience';
  if (subtype === 'EDDM') return 'eddm';
  if (subtype === 'HANDTOHAND' || subtype === 'LETTERBOX') return 'street';
  return campaignType === 1 || campaignType === 2 ? 'street' : 'eddm';
}

/** The step where an outstanding item is put right; unknown names go to the review step. */
export function stepOfMissing(item: string, flavour: DraftFlavour): StepId {
  switch (item) {
    case 'routes':
    case 'areas':
    case 'minimumVolume':
      return 'areas';
    case 'audience':
    case 'audienceId':
    case 'audienceReady':
    case 'audienceAddresses':
      return 'audience';
    case 'cities':
      return 'cities';
    case 'volume':
    case 'flyersCount':
      return flavour === 'street' ? 'cities' : 'details';
    case 'demographics':
    case 'segments':
      return flavour === 'eddm' ? 'demographics' : 'review';
    case 'selectedDesignId':
    case 'designId':
    case 'designReady':
    case 'designFit':
      return 'creative';
    case 'startDate':
      return 'details';
    default:
      return 'review';
  }
}

/**
 * `done`: nothing outstanding; `missing`: creation status lists something for it; `optional`: nothing is
 * required there; `earliest`: the launch date, counted as chosen at the earliest day the service allows
 * (see `launchAtEarliest`); `todo`: the review step of a draft not yet submitted.
 */
export type StepState = 'done' | 'missing' | 'optional' | 'earliest' | 'todo';

type WizardStep = {
  id: StepId;
  label: string;
  state: StepState;
  /** The outstanding items of this step, as creation status names them. */
  missing: string[];
};

export type Wizard = {
  flavour: DraftFlavour;
  steps: WizardStep[];
  /** Where to resume: the first step that still misses something, else the review. */
  resumeAt: StepId;
  /** Still a draft (not submitted, not cancelled). */
  editable: boolean;
  /**
   * The draft has no launch date and needs nothing else from the launch-date step: the earliest day the
   * service allows (creation status's `earliestStartDate`, never computed here) counts as chosen, and is
   * sent just before the draft is submitted.
   */
  launchAtEarliest: boolean;
  /** What still stands between the draft and its submission: creation status's `missing`, less the
   * launch date when it counts as chosen at the earliest day. */
  missing: string[];
};

/** The items creation status lists for the launch-date step of a draft of `flavour`. */
const detailsItems = (missing: readonly string[], flavour: DraftFlavour) =>
  missing.filter((item) => stepOfMissing(item, flavour) === 'details');

/**
 * Whether the launch date counts as chosen at the earliest allowed day: the draft is being built, has no
 * launch date (`startDate`: the campaign's `start_date`; a date chosen earlier that has since passed is
 * asked again), and the only thing its launch-date step misses is that date. Unknown (`undefined`) is
 * read as none.
 */
export function launchAtEarliest(
  status: Pick<CreationStatus, 'missing' | 'internalStatus' | 'subtype'>,
  campaignType: number,
  startDate: string | null | undefined,
): boolean {
  if (status.internalStatus !== 'DRAFT' || startDate) return false;
  const items = detailsItems(status.missing, draftFlavour(status.subtype, campaignType));
  return items.length === 1 && items[0] === 'startDate';
}

/**
 * The wizard of a draft. `startDate` is the campaign's launch date as read (`start_date`), to tell a
 * draft without one (whose launch date then counts as the earliest allowed) from one whose date passed.
 */
export function deriveWizard(
  status: Pick<CreationStatus, 'missing' | 'lastActiveStep' | 'internalStatus' | 'subtype'>,
  campaignType: number,
  startDate?: string | null,
): Wizard {
  const flavour = draftFlavour(status.subtype, campaignType);
  const ids = stepsByFlavour[flavour];
  const atEarliest = launchAtEarliest(status, campaignType, startDate);
  const missingBy = new Map<StepId, string[]>();
  for (const item of status.missing) {
    const step = stepOfMissing(item, flavour);
    missingBy.set(step, [...(missingBy.get(step) ?? []), item]);
  }
  const steps = ids.map((id): WizardStep => {
    const missing = missingBy.get(id) ?? [];
    let state: StepState = 'done';
    if (id === 'details' && atEarliest) state = 'earliest';
    else if (missing.length > 0) state = 'missing';
    else if (optionalSteps.has(id)) state = 'optional';
    else if (id === 'review' && status.internalStatus === 'DRAFT') state = 'todo';
    return { id, label: stepLabels[id], state, missing };
  });
  return {
    flavour,
    steps,
    resumeAt: steps.find((s) => s.state === 'missing')?.id ?? 'review',
    editable: status.internalStatus === 'DRAFT',
    launchAtEarliest: atEarliest,
    missing: atEarliest ? status.missing.filter((m) => m !== 'startDate') : [...status.missing],
  };
}

/** A step of this wizard named in the URL, or null. */
export function stepFromUrl(value: string | null, wizard: Wizard): StepId | null {
  return wizard.steps.some((s) => s.id === value) ? (value as StepId) : null;
}

/**
 * The step after `id`: optional steps are passed over (they stay one click away in the step list), and so
 * is a launch date that counts as chosen at the earliest day (nothing to do there); the review step stays
 * last.
 */
export function nextStep(wizard: Wizard, id: StepId): StepId {
  const i = wizard.steps.findIndex((s) => s.id === id);
  const after = wizard.steps.slice(i + 1).find((s) => !optionalSteps.has(s.id) && s.state !== 'earliest');
  return after?.id ?? 'review';
}

/** The step before `id`, or null on the first. */
export function previousStep(wizard: Wizard, id: StepId): StepId | null {
  const i = wizard.steps.findIndex((s) => s.id === id);
  return i > 0 ? wizard.steps[i - 1]!.id : null;
}
