import { describe, expect, it } from 'vitest';
import {
  campaignPageModule,
  campaignsPageModule,
  firstPageOf,
  homePageModule,
  matchesPattern,
} from './page-modules';

describe('matchesPattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/campaigns', false],
    ['/campaigns', '/campaigns', true],
    ['/campaigns', '/campaigns/', true],
    ['/campaigns/:campaignId', '/campaigns/12551', true],
    ['/campaigns/:campaignId', '/campaigns/', false],
    ['/campaigns/:campaignId', '/campaigns/12551/build', false],
    ['/library/designs', '/library/audiences', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe('the page a first visit asks for early', () => {
  it.each([
    ['/', homePageModule],
    ['/campaigns', campaignsPageModule],
    ['/campaigns/12551', campaignPageModule],
  ])('%s: its page', (pathname, page) => {
    expect(firstPageOf(pathname)).toBe(page);
  });

  it.each(['/campaigns/new', '/campaigns/12551/build', '/plan', '/sign-in', '/library/designs'])(
    '%s: none (the router asks for it)',
    (pathname) => {
      expect(firstPageOf(pathname)).toBeNull();
    },
  );
});
