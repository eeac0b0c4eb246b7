import { describe, expect, it } from 'vitest';
import { fieldError, fieldErrors } from '../../api/contract/describe-issues';
import { ApiError } from '../../api/http-errors';
import { describeSaveError, refusedIndex } from './save-feedback';

const refusal = (message: string) => new ApiError({ kind: 'invalid', status: 400, message });

describe('a refused save', () => {
  it('names the field the service refused, by its top-level name', () => {
    expect(describeSaveError(refusal(fieldError('startDate', 'is before 2026-12-01'))).field).toBe(
      'startDate',
    );
    expect(
      describeSaveError(refusal(fieldError('routes[2]', 'not a route this sandbox handed out'))).field,
    ).toBe('routes');
    expect(describeSaveError(refusal('Request body is empty: expected a JSON object')).field).toBeNull();
  });

  it('finds the position in a list a refusal is about', () => {
    expect(refusedIndex(fieldError('cities[2].cityId', "unknown city '9'"), 'cities')).toBe(2);
    expect(
      refusedIndex(
        fieldErrors([
          { part: 'body field', field: 'name', rule: 'is too long' },
          { part: 'body field', field: 'cities[11].volume', rule: 'must be at most 10000000' },
        ]),
        'cities',
      ),
    ).toBe(11);
    expect(refusedIndex(fieldError('cities', 'the volumes add up to 12000000'), 'cities')).toBeNull();
    expect(refusedIndex(fieldError('routes[1]', 'listed twice'), 'cities')).toBeNull();
  });

  it('says what an unreachable service means and keeps what the service said otherwise', () => {
    expect(describeSaveError(new ApiError({ kind: 'unavailable', message: 'x' })).message).toMatch(
      /not reachable right now; nothing was lost/,
    );
    expect(describeSaveError(new Error('boom'))).toEqual({
      message: 'boom',
      field: null,
      needsConnect: false,
      retryable: true,
    });
  });
});
