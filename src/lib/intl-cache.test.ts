import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-cache';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const a = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(a);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(a);
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'USD' })).not.toBe(a);
    expect(numberFormat(['en-US'], { style: 'currency', currency: 'USD' })).not.toBe(a);
  });

  it('formats as a new formatter with the same arguments does', () => {
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    const day = Date.UTC(2026, 10, 25);
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    expect(dateTimeFormat('en-GB', options).format(day)).toBe(
      new Intl.DateTimeFormat('en-GB', options).format(day),
    );
    expect(dateTimeFormat(undefined, options).format(day)).toBe(
      new Intl.DateTimeFormat(undefined, options).format(day),
    );
    expect(displayNames(['en'], { type: 'region' }).of('FR')).toBe('France');
  });

  it('keeps a time zone apart: the same day in two zones is two formatters', () => {
    const paris = dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Europe/Paris' });
    const tokyo = dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Asia/Tokyo' });
    expect(paris).not.toBe(tokyo);
    expect(paris.format(0)).not.toBe(tokyo.format(0));
  });
});
