/**
 * Sign-out removes the keys of the app's prefix from the tab's storage (`clearTabData`): a key kept under
 * another name would outlive it. Every storage key the dashboard spells must start with the prefix.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_STORAGE_PREFIX } from '../../src/api/session';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The keys a file spells: constants named `…KEY` and literals passed to a storage method. */
function storageKeys(source: string): string[] {
  const constants = [...source.matchAll(/const [A-Z_]*KEY\s*=\s*(['"`])(.*?)\1/g)].map((m) => m[2]!);
  const literals = [...source.matchAll(/\.(?:getItem|setItem|removeItem)\(\s*(['"`])(.*?)\1/g)].map(
    (m) => m[2]!,
  );
  return [...constants, ...literals];
}

const prefixed = (key: string) =>
  key.startsWith(APP_STORAGE_PREFIX) || key.startsWith('${APP_STORAGE_PREFIX}');

describe("the tab's storage keys", () => {
  it('are recognised, so the check below can fail', () => {
    expect(storageKeys("const DRAFT_KEY = 'postcards';")).toEqual(['postcards']);
    expect(storageKeys("sessionStorage.setItem('recipients', x)")).toEqual(['recipients']);
    expect(prefixed('postcards')).toBe(false);
    expect(prefixed('${APP_STORAGE_PREFIX}postcards')).toBe(true);
  });

  it('all start with the prefix sign-out clears', () => {
    const files = sourceFiles(join(root, 'src')).filter((f) =>
      /sessionStorage|localStorage/.test(readFileSync(f, 'utf8')),
    );
    expect(files.length).toBeGreaterThanOrEqual(4);
    const keys = files.flatMap((f) =>
      storageKeys(readFileSync(f, 'utf8')).map((k) => `${relative(root, f)}: ${k}`),
    );
    expect(keys.length).toBeGreaterThanOrEqual(5);
    expect(keys.filter((k) => !prefixed(k.slice(k.indexOf(': ') + 2)))).toEqual([]);
  });
});
