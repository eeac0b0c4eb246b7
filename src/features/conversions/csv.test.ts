import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ConversionRecord } from '../../api/contract/tracking';
import { conversionsCsv, csvColumns, csvFileName } from './csv';

const base: ConversionRecord = {
  id: '804372',
  eventName: 'conversion',
  type: 'First Order',
  value: 26.08,
  currency: 'USD',
  discount: 2.61,
  transactionId: 'ab12',
  userId: 'cd34',
  campaignId: '12554',
  metricId: '12554-first-order',
  coupon: 'SLICE-DEN26-XHM3',
  createdAt: '2026-11-23T13:15:35.000Z',
};

describe('the conversions CSV', () => {
  it('has a header and one line per row, types in words, amounts as numbers', () => {
    const text = conversionsCsv([base, { ...base, id: '2', type: 'Orders', discount: null, coupon: null }]);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(csvColumns.join(','));
    expect(lines[1]).toBe(
      '2026-11-23T13:15:35.000Z,First order,26.08,USD,2.61,SLICE-DEN26-XHM3,12554,12554-first-order,ab12,cd34,804372',
    );
    expect(lines[2]).toBe('2026-11-23T13:15:35.000Z,Order,26.08,USD,,,12554,12554-first-order,ab12,cd34,2');
  });

  it('quotes what needs it and never lets a spreadsheet run a formula', () => {
    const text = conversionsCsv([{ ...base, coupon: '=HYPERLINK("x")', metricId: 'a,b' }]);
    const parsed = Papa.parse<string[]>(text.trimEnd()).data;
    expect(parsed[1]![5]).toBe(`'=HYPERLINK("x")`);
    expect(parsed[1]![7]).toBe('a,b');
  });

  it('escapes a formula after a line break inside a cell too', () => {
    const text = conversionsCsv([
      { ...base, coupon: 'SAVE10\n=HYPERLINK("http://x","y")', metricId: 'x\r\n@1' },
    ]);
    const parsed = Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;
    expect(parsed[1]![5]).toBe(`SAVE10\n'=HYPERLINK("http://x","y")`);
    expect(parsed[1]![7]).toBe("x\r\n'@1");
    // Amounts stay numbers.
    expect(conversionsCsv([{ ...base, value: -5 }]).split('\r\n')[1]).toContain(',-5,');
  });

  it('names the file after the period', () => {
    expect(csvFileName({ from: '2026-03-01', to: '2026-03-31' })).toBe(
      'conversions-2026-03-01-to-2026-03-31.csv',
    );
    expect(csvFileName({})).toBe('conversions-all-time.csv');
  });
});
