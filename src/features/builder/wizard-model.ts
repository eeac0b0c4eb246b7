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
 * required there; `todo`: the review step of a draft not yet submitted.
 */
export type StepState = 'done' | 'missing' | 'optional' | 'todo';

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
  /** Where to resume: the step last saved (when it is one of this draft's), else the first. */
  resumeAt: StepId;
  /** Still a draft (not submitted, not cancelled). */
  editable: boolean;
};

/** Reads `lastActiveStep` as one of the steps; the spec's `segments` is the targeting step. */
function readStep(value: string | null, steps: readonly StepId[]): StepId | null {
  if (value === null) return null;
  const v = value === 'segments' ? steps[0]! : value;
  return (steps as readonly string[]).includes(v) ? (v as StepId) : null;
}

export function deriveWizard(
  status: Pick<CreationStatus, 'missing' | 'lastActiveStep' | 'internalStatus' | 'subtype'>,
  campaignType: number,
): Wizard {
  const flavour = draftFlavour(status.subtype, campaignType);
  const ids = stepsByFlavour[flavour];
  const missingBy = new Map<StepId, string[]>();
  for (const item of status.missing) {
    const step = stepOfMissing(item, flavour);
    missingBy.set(step, [...(missingBy.get(step) ?? []), item]);
  }
  const steps = ids.map((id): WizardStep => {
    const missing = missingBy.get(id) ?? [];
    let state: StepState = 'done';
    if (missing.length > 0) state = 'missing';
    else if (optionalSteps.has(id)) state = 'optional';
    else if (id === 'review' && status.internalStatus === 'DRAFT') state = 'todo';
    return { id, label: stepLabels[id], state, missing };
  });
  return {
    flavour,
    steps,
    resumeAt: readStep(status.lastActiveStep, ids) ?? ids[0]!,
    editable: status.internalStatus === 'DRAFT',
  };
}

/** A step of this wizard named in the URL, or null. */
export function stepFromUrl(value: string | null, wizard: Wizard): StepId | null {
  return wizard.steps.some((s) => s.id === value) ? (value as StepId) : null;
}

/**
 * The step after `id`: optional steps are passed over (they stay one click away in the step list), and
 * the review step stays last.
 */
export function nextStep(wizard: Wizard, id: StepId): StepId {
  const i = wizard.steps.findIndex((s) => s.id === id);
  const after = wizard.steps.slice(i + 1).find((s) => !optionalSteps.has(s.id));
  return after?.id ?? 'review';
}

/** The step before `id`, or null on the first. */
export function previousStep(wizard: Wizard, id: StepId): StepId | null {
  const i = wizard.steps.findIndex((s) => s.id === id);
  return i > 0 ? wizard.steps[i - 1]!.id : null;
}
