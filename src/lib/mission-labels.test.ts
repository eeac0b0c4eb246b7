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
  it.each([
    ['COMPLETED', 40, 'Completed'],
    ['IN_PROGRESS', 30, 'In progress'],
    ['ON_HOLD', 50, 'On hold'],
    ['', 50, 'Code 50'],
    ['Code 50', 50, 'Code 50'],
  ])('turns the glossary status %j (code %i) into %j, unknown ones still readable', (label, code, words) => {
    expect(missionStatusWords(label, code)).toBe(words);
  });

  it.each([
    ['HANDTOHAND', 1, 'Hand-to-hand'],
    ['directmail', 3, 'Direct mail'],
    ['DOOR_HANGERS', 5, 'Door hangers'],
    ['', 5, 'Code 5'],
  ])('turns the mission type %j (code %i) into %j', (label, code, words) => {
    expect(missionTypeWords(label, code)).toBe(words);
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
