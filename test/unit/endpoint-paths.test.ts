import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The first segment of every path in the table: `/client/...` -> `client`, `/health` -> `health`. */
const firstSegments = [...new Set(Object.values(endpoints).map((e) => e.path.split('/')[1]!))];
/**
 * The dashboard's own addresses that share a first segment with the service's: pages of the app, not
 * endpoints (`/oauth/callback`, where the consent page sends the browser back; the Tracking and Postcards
 * pages). Each is allowed in its one file only.
 */
const appAddresses: Record<string, string[]> = {
  [join('src', 'api', 'contract', 'oauth-path.ts')]: [`'/oauth/callback'`],
  // The early reads run as an inline script that imports nothing, not even the table: their test renders
  // the app and holds each to a request the page sends through the table (src/api/early-reads.test.tsx).
  [join('src', 'api', 'early-reads.ts')]: [`'/client/campaigns'`],
  [join('src', 'lib', 'app-routes.ts')]: [`'/tracking'`, `'/postcards'`],
};
/** A string or template literal that starts like one of the service's paths. */
const pathLiteral = new RegExp(`['"\`]/(?:${firstSegments.join('|')})\\b`);

describe('paths are spelled in the endpoint table only', () => {
  it('recognises a path literal, so the check below can fail', () => {
    expect(pathLiteral.test(`fetch('/client/campaigns')`)).toBe(true);
    expect(pathLiteral.test('const p = `/client/campaigns/${id}`;')).toBe(true);
    expect(pathLiteral.test(`app.get('/health', handler)`)).toBe(true);
    expect(pathLiteral.test('// reads GET /client/campaigns')).toBe(false);
    expect(pathLiteral.test(`const callback = '/oauth/callback';`)).toBe(true); // hence the list above
  });

  it('no file of the dashboard or of the sandbox routes spells a path', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server/routes'))].filter(
      (f) => !f.endsWith(join('src', 'api', 'contract', 'endpoints.ts')),
    );
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
        .map(({ line, at }) => ({
          at,
          line: (appAddresses[relative(root, file)] ?? []).reduce((t, a) => t.replaceAll(a, "''"), line),
        }))
        .filter(({ line }) => pathLiteral.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
