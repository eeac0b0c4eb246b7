import { describe, expect, it } from 'vitest';
import type { Adjustment } from '../../api/contract/envelope';
import {
  adjustmentTitle,
  adjustmentValue,
  describeAdjustment,
  refusedField,
  suggestionLabel,
} from './adjustment-text';
import { appPaths } from '../../lib/app-paths';
import { sentence } from './form-text';

const bound: Adjustment = {
  code: 'BOUND_APPLIED',
  field: 'volume',
  requested: 500,
  applied: 1000,
  affects: ['volume', 'total', 'perUnitPrice', 'tierApplied'],
  detail: '500 pieces is below the smallest pricing tier (1000 pieces).',
};

describe('adjustment notices', () => {
  it('say what was asked, what was applied, why and what changed', () => {
    expect(describeAdjustment(bound, 'en-US')).toEqual({
      title: 'Volume moved to the nearest allowed value',
      asked: '500 pieces',
      applied: '1,000 pieces',
      why: 'Direct mail is sold from 1,000 pieces: the quote is for that many. A smaller selection of routes cannot be booked.',
      affects: ['Volume', 'Total', 'Unit price', 'Pricing tier'],
    });
  });

  it('words each code, and names an unknown one rather than hiding it', () => {
    expect(adjustmentTitle({ code: 'INPUT_NOT_MATCHED', field: 'city' })).toBe(
      'City not matched: a default was used',
    );
    expect(adjustmentTitle({ code: 'TRUNCATED', field: 'nodes' })).toBe('nodes covers less than the whole');
    expect(adjustmentTitle({ code: 'ROUNDED', field: 'total' })).toBe('Total adjusted (ROUNDED)');
  });

  it('shows values readably', () => {
    expect(adjustmentValue('format', null)).toBe('Not given');
    expect(adjustmentValue('format', 'BEST_SELLER')).toBe('Best seller (6.25 × 9 in)');
    expect(adjustmentValue('channel', 'H2H')).toBe('Hand to hand');
    expect(adjustmentValue('city', null)).toBe('No city: the country rate');
    expect(adjustmentValue('city', 'Austinn')).toBe('Austinn');
    expect(adjustmentValue('other', { a: 1 })).toBe('{"a":1}');
    expect(describeAdjustment({ ...bound, affects: ['total', 'totalAmount'] }).affects).toEqual(['Total']);
  });

  it('labels suggestion buttons', () => {
    expect(suggestionLabel('city', 'Austin')).toBe('Quote with Austin');
    expect(suggestionLabel('format', 'BEST_SELLER')).toBe('Quote with Best seller (6.25 × 9 in)');
    expect(suggestionLabel('channel', 'D2D')).toBe('Quote with Letterbox (door to door)');
  });

  it('explain the known adjustments in words, without field names or codes', () => {
    const noFormat: Adjustment = {
      code: 'INPUT_NOT_MATCHED',
      field: 'format',
      requested: null,
      applied: 'SMALL',
      affects: ['format'],
      detail: 'No format was given, so SMALL was quoted; campaign creation defaults to BEST_SELLER.',
    };
    const city: Adjustment = {
      code: 'INPUT_NOT_MATCHED',
      field: 'city',
      requested: 'Austinn',
      applied: null,
      affects: ['matchedCity'],
      detail: "No city-specific rate for 'Austinn', so the US country rate was used.",
    };
    const channel: Adjustment = { ...city, field: 'channel', requested: 'X', applied: 'H2H', detail: 'H2H' };
    const texts = [noFormat, city, channel, bound].map((a) => describeAdjustment(a, 'en-US').why);
    expect(texts).toEqual([
      'No format was chosen, so the smallest size, Small (4.25 × 11 in), was quoted. A new campaign is Best seller (6.25 × 9 in) unless you choose another size, so its price would differ.',
      "There is no rate of its own for Austinn, so the country's rate was used.",
      'Flyers are quoted for hand-to-hand or letterbox distribution, so hand to hand was quoted.',
      expect.stringContaining('sold from 1,000 pieces'),
    ]);
    for (const t of texts) expect(t).not.toMatch(/[A-Z]{2,}_|SMALL|BEST_SELLER|H2H|country rate was used/);
    // An adjustment the page does not know keeps the service's own words.
    expect(describeAdjustment({ ...bound, code: 'ROUNDED' }).why).toBe(bound.detail);
  });

  it('finds the form field a refusal names', () => {
    const fields = ['countryId', 'city', 'flyerQuantity'] as const;
    expect(refusedField("Invalid body field 'countryId': no flyer-distribution rate for 'CH'", fields)).toBe(
      'countryId',
    );
    expect(refusedField("Invalid body field 'other': bad", fields)).toBeUndefined();
    expect(refusedField('Request body is empty', fields)).toBeUndefined();
    expect(sentence('expected a whole number of pieces')).toBe('Expected a whole number of pieces.');
    expect(sentence('Done!')).toBe('Done!');
  });
});

describe('builder handoff', () => {
  it('hands the quoted format and volume to the builder route', () => {
    expect(appPaths.directMail({ format: 'LARGE', volume: 5000 })).toBe(
      '/campaigns/new?fmt=LARGE&volume=5000&channel=ADM-EDDM',
    );
  });
});
