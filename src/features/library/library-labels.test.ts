import { describe, expect, it } from 'vitest';
import { designStatusNote, knownStatus, statusText } from './library-labels';

describe('library statuses', () => {
  it('names the known statuses in any case', () => {
    expect(statusText('READY')).toBe('Ready');
    expect(statusText('processing')).toBe('Processing');
    expect(knownStatus('READY')?.tone).toBe('success');
  });

  it('shows an unknown status in words, never hides it', () => {
    expect(knownStatus('ARCHIVED_BY_OPS')).toBeUndefined();
    expect(statusText('ARCHIVED_BY_OPS')).toBe('Archived by ops');
    expect(statusText('  ')).toBe('Status not given');
  });

  it('explains a design status, and says honestly that no rejection reason is given', () => {
    expect(designStatusNote('READY')).toMatch(/^Ready: a campaign can use/);
    expect(designStatusNote('rejected')).toMatch(/does not say why a design was rejected/);
    expect(designStatusNote('ON_HOLD')).toContain('“On hold”');
  });
});
