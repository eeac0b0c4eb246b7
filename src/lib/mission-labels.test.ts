import { describe, expect, it } from 'vitest';
import {
  locationTypeWords,
  missionShownStatus,
  missionStatusTone,
  missionStatusWords,
  missionTypeWords,
  offeredDateText,
} from './mission-labels';

describe('mission labels', () => {
  it('turns glossary labels into words, and keeps unknown ones readable', () => {
    expect(missionStatusWords('COMPLETED', 40)).toBe('Completed');
    expect(missionStatusWords('IN_PROGRESS', 30)).toBe('In progress');
    expect(missionStatusWords('ON_HOLD', 50)).toBe('On hold');
    expect(missionStatusWords('', 50)).toBe('Code 50');
    expect(missionStatusWords('Code 50', 50)).toBe('Code 50');
  });

  it('turns mission type labels into words', () => {
    expect(missionTypeWords('HANDTOHAND', 1)).toBe('Hand-to-hand');
    expect(missionTypeWords('directmail', 3)).toBe('Direct mail');
    expect(missionTypeWords('DOOR_HANGERS', 5)).toBe('Door hangers');
    expect(missionTypeWords('', 5)).toBe('Code 5');
  });

  it('tones known statuses and leaves others neutral', () => {
    expect(missionStatusTone('COMPLETED')).toBe('success');
    expect(missionStatusTone('ON_HOLD')).toBe('neutral');
  });

  it('writes location kinds as words', () => {
    expect(locationTypeWords('STREET')).toBe('Street');
    expect(locationTypeWords('TRAIN_STATION')).toBe('Train station');
    expect(locationTypeWords(' ')).toBe('Unknown');
  });

  it('shows one status: a cancelled run reads Cancelled whatever its code', () => {
    expect(missionShownStatus({ status: 10, cancelled: true }, 'AVAILABLE')).toEqual({
      words: 'Cancelled',
      tone: 'warning',
      cancelled: true,
    });
    expect(missionShownStatus({ status: 0, cancelled: true }, 'DRAFT').words).toBe('Cancelled');
    expect(missionShownStatus({ status: 10, cancelled: false }, 'AVAILABLE')).toEqual({
      words: 'Available',
      tone: 'info',
      cancelled: false,
    });
  });

  it('says when a draft opens to distributors, or since when an open run is open', () => {
    const m = { cancelled: false, available_date: '2027-02-18' };
    expect(offeredDateText(m, 'DRAFT', 'en-US')).toBe('Opens Feb 18, 2027');
    expect(offeredDateText(m, 'available', 'en-US')).toBe('Open since Feb 18, 2027');
    expect(offeredDateText({ ...m, cancelled: true }, 'AVAILABLE', 'en-US')).toBeUndefined();
    expect(offeredDateText(m, 'COMPLETED', 'en-US')).toBeUndefined();
    expect(offeredDateText({ ...m, available_date: null }, 'DRAFT', 'en-US')).toBeUndefined();
  });
});
