import { describe, expect, it } from 'vitest';
import { creationMissingItems } from '../../api/contract/creation-status';
import {
  deriveWizard,
  draftFlavour,
  nextStep,
  previousStep,
  stepFromUrl,
  stepOfMissing,
} from './wizard-model';

const status = (over: Partial<Parameters<typeof deriveWizard>[0]> = {}) => ({
  missing: [] as string[],
  lastActiveStep: null as string | null,
  internalStatus: 'DRAFT',
  subtype: 'EDDM' as string | null | undefined,
  ...over,
});

describe('draftFlavour', () => {
  it('reads the subtype first, then the campaign type', () => {
    expect(draftFlavour('AUDIENCE', 3)).toBe('audience');
    expect(draftFlavour('EDDM', 1)).toBe('eddm');
    expect(draftFlavour('LETTERBOX', 3)).toBe('street');
    expect(draftFlavour(undefined, 1)).toBe('street');
    expect(draftFlavour(null, 2)).toBe('street');
    expect(draftFlavour(null, 3)).toBe('eddm');
  });
});

describe('deriveWizard', () => {
  it('gives each channel its steps in order', () => {
    const ids = (subtype: string) => deriveWizard(status({ subtype }), 3).steps.map((s) => s.id);
    expect(ids('EDDM')).toEqual(['areas', 'demographics', 'creative', 'details', 'review']);
    expect(ids('AUDIENCE')).toEqual(['audience', 'creative', 'details', 'review']);
    expect(ids('HANDTOHAND')).toEqual(['cities', 'creative', 'details', 'review']);
  });

  it('marks the steps creation status names as missing, and only those', () => {
    const w = deriveWizard(status({ missing: ['minimumVolume', 'startDate'] }), 3);
    expect(w.steps.map((s) => [s.id, s.state, s.missing])).toEqual([
      ['areas', 'missing', ['minimumVolume']],
      ['demographics', 'optional', []],
      ['creative', 'done', []],
      ['details', 'missing', ['startDate']],
      ['review', 'todo', []],
    ]);
  });

  it('puts the volume of a street draft on its cities step, of other drafts on details', () => {
    expect(stepOfMissing('volume', 'street')).toBe('cities');
    expect(stepOfMissing('volume', 'audience')).toBe('details');
    expect(stepOfMissing('audienceReady', 'audience')).toBe('audience');
    expect(stepOfMissing('designReady', 'eddm')).toBe('creative');
  });

  it('puts every item creation status names on a step (a design that does not fit: the design step)', () => {
    expect(stepOfMissing('designFit', 'eddm')).toBe('creative');
    for (const item of creationMissingItems) {
      for (const flavour of ['eddm', 'audience', 'street'] as const) {
        expect(stepOfMissing(item, flavour)).not.toBe('review');
      }
    }
  });

  it('shows an unknown outstanding item on the review step rather than hiding it', () => {
    const w = deriveWizard(status({ missing: ['printVendor'] }), 3);
    expect(w.steps.at(-1)).toMatchObject({ id: 'review', state: 'missing', missing: ['printVendor'] });
  });

  it('resumes at the step last saved, or the first step', () => {
    expect(deriveWizard(status({ lastActiveStep: 'creative' }), 3).resumeAt).toBe('creative');
    expect(deriveWizard(status(), 3).resumeAt).toBe('areas');
    expect(deriveWizard(status({ lastActiveStep: 'segments' }), 3).resumeAt).toBe('areas');
    // A step this channel does not have (a street draft has no carrier routes).
    expect(deriveWizard(status({ subtype: 'HANDTOHAND', lastActiveStep: 'areas' }), 1).resumeAt).toBe(
      'cities',
    );
  });

  it('is editable only while a draft', () => {
    expect(deriveWizard(status(), 3).editable).toBe(true);
    const submitted = deriveWizard(status({ internalStatus: 'IN_REVIEW' }), 3);
    expect(submitted.editable).toBe(false);
    expect(submitted.steps.at(-1)!.state).toBe('done');
  });
});

describe('moving between steps', () => {
  const w = deriveWizard(status({ subtype: 'HANDTOHAND' }), 1);
  it('goes forward and back, and stays on the last step', () => {
    expect(nextStep(w, 'cities')).toBe('creative');
    expect(nextStep(w, 'review')).toBe('review');
    expect(previousStep(w, 'creative')).toBe('cities');
    expect(previousStep(w, 'cities')).toBeNull();
  });
  it('passes over optional steps going forward, not going back', () => {
    const mail = deriveWizard(status(), 3);
    expect(nextStep(mail, 'areas')).toBe('creative');
    expect(nextStep(mail, 'demographics')).toBe('creative');
    expect(previousStep(mail, 'creative')).toBe('demographics');
  });
  it('reads only this wizard’s steps from the URL', () => {
    expect(stepFromUrl('details', w)).toBe('details');
    expect(stepFromUrl('areas', w)).toBeNull();
    expect(stepFromUrl(null, w)).toBeNull();
  });
});
