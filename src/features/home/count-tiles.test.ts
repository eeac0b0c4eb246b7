import { describe, expect, it } from 'vitest';
import { campaignStatusText } from '../../lib/campaign-labels';
import { parseCampaignFilters, stageFilterOf } from '../../lib/campaign-filters';
import { countTiles } from './count-tiles';

const statusText = (label: string, code: number) => campaignStatusText(label, code);

const tiles = (input: Partial<Parameters<typeof countTiles>[0]>) =>
  countTiles({ statusText, ...input }).map((t) => [t.label, t.count, t.to]);

describe("Home's count tiles", () => {
  it('count each stage under its own word, each opening the list of exactly those', () => {
    expect(
      tiles({
        total: 120,
        active: 19,
        completed: 40,
        drafts: { totalCount: 14, split: { building: 11, inReview: 3 } },
        archived: { totalCount: 46, split: { archived: 45, cancelled: 1 } },
      }),
    ).toEqual([
      ['All campaigns', 120, '/campaigns'],
      ['Draft', 11, '/campaigns?status=draft'],
      ['In review', 3, '/campaigns?status=inreview'],
      ['Active', 19, '/campaigns?status=active'],
      ['Completed', 40, '/campaigns?status=completed'],
      ['Archived', 45, '/campaigns?status=archived'],
      ['Cancelled', 1, '/campaigns?status=cancelled'],
    ]);
  });

  it('link each to a list the service cannot give by itself, narrowed to the stage on the way', () => {
    const inReview = countTiles({ statusText }).find((t) => t.label === 'In review')!;
    const keep = stageFilterOf(parseCampaignFilters(new URL(inReview.to, 'http://x').searchParams))!;
    expect(keep({ status: 0, draft_state: 'IN_REVIEW' })).toBe(true);
    expect(keep({ status: 0, draft_state: 'DRAFT' })).toBe(false);
  });

  it('leave a count out while it is read', () => {
    expect(tiles({ total: 120 }).map(([, count]) => count)).toEqual([
      120,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('count a status code whole, in the words of both its stages, when it has too many campaigns to tell apart', () => {
    expect(
      tiles({
        drafts: { totalCount: 25_000 },
        archived: { totalCount: 30_000 },
      }).filter(([, count]) => count !== undefined),
    ).toEqual([
      ['Draft or in review', 25_000, '/campaigns?status=draft&status=inreview'],
      ['Archived or cancelled', 30_000, '/campaigns?status=archived&status=cancelled'],
    ]);
  });
});
