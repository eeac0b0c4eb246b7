import { describe, expect, it } from 'vitest';
import { CLOCK_SLACK_MS, isRepeatAnswer } from './repeat';

const sentAt = Date.parse('2026-05-01T12:00:00Z');
const record = (id: string, createdAt: string) => ({ id, createdAt });

describe('isRepeatAnswer', () => {
  it('a record made just now is new, even a little before this computer’s clock', () => {
    expect(isRepeatAnswer(record('7', '2026-05-01T12:00:01Z'), sentAt, new Set())).toBe(false);
    expect(isRepeatAnswer(record('7', '2026-05-01T11:59:00Z'), sentAt, new Set())).toBe(false);
  });

  it('a record of an event id already shown on the page is a repeat', () => {
    expect(isRepeatAnswer(record('7', '2026-05-01T12:00:01Z'), sentAt, new Set(['7']))).toBe(true);
  });

  it('a record made well before the send is a repeat', () => {
    const old = new Date(sentAt - CLOCK_SLACK_MS - 1).toISOString();
    expect(isRepeatAnswer(record('8', old), sentAt, new Set())).toBe(true);
    expect(isRepeatAnswer(record('8', 'not a date'), sentAt, new Set())).toBe(false);
  });
});
