import { describe, expect, it } from 'vitest';
import { defaultResultsView, parseResultsView, resultsViewToSearchParams } from './results-view';

describe("the results view's address", () => {
  it('is empty for the default view and round-trips every choice', () => {
    expect(resultsViewToSearchParams(defaultResultsView).toString()).toBe('');
    const url = new URLSearchParams(
      'type=handtohand&status=completed&search=pizza&period=12m&country=us&sort=scanRate&dir=desc&compare=3,1,3&measure=scans&align=campaign',
    );
    const view = parseResultsView(url);
    expect(view).toEqual({
      period: { preset: '12m' },
      types: [1],
      statuses: [15],
      search: 'pizza',
      country: 'US',
      sort: { key: 'scanRate', dir: 'desc' },
      compare: ['3', '1'],
      measure: 'scans',
      align: 'campaign',
    });
    expect(parseResultsView(resultsViewToSearchParams(view))).toEqual(view);
  });

  it("shares the list's filter parameters and reads anything unreadable as its default", () => {
    const view = parseResultsView(new URLSearchParams('type=3&compare=x,1,2,3,4,5,6,7&measure=cost&align=x'));
    expect(view.types).toEqual([3]);
    expect(view.compare).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(view.measure).toBe('rate');
    expect(view.align).toBe('calendar');
    expect(resultsViewToSearchParams(view).get('type')).toBe('directmail');
  });
});
