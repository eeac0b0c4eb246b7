import { render, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyLineSeriesChart } from './lazy-line-series-chart';

const rows = [
  { tick: 'Nov 9', label: 'Nov 9 – 15', values: { scans: 3, flyers: 500 } },
  { tick: 'Nov 16', label: 'Nov 16 – 22', values: { scans: 7, flyers: 900 } },
  { tick: 'Nov 23', label: 'Nov 23 – 29', partial: true, values: { scans: 1, flyers: 0 } },
];
const series = [
  { key: 'scans', label: 'Scans', color: '#000' },
  { key: 'flyers', label: 'Flyers', color: '#111' },
];

/** The drawn line paths of one panel: solid (no dash) and dashed. */
function lines(panel: Element) {
  const paths = Array.from(panel.querySelectorAll('path.recharts-line-curve'));
  return {
    solid: paths.filter((p) => !p.getAttribute('stroke-dasharray')),
    dashed: paths.filter((p) => p.getAttribute('stroke-dasharray')),
  };
}

describe('line series chart', () => {
  it('shows a loading state, then draws each measure in its own panel, on its own scale', async () => {
    const view = render(<LazyLineSeriesChart rows={rows} series={series} />);
    expect(view.getByRole('status')).toHaveTextContent('Loading chart…');
    await waitFor(() => expect(view.container.querySelectorAll('svg.recharts-surface')).toHaveLength(2), {
      timeout: 5000,
    });
    const panels = Array.from(view.container.querySelectorAll('[data-measure]'));
    expect(panels.map((p) => p.getAttribute('data-measure'))).toEqual(['scans', 'flyers']);
    expect(panels.map((p) => within(p as HTMLElement).getByRole('heading').textContent)).toEqual([
      'Scans',
      'Flyers',
    ]);
    // Each panel's scale fits its own measure: the scans one does not run to the flyers' hundreds.
    const yTicks = (p: Element) =>
      Array.from(p.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')).map(
        (t) => Number(t.textContent!.replace(/,/g, '')),
      );
    await waitFor(() => expect(yTicks(panels[0]!).length).toBeGreaterThan(1));
    expect(Math.max(...yTicks(panels[0]!))).toBeLessThan(20);
    expect(Math.max(...yTicks(panels[1]!))).toBeGreaterThanOrEqual(900);
  });

  it('labels the shared axis with dates and marks the running bucket dashed, with "so far"', async () => {
    const view = render(<LazyLineSeriesChart rows={rows} series={series} />);
    await waitFor(() => expect(view.container.querySelectorAll('[data-measure]')).toHaveLength(2), {
      timeout: 5000,
    });
    const panels = Array.from(view.container.querySelectorAll('[data-measure]'));
    // Only the bottom panel prints the dates; the running one says "so far" beneath its date.
    expect(panels[0]!.querySelector('.recharts-xAxis-tick-labels text')).toBeNull();
    const ticks = Array.from(panels[1]!.querySelectorAll('.recharts-xAxis-tick-labels text')).map(
      (t) => t.textContent,
    );
    expect(ticks).toEqual(['Nov 9', 'Nov 16', 'Nov 23', 'so far']);
    for (const p of panels) {
      const { solid, dashed } = lines(p);
      expect(solid).toHaveLength(1);
      expect(dashed).toHaveLength(1);
      expect(p.querySelectorAll('circle[data-running]')).toHaveLength(1);
    }
    // The solid line ends at the last complete week: two points, one segment.
    expect(lines(panels[0]!).solid[0]!.getAttribute('d')).toMatch(/^M[^M]*L[^L]*$/);
  });

  it('draws no dashed segment when every bucket is complete', async () => {
    const complete = rows.map((r) => ({ ...r, partial: false }));
    const view = render(<LazyLineSeriesChart rows={complete} series={series.slice(0, 1)} />);
    await waitFor(
      () => expect(view.container.querySelectorAll('path.recharts-line-curve').length).toBeGreaterThan(0),
      { timeout: 5000 },
    );
    const { solid, dashed } = lines(view.container);
    expect(solid).toHaveLength(1);
    expect(dashed).toHaveLength(0);
    expect(view.container.querySelector('circle[data-running]')).toBeNull();
    expect(view.container.textContent).not.toContain('so far');
  });
});
