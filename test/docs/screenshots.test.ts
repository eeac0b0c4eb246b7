/**
 * docs/screenshots holds a picture of every page at each width, and nothing else:
 * - every route of the router (src/app/routes.tsx, read from the route objects themselves) has at least
 *   one view in the list the every-page browser test visits (test/e2e/support/pages.ts), or is named
 *   there as not visited, with the reason;
 * - each view's address opens that route, and its name is a plain slug, used once;
 * - every view has its picture at 390 and 1440 px, and every picture in the folder is a view's.
 * A route added without a visit, a view added without `npm run screenshots`, or a picture left from a
 * page renamed or gone fails here.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchesPattern } from '../../src/app/page-modules';
import { createRoutes } from '../../src/app/routes';
import { appRoutes } from '../../src/lib/app-routes';
import {
  everyPage,
  notVisited,
  screenshotFile,
  screenshotFiles,
  screenshotWidths,
  type DemoIds,
  type PageVisit,
} from '../e2e/support/pages';

const root = path.resolve(import.meta.dirname, '../..');
const shotsDir = path.join(root, 'docs/screenshots');
const ids: DemoIds = { campaign: '101', draft: '102', directMail: '103', compared: ['101', '104', '105'] };
const visits = everyPage as Record<keyof typeof appRoutes, PageVisit[]>;

/** Every path of the router's tree, absolute (`/campaigns/:campaignId`); an index route is its parent's. */
function routerPaths(routes: RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? path.posix.join(parent, route.path) : parent;
    const own = route.index || route.path ? [here] : [];
    return [...own, ...routerPaths(route.children ?? [], here)];
  });
}

describe('the page list covers the router', () => {
  const paths = routerPaths(createRoutes(new QueryClient()));

  it('reads the router', () => {
    // The tree as it is, not an empty walk: the home page, a page with a parameter, the catch-all.
    expect(paths).toEqual(expect.arrayContaining(['/', '/campaigns/:campaignId', '/*']));
  });

  // The catch-all draws "Page not found" for an address that is no page.
  it.each(paths.filter((p) => p !== '/*'))('%s has a view, or a reason it has none', (pattern) => {
    const route = (Object.keys(appRoutes) as Array<keyof typeof appRoutes>).find(
      (key) => appRoutes[key] === pattern,
    );
    expect(route, `${pattern} is not in appRoutes (src/lib/app-routes.ts)`).toBeDefined();
    const reason = notVisited[route!];
    if (reason) expect(visits[route!]).toEqual([]);
    else
      expect(visits[route!].length, `no view of ${pattern} in test/e2e/support/pages.ts`).toBeGreaterThan(0);
  });

  it('opens each route at its own addresses', () => {
    for (const [route, list] of Object.entries(visits) as Array<[keyof typeof appRoutes, PageVisit[]]>) {
      for (const visit of list) {
        const { pathname } = new URL(visit.address(ids), 'http://localhost');
        expect(matchesPattern(appRoutes[route], pathname), `${visit.name}: ${pathname}`).toBe(true);
      }
    }
  });

  it('names each view once, with a plain slug', () => {
    const names = Object.values(visits).flatMap((list) => list.map((v) => v.name));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('docs/screenshots', () => {
  it.each(Object.values(visits).flat())('has $name at 390 and 1440 px', (visit) => {
    for (const width of screenshotWidths) {
      const file = screenshotFile(width, visit);
      expect(existsSync(path.join(shotsDir, file)), `${file}: run npm run screenshots`).toBe(true);
    }
  });

  it('holds no picture of a page that is not in the list', () => {
    const current = new Set(screenshotFiles());
    expect(readdirSync(shotsDir).filter((file) => !current.has(file))).toEqual([]);
  });
});
