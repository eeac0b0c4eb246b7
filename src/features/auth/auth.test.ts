import { describe, expect, it } from 'vitest';
import { clientKeyProblem, normaliseClientKey } from './client-key-format';
import { safeNextPath, signInPath } from './next-path';

describe('client key format', () => {
  it('accepts a JWT-looking key, also with white space or a Bearer prefix around it', () => {
    expect(clientKeyProblem('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBeUndefined();
    expect(normaliseClientKey('  Bearer eyJa.eyJb.sig \n')).toBe('eyJa.eyJb.sig');
  });

  it('refuses an empty key, a key with spaces and anything that is not three parts', () => {
    expect(clientKeyProblem('   ')).toBe('Enter your client key.');
    expect(clientKeyProblem('eyJa.ey Jb.sig')).toMatch(/no spaces/);
    expect(clientKeyProblem('hunter2')).toMatch(/does not look like a client key/);
    expect(clientKeyProblem('a.b')).toMatch(/does not look like a client key/);
    expect(clientKeyProblem('a.b.c.d')).toMatch(/does not look like a client key/);
  });
});

describe('next path', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeNextPath('/campaigns?status=active')).toBe('/campaigns?status=active');
  });

  it('refuses other origins, schemes and the sign-in page', () => {
    for (const bad of [
      '//evil.test/x',
      'https://evil.test',
      'javascript:alert(1)',
      '/\\evil.test',
      '/sign-in?next=/x',
      '',
    ]) {
      expect(safeNextPath(bad)).toBe('/');
    }
    expect(safeNextPath(null)).toBe('/');
  });

  it('builds the sign-in URL with the wanted page', () => {
    expect(signInPath({ pathname: '/campaigns', search: '?status=active' })).toBe(
      '/sign-in?next=%2Fcampaigns%3Fstatus%3Dactive',
    );
    expect(signInPath({ pathname: '/' })).toBe('/sign-in');
    expect(signInPath()).toBe('/sign-in');
  });
});
