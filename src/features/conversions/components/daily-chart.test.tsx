import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailySeries } from '../daily-series';
import { LazyDailyChart } from './lazy-daily-chart';

const data: DailySeries = {
  days: [
    { day: '2026-03-01', counts: { Orders: 2, 'First Order': 1 } },
    { day: '2026-03-02', counts: { Orders: 0, 'First Order': 3 } },
    { day: '2026-03-03', counts: { Orders: 1, 'First Order': 0 } },
  ],
  series: [
    { key: 'Orders', label: 'Order', total: 3 },
    { key: 'First Order', label: 'First order', total: 4 },
  ],
  total: 7,
  valueByCurrency: [{ currency: 'USD', value: 70 }],
};

describe('daily conversions chart', () => {
  it('shows a loading state, then stacks one bar per type and day with a legend in words', async () => {
    const view = render(<LazyDailyChart data={data} />);
    expect(view.getByRole('status')).toHaveTextContent('Loading chart…');
    await waitFor(() => expect(view.container.querySelector('svg.recharts-surface')).not.toBeNull(), {
      timeout: 15_000,
    });
    // Four non-zero counts: four bar segments.
    await waitFor(() => expect(view.container.querySelectorAll('path.recharts-rectangle')).toHaveLength(4));
    const legend = view.container.querySelector('.recharts-legend-wrapper');
    expect(legend).toHaveTextContent('Order');
    expect(legend).toHaveTextContent('First order');
  });

  it('draws stacked areas instead of bars over a long period', async () => {
    const long: DailySeries = {
      ...data,
      days: Array.from({ length: 200 }, (_, i) => ({
        day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
        counts: { Orders: i % 3, 'First Order': i % 2 },
      })),
    };
    const view = render(<LazyDailyChart data={long} />);
    await waitFor(() => expect(view.container.querySelectorAll('path.recharts-area-area')).toHaveLength(2), {
      timeout: 15_000,
    });
    expect(view.container.querySelectorAll('path.recharts-rectangle')).toHaveLength(0);
  });
});
