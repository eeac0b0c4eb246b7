// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearTabData, setClientKey } from '../../api/session';
import { emptyDraft, loadDraft, ownerOf, saveDraft } from './draft-storage';
import { emptyRow } from './recipients';

afterEach(() => sessionStorage.clear());

const draft = () => ({ ...emptyDraft(), rows: [{ ...emptyRow('a'), addressName: 'Anna Schmidt' }] });

describe('the postcards draft in the tab', () => {
  it('is kept for the client signed in, and read back by it only', () => {
    setClientKey('key-one');
    expect(saveDraft(ownerOf('key-one'), draft())).toBe(true);
    expect(loadDraft(ownerOf('key-one')).rows[0]!.addressName).toBe('Anna Schmidt');
    expect(loadDraft(ownerOf('key-two')).rows).toEqual([]);
  });

  it('is not written back by a save due after sign-out (the page closing)', () => {
    setClientKey('key-one');
    const owner = ownerOf('key-one');
    saveDraft(owner, draft());
    clearTabData();
    expect(saveDraft(owner, draft())).toBe(true);
    expect(sessionStorage.length).toBe(0);
    // Nor for another client who signed in since.
    setClientKey('key-two');
    saveDraft(owner, draft());
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Anna Schmidt');
  });
});
