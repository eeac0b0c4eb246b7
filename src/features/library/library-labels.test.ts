import { describe, expect, it } from 'vitest';
import { knownStatus, statusText } from './library-labels';

describe('library statuses', () => {
  it('names the known statuses in any case', () => {
    expect(statusText('READY')).toBe('Ready');
    expect(statusText('processing')).toBe('Processing');
    expect(knownStatus('READY')?.tone).toBe('success');
  });

  it('shows an unknown status exactly as sent, never hides it', () => {
    expect(knownStatus('ARCHIVED_BY_OPS')).toBeUndefined();
    expect(statusText('ARCHIVED_BY_OPS')).toBe('ARCHIVED_BY_OPS');
    expect(statusText('  ')).toBe('Status not given');
  });
});
