import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPaths, appRoutes, childRoutePath } from './app-paths';
import { emptyCampaignFilters, parseCampaignFilters } from './campaign-filters';
import { parseCampaignTab } from './campaign-tabs';

const searchOf = (href: string) => new URL(href, 'http://app.test').searchParams;

describe('app paths', () => {
  it('builds the plain addresses of the app', () => {
    expect(appPaths.home()).toBe('/');
    expect(appPaths.account()).toBe('/account');
    expect(appPaths.campaigns()).toBe('/campaigns');
    expect(appPaths.campaign('12551')).toBe('/campaigns/12551');
    expect(appPaths.newCampaign()).toBe('/campaigns/new');
    expect(appPaths.directMail()).toBe('/campaigns/new?channel=ADM-EDDM');
    expect(appPaths.signIn()).toBe('/sign-in');
  });

  it('writes the campaigns list filters as the list reads them', () => {
    expect(appPaths.campaigns({ statuses: [10] })).toBe('/campaigns?status=active');
    expect(appPaths.campaigns({ statuses: [0] })).toBe('/campaigns?status=draft');
    const filtered = { types: [3 as const], statuses: [20 as const], search: 'pizza', page: 2 };
    expect(parseCampaignFilters(searchOf(appPaths.campaigns(filtered)))).toEqual({
      ...emptyCampaignFilters,
      ...filtered,
    });
  });

  it('opens a campaign on a tab, as the campaign page reads it', () => {
    expect(appPaths.campaign('12551', 'missions')).toBe('/campaigns/12551?tab=missions');
    expect(appPaths.campaign('12551', 'overview')).toBe('/campaigns/12551');
    expect(parseCampaignTab(searchOf(appPaths.campaign('1', 'coupons')).get('tab'))).toBe('coupons');
    const href = appPaths.campaign('12551', 'performance');
    expect(matchPath(appRoutes.campaign, new URL(href, 'http://app.test').pathname)?.params).toEqual({
      campaignId: '12551',
    });
    // An id is one path segment, whatever it holds.
    expect(appPaths.campaign('a/b?c')).toBe('/campaigns/a%2Fb%3Fc');
  });

  it('sends to sign-in with the page to come back to', () => {
    expect(appPaths.signIn('/campaigns?status=active')).toBe('/sign-in?next=%2Fcampaigns%3Fstatus%3Dactive');
    expect(searchOf(appPaths.signIn('/campaigns?status=active')).get('next')).toBe(
      '/campaigns?status=active',
    );
  });

  it('hands a quote to the direct-mail builder', () => {
    expect(appPaths.directMail({ format: 'LARGE', volume: 5000 })).toBe(
      '/campaigns/new?fmt=LARGE&volume=5000&channel=ADM-EDDM',
    );
  });

  it("opens a draft's wizard on a step, with the step's own state", () => {
    expect(appPaths.buildCampaign('7')).toBe('/campaigns/7/build');
    expect(appPaths.buildCampaign('7', 'creative')).toBe('/campaigns/7/build?step=creative');
    expect(appPaths.buildCampaign('7', 'areas', new URLSearchParams({ routes: '78701-C001' }))).toBe(
      '/campaigns/7/build?routes=78701-C001&step=areas',
    );
    expect(matchPath(appRoutes.buildCampaign, '/campaigns/7/build')?.params).toEqual({ campaignId: '7' });
  });

  it('gives the router its patterns as child paths', () => {
    expect(childRoutePath(appRoutes.campaign)).toBe('campaigns/:campaignId');
    expect(childRoutePath(appRoutes.cities)).toBe('library/cities');
    expect(childRoutePath(appRoutes.home)).toBe('');
  });
});

/** Every source file of the app (tests aside), relative to src/. */
function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, root);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

/**
 * The code without its comments (which may quote addresses), lines kept in place; `//` inside strings
 * (`https://`, `'//'`) is kept.
 */
const withoutComments = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

describe('hand-built app paths', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const firstSegments = [
    ...new Set(
      Object.values(appRoutes)
        .map((p) => p.split('/')[1])
        .filter((s): s is string => !!s),
    ),
  ];
  const patterns: [string, RegExp][] = [
    // '/campaigns…', "/sign-in…", `/campaigns/${id}`: an address of the app written out.
    ['app address in a string', new RegExp(`['"\`]/(?:${firstSegments.join('|')})(?![\\w-])`)],
    // to="/", href="/…", to={'/'}: a link to a written-out address.
    ['written-out link', /\b(?:to|href)=(?:["']\/|\{\s*['"`]\/)/],
    // navigate('/…'), redirect(`/…`).
    ['written-out navigation', /\b(?:navigate|redirect)\(\s*['"`]\//],
  ];

  it('finds every kind it looks for', () => {
    const samples = [
      '<Link to={`/campaigns/${c.id}`}>',
      '<Link to="/campaigns?status=draft">',
      '<Link to="/">',
      "void navigate('/account')",
      "throw redirect('/sign-in')",
      "const back = { to: '/library/designs' }",
    ];
    for (const sample of samples)
      expect(
        patterns.some(([, re]) => re.test(sample)),
        sample,
      ).toBe(true);
    expect(patterns.some(([, re]) => re.test("fetch('/client/campaigns'); next.startsWith('/')"))).toBe(
      false,
    );
  });

  it('leaves none in the app: links, navigations and redirects use appPaths', () => {
    const found: string[] = [];
    for (const file of sourceFiles(src)) {
      // The table itself (patterns in app-routes.ts, link builders in app-paths.ts), and the service's
      // addresses (`/postcards` there is an endpoint, not a page).
      if (
        file === path.join('lib', 'app-paths.ts') ||
        file === path.join('lib', 'app-routes.ts') ||
        file.startsWith(`api${path.sep}`)
      )
        continue;
      const lines = withoutComments(readFileSync(path.join(src, file), 'utf8')).split('\n');
      lines.forEach((line, i) => {
        for (const [kind, re] of patterns)
          if (re.test(line)) found.push(`src/${file}:${i + 1} ${kind}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
