import { describe, expect, it } from 'vitest';
import { renderSummary, replaceBetween, type BenchResults } from '../bench/bench-docs';

const results: BenchResults = {
  figures: [
    { name: 'campaigns list rows ÷ the floor page’s rows', value: 1.04, unit: 'x', budget: 1.1, pass: true },
    { name: 'sandbox seed', value: 900, unit: 'ms', budget: 5000, pass: true },
    {
      name: 'Lighthouse performance, /campaigns signed in (desktop)',
      value: 99,
      unit: 'score',
      budget: 100,
      pass: false,
    },
  ],
  references: [],
};

describe('the bench figures in the docs', () => {
  it('replaces what lies between the markers, so a second run leaves one table', () => {
    const doc = 'Intro\n<!-- x:start -->\nold figures\n<!-- x:end -->\nOutro\n';
    const once = replaceBetween(doc, 'x', 'new figures');
    expect(once).toBe('Intro\n<!-- x:start -->\nnew figures\n<!-- x:end -->\nOutro\n');
    expect(replaceBetween(once, 'x', 'new figures')).toBe(once);
    expect(() => replaceBetween('no markers', 'x', 'y')).toThrow(/markers/);
  });

  it('the README’s summary holds the chosen figures, with the run and a missed budget said', () => {
    const summary = renderSummary(results, 'Run of 2026-11-29 at commit `abc1234`.');
    expect(summary).toContain('Run of 2026-11-29 at commit `abc1234`.');
    expect(summary).toContain('| campaigns list rows ÷ the floor page’s rows | 1.04 x | 1.10 x |');
    expect(summary).toContain('| 99 score | missed: 100 score |');
    expect(summary).not.toContain('sandbox seed');
  });
});
