import { describe, expect, it } from 'vitest';
import { creationMissingItems } from '../../api/contract/creation-status';
import {
  deriveWizard,
  draftFlavour,
  launchAtEarliest,
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
    const w = deriveWizard(status({ missing: ['minimumVolume', 'selectedDesignId'] }), 3);
    expect(w.steps.map((s) => [s.id, s.state, s.missing])).toEqual([
      ['areas', 'missing', ['minimumVolume']],
      ['demographics', 'optional', []],
      ['creative', 'missing', ['selectedDesignId']],
      ['details', 'done', []],
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

  it('resumes at the first step that still misses something, whatever was saved last', () => {
    // A letterbox draft whose cities are saved: the design is next, not the cities again.
    const letterbox = status({
      subtype: 'LETTERBOX',
      lastActiveStep: 'cities',
      missing: ['selectedDesignId', 'startDate'],
    });
    expect(deriveWizard(letterbox, 2).resumeAt).toBe('creative');
    expect(deriveWizard(status({ missing: ['routes', 'selectedDesignId'] }), 3).resumeAt).toBe('areas');
    expect(
      deriveWizard(status({ lastActiveStep: 'areas', missing: ['designFit', 'startDate'] }), 3).resumeAt,
    ).toBe('creative');
    // Nothing missing (or only a launch date that counts as the earliest): the review.
    expect(deriveWizard(status({ lastActiveStep: 'creative' }), 3).resumeAt).toBe('review');
    expect(deriveWizard(status({ missing: ['startDate'] }), 3).resumeAt).toBe('review');
    // A launch date chosen earlier that has passed is asked again.
    expect(deriveWizard(status({ missing: ['startDate'] }), 3, '2020-01-06').resumeAt).toBe('details');
  });

  it('is editable only while a draft', () => {
    expect(deriveWizard(status(), 3).editable).toBe(true);
    const submitted = deriveWizard(status({ internalStatus: 'IN_REVIEW' }), 3);
    expect(submitted.editable).toBe(false);
    expect(submitted.steps.at(-1)!.state).toBe('done');
  });
});

describe('a launch date at the earliest allowed day', () => {
  it('counts as chosen when the draft has none and the launch-date step needs nothing else', () => {
    const w = deriveWizard(status({ missing: ['routes', 'selectedDesignId', 'startDate'] }), 3);
    expect(w.launchAtEarliest).toBe(true);
    expect(w.steps.find((s) => s.id === 'details')).toMatchObject({
      state: 'earliest',
      missing: ['startDate'],
    });
    // What stands before a submit: everything but the date, which the review sends.
    expect(w.missing).toEqual(['routes', 'selectedDesignId']);
    expect(launchAtEarliest(status({ missing: ['startDate'], subtype: 'HANDTOHAND' }), 1, null)).toBe(true);
    expect(launchAtEarliest(status({ missing: ['startDate'], subtype: 'AUDIENCE' }), 3, undefined)).toBe(
      true,
    );
  });

  it('does not when a date is saved, when the step needs more, or once submitted', () => {
    // A saved date that has passed: the user chooses again.
    expect(launchAtEarliest(status({ missing: ['startDate'] }), 3, '2020-01-06')).toBe(false);
    // A saved-list draft also missing its volume there.
    expect(launchAtEarliest(status({ missing: ['startDate', 'volume'], subtype: 'AUDIENCE' }), 3, null)).toBe(
      false,
    );
    expect(launchAtEarliest(status({ missing: [] }), 3, null)).toBe(false);
    expect(launchAtEarliest(status({ missing: ['startDate'], internalStatus: 'IN_REVIEW' }), 3, null)).toBe(
      false,
    );
    const w = deriveWizard(status({ missing: ['startDate'] }), 3, '2020-01-06');
    expect(w.steps.find((s) => s.id === 'details')?.state).toBe('missing');
    expect(w.missing).toEqual(['startDate']);
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
  it('passes over a launch date that counts as the earliest: the design goes on to the review', () => {
    const earliest = deriveWizard(status({ missing: ['selectedDesignId', 'startDate'] }), 3);
    expect(nextStep(earliest, 'creative')).toBe('review');
    const chosen = deriveWizard(status({ missing: ['selectedDesignId'] }), 3, '2027-03-01');
    expect(nextStep(chosen, 'creative')).toBe('details');
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
