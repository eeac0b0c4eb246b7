import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyLineSeriesChart } from './lazy-line-series-chart';

const rows = [
  { label: 'Week 1, 2026', values: { scans: 3, flyers: 500 } },
  { label: 'Week 2, 2026', values: { scans: 7, flyers: 900 } },
];

describe('line series chart', () => {
  it('shows a loading state, then draws one line per series it is given', async () => {
    const view = render(
      <LazyLineSeriesChart
        rows={rows}
        series={[
          { key: 'scans', label: 'Scans', color: '#000' },
          { key: 'flyers', label: 'Flyers', color: '#111', axis: 'right' },
        ]}
      />,
    );
    expect(view.getByRole('status')).toHaveTextContent('Loading chart…');
    await waitFor(() => expect(view.container.querySelector('svg.recharts-surface')).not.toBeNull());
    await waitFor(() => expect(view.container.querySelectorAll('path.recharts-line-curve')).toHaveLength(2));
    view.unmount();

    const one = render(
      <LazyLineSeriesChart rows={rows} series={[{ key: 'scans', label: 'Scans', color: '#000' }]} />,
    );
    await waitFor(() => expect(one.container.querySelectorAll('path.recharts-line-curve')).toHaveLength(1));
  });
});
