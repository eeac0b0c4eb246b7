import { describe, expect, it } from 'vitest';
import { fieldError, fieldErrors, fieldHead, readFieldProblems } from './describe-issues';
import { missingItemsRefusal, readMissingItems } from './creation-status';

describe('field errors as data', () => {
  it('reads back what it writes, field by field', () => {
    const problems = [
      {
        part: 'body field' as const,
        field: 'recipients[3].addressCountry',
        rule: "'XX' is not a country; use DE",
      },
      {
        part: 'body field' as const,
        field: 'startDate',
        rule: 'is before the earliest possible start, 2026-12-01',
      },
    ];
    expect(readFieldProblems(fieldErrors(problems))).toEqual({ problems, rest: '', more: 0 });
    expect(readFieldProblems(`${fieldErrors(problems)} (and 3 more)`)).toEqual({
      problems,
      rest: '',
      more: 3,
    });
  });

  it('keeps the words before the first field apart', () => {
    const message = `Could not create the postcard submission. ${fieldError('recipients[0].name', 'is required')}`;
    expect(readFieldProblems(message)).toEqual({
      problems: [{ part: 'body field', field: 'recipients[0].name', rule: 'is required' }],
      rest: 'Could not create the postcard submission',
      more: 0,
    });
  });

  it('finds no field in a message that names none', () => {
    expect(readFieldProblems('Campaign 12 is not a draft')).toEqual({
      problems: [],
      rest: 'Campaign 12 is not a draft',
      more: 0,
    });
  });

  it('names the top of a field path', () => {
    expect(fieldHead('routes[3]')).toBe('routes');
    expect(fieldHead('metadata.plan')).toBe('metadata');
    expect(fieldHead('startDate')).toBe('startDate');
  });
});

describe('a refused submit, as data', () => {
  it('reads back the items and the note it writes', () => {
    const message = missingItemsRefusal(
      12,
      ['startDate', 'designReady'],
      'Mail leaves on Mondays. Plan ahead.',
    );
    expect(readMissingItems(message)).toEqual({
      items: ['startDate', 'designReady'],
      note: 'Mail leaves on Mondays. Plan ahead.',
    });
    expect(readMissingItems(missingItemsRefusal(12, ['routes']))).toEqual({ items: ['routes'], note: '' });
  });

  it('is null for any other message', () => {
    expect(readMissingItems('Campaign 12 is not a draft')).toBeNull();
  });
});
