import { describe, expect, it } from 'vitest';
import { fieldError, fieldErrors, fieldHead, readFieldProblems } from './describe-issues';

describe('field errors as data', () => {
  it('reads back what it writes, field by field', () => {
    const problems = [
      { part: 'body field' as const, field: 'recipients[3].addressCountry', rule: "'XX' is not a country; use DE" },
      { part: 'body field' as const, field: 'startDate', rule: 'is before the earliest possible start, 2026-12-01' },
    ];
    expect(readFieldProblems(fieldErrors(problems))).toEqual({ problems, rest: '' });
  });

  it('keeps the words before the first field apart', () => {
    const message = `Could not create the postcard submission. ${fieldError('recipients[0].name', 'is required')}`;
    expect(readFieldProblems(message)).toEqual({
      problems: [{ part: 'body field', field: 'recipients[0].name', rule: 'is required' }],
      rest: 'Could not create the postcard submission',
    });
  });

  it('finds no field in a message that names none', () => {
    expect(readFieldProblems('Campaign 12 is not a draft')).toEqual({
      problems: [],
      rest: 'Campaign 12 is not a draft',
    });
  });

  it('names the top of a field path', () => {
    expect(fieldHead('routes[3]')).toBe('routes');
    expect(fieldHead('metadata.plan')).toBe('metadata');
    expect(fieldHead('startDate')).toBe('startDate');
  });
});
