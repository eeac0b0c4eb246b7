/**
 * The early reads' inline script (src/api/early-reads.ts) for index.html: the module is stripped of its
 * types, wrapped so nothing leaks into the page's globals but the reads it leaves, started with the
 * API's base URL and minified. Its SHA-256 goes into the Content-Security-Policy (vite.config.ts), which
 * then allows this one inline script and no other: there is no `unsafe-inline`.
 *
 * The module imports nothing, so no bundling is needed: a `export` keyword is all that is dropped.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync, transformWithOxc, type Plugin } from 'vite';

const SOURCE = path.resolve(import.meta.dirname, '../src/api/early-reads.ts');

export interface InlineScript {
  code: string;
  /** `'sha256-…'`, as a CSP source. */
  source: string;
}

/** The inline script for an API at `apiBase` (as the app's HTTP client forms its URLs). */
export async function earlyReadsScript(apiBase: string): Promise<InlineScript> {
  const ts = readFileSync(SOURCE, 'utf8');
  if (/^\s*import\s/m.test(ts)) throw new Error(`${SOURCE} must import nothing: it runs inline`);
  const { code: js } = await transformWithOxc(ts, 'early-reads.ts', { lang: 'ts' });
  const body = js.replace(/^export /gm, '');
  const wrapped = `(() => {\n${body}\nstartEarlyReads(${JSON.stringify(apiBase)});\n})();\n`;
  const { code } = minifySync('early-reads.js', wrapped, { compress: true, mangle: true });
  const trimmed = code.trim();
  const hash = createHash('sha256').update(trimmed).digest('base64');
  return { code: trimmed, source: `'sha256-${hash}'` };
}

/** Puts `script` into index.html's head, before the app's own scripts are asked for. */
export function earlyReadsPlugin(script: InlineScript): Plugin {
  return {
    name: 'doorstep-early-reads',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: script.code, injectTo: 'head' }],
    },
  };
}
