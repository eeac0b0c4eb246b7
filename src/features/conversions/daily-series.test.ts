import { describe, expect, it } from 'vitest';
import type { ConversionRecord } from '../../api/contract/tracking';
import { localMidnight } from './conversion-filters';
import { dailySeries } from './daily-series';

/** A conversion at `hour` o'clock (local) of `day`. */
function row(day: string, type: string | null, value: number, currency: string | null = 'USD', hour = 12) {
  const at = new Date(localMidnight(day).getTime() + hour * 3_600_000);
  return {
    id: `${day}-${type}-${value}`,
    eventName: 'conversion',
    type,
    value,
    currency,
    discount: null,
    transactionId: null,
    userId: null,
    campaignId: null,
    metricId: null,
    coupon: null,
    createdAt: at.toISOString(),
  } satisfies ConversionRecord;
}

describe('the daily chart’s data', () => {
  it('counts per local day and type, every day of the period present, types in the service’s order', () => {
    const s = dailySeries(
      [
        row('2026-03-02', 'Orders', 10.1),
        row('2026-03-02', 'First Order', 20.2),
        row('2026-03-02', 'Orders', 0.1, 'USD', 23),
        row('2026-03-04', 'Orders', 5, 'EUR', 0),
      ],
      { from: '2026-03-01', to: '2026-03-05' },
    );
    expect(s.days).toEqual([
      { day: '2026-03-01', counts: { Orders: 0, 'First Order': 0 } },
      { day: '2026-03-02', counts: { Orders: 2, 'First Order': 1 } },
      { day: '2026-03-03', counts: { Orders: 0, 'First Order': 0 } },
      { day: '2026-03-04', counts: { Orders: 1, 'First Order': 0 } },
      { day: '2026-03-05', counts: { Orders: 0, 'First Order': 0 } },
    ]);
    expect(s.series).toEqual([
      { key: 'Orders', label: 'Order', total: 3 },
      { key: 'First Order', label: 'First order', total: 1 },
    ]);
    expect(s.total).toBe(4);
    expect(s.valueByCurrency).toEqual([
      { currency: 'USD', value: 30.4 },
      { currency: 'EUR', value: 5 },
    ]);
  });

  it('spans the rows’ own days when the period is open, and puts unknown types under one series', () => {
    const s = dailySeries([row('2026-01-03', 'Mystery', 1), row('2026-01-01', null, 1)], {});
    expect(s.days.map((d) => d.day)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(s.series).toEqual([{ key: 'other', label: 'Other', total: 2 }]);
  });

  it('is empty without rows', () => {
    expect(dailySeries([], {})).toEqual({ days: [], series: [], total: 0, valueByCurrency: [] });
  });
});
