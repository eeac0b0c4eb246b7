import { describe, expect, it } from 'vitest';
import { locationTypeWords, missionStatusTone, missionStatusWords, missionTypeWords } from './mission-labels';

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
});
