// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_SKEW_MS,
  clearAccessToken,
  clearClientKey,
  clearTabData,
  getAccessToken,
  getClientKey,
  setAccessToken,
  setClientKey,
} from './session';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the access token of the session', () => {
  it('is held until shortly before it expires', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    setAccessToken('tok', now + 60 * 60_000);
    expect(getAccessToken(now)).toBe('tok');
    expect(getAccessToken(now + 60 * 60_000 - ACCESS_TOKEN_SKEW_MS - 1)).toBe('tok');
    // Within the skew it counts as expired already: a request sent now could arrive too late.
    expect(getAccessToken(now + 60 * 60_000 - ACCESS_TOKEN_SKEW_MS)).toBeNull();
    expect(getAccessToken(now + 2 * 60 * 60_000)).toBeNull();
  });

  it('is none when missing or unreadable', () => {
    expect(getAccessToken()).toBeNull();
    sessionStorage.setItem('doorstep.accessToken', 'eyJ.not-json');
    expect(getAccessToken()).toBeNull();
    sessionStorage.setItem('doorstep.accessToken', JSON.stringify({ token: 'x' }));
    expect(getAccessToken()).toBeNull();
  });

  it('is cleared alone by clearAccessToken, and with the client key by sign-out', () => {
    setClientKey('key');
    setAccessToken('tok', Date.now() + 60 * 60_000);
    clearAccessToken();
    expect(getAccessToken()).toBeNull();
    expect(getClientKey()).toBe('key');

    setAccessToken('tok', Date.now() + 60 * 60_000);
    clearClientKey();
    expect(getAccessToken()).toBeNull();
    expect(getClientKey()).toBeNull();
  });
});

describe('sign-out', () => {
  it("removes every key of the app from the tab's storage, and only those", () => {
    setClientKey('key');
    setAccessToken('tok', Date.now() + 60 * 60_000);
    sessionStorage.setItem('doorstep.postcards.draft', '{"rows":[{"addressName":"Anna Schmidt"}]}');
    sessionStorage.setItem('doorstep.builder.kept', '{}');
    sessionStorage.setItem('doorstep.connect.pending', '{}');
    localStorage.setItem('doorstep.later', 'x');
    sessionStorage.setItem('another-app', 'kept');
    localStorage.setItem('another-app', 'kept');

    clearTabData();
    expect(getClientKey()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['another-app']);
    expect(Object.keys(localStorage)).toEqual(['another-app']);
  });
});
