import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http-errors';
import { emptyComposer, type ComposerValues } from './composer';
import { describeSendError, refusalsOf } from './refusal';

const LONG_KEY = 'k'.repeat(41);
const values: ComposerValues = {
  ...emptyComposer('USD'),
  metadata: [
    { key: 'page', value: '/menu', list: false },
    { key: 'tags', value: 'a, b', list: true },
    { key: LONG_KEY, value: 'x', list: false },
  ],
};

describe('a refused send', () => {
  it('puts each named field’s message at that field', () => {
    expect(
      refusalsOf(
        "Invalid body field 'coupon': 'NOPE' is not a code of any of your campaigns' coupon lists",
        values,
      ),
    ).toEqual([
      {
        target: 'coupon',
        message: "The service refused it: 'NOPE' is not a code of any of your campaigns' coupon lists.",
      },
    ]);
    expect(
      refusalsOf(
        "Invalid body field 'discount': must be positive; Invalid body field 'eventName': is required",
        values,
      ).map((r) => r.target),
    ).toEqual(['discount', 'kind']);
  });

  it('leaves out the count of fields a long message does not list', () => {
    expect(
      refusalsOf(
        "Invalid body field 'discount': must be positive; Invalid body field 'coupon': is too long (and 2 more)",
        values,
      ),
    ).toEqual([
      { target: 'discount', message: 'The service refused it: Must be positive.' },
      { target: 'coupon', message: 'The service refused it: Is too long.' },
    ]);
  });

  it('finds the metadata row a message is about, by its key', () => {
    expect(refusalsOf("Invalid body field 'metadata.tags[1]': too long", values)[0]?.target).toBe(
      'metadata.1.value',
    );
    expect(
      refusalsOf(`Invalid body field 'metadata.${LONG_KEY}': keys must be 1 to 40 characters long`, values)[0]
        ?.target,
    ).toBe('metadata.2.key');
    expect(
      refusalsOf("Invalid body field 'metadata.page': must be at most 256 characters", values)[0]?.target,
    ).toBe('metadata.0.value');
    expect(refusalsOf("Invalid body field 'metadata': too many", values)[0]?.target).toBe('metadata');
  });

  it('keeps a message that names no field of the form for the form as a whole', () => {
    expect(refusalsOf('Request body too large', values)).toEqual([
      { target: null, message: 'Request body too large.' },
    ]);
    expect(refusalsOf("Invalid body field 'other': no", values)[0]).toEqual({
      target: null,
      message: "Invalid body field 'other': no.",
    });
  });

  it('says what an unreachable service or an ended session means', () => {
    expect(
      describeSendError(new ApiError({ kind: 'unavailable', message: 'x' }), values)[0]?.message,
    ).toMatch(/nothing was recorded/);
    expect(
      describeSendError(new ApiError({ kind: 'unauthorized', message: 'x' }), values)[0]?.message,
    ).toMatch(/sign in again/);
    expect(describeSendError(new Error('boom'), values)).toEqual([{ target: null, message: 'boom' }]);
  });
});
