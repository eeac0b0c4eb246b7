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
import {
  minifySync,
  transformWithOxc,
  type HtmlTagDescriptor,
  type IndexHtmlTransformContext,
  type Plugin,
} from 'vite';
import { FIRST_SCREEN_CHUNKS_ID } from '../src/api/early-reads.ts';

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

/**
 * The modules whose chunks a cold visit of the most visited pages needs before its first screen: the app
 * (router, query cache, route table) for every page, the signed-in frame, and each page's own.
 */
const FIRST_SCREEN_MODULES = {
  app: ['src/app/start-app.tsx'],
  signedIn: ['src/app/layout/app-layout.tsx'],
  home: ['src/features/home/home-page.tsx'],
  campaigns: ['src/features/campaigns/campaigns-page.tsx'],
  campaign: ['src/features/campaigns/campaign-page.tsx'],
} as const;

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The files of the chunk `fileName` and of every chunk it imports, scripts and styles, into `files`. */
function collect(bundle: Bundle, fileName: string, files: Set<string>): Set<string> {
  if (files.has(fileName)) return files;
  files.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return files;
  const css = (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
  for (const file of css ?? []) files.add(file);
  for (const imported of chunk.imports) collect(bundle, imported, files);
  return files;
}

/**
 * The files `modules` need beyond the first load (the entry chunk and what it imports, which index.html
 * names itself), as URLs.
 */
function chunkFiles(bundle: Bundle, modules: readonly string[], base: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const firstLoad = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) collect(bundle, entry.fileName, firstLoad);
  const files = new Set<string>();
  for (const id of modules) {
    // The chunk the module is the face of, or else the one it was grouped into (vite.config.ts).
    const named = (m: string | null | undefined) => !!m && m.replaceAll('\\', '/').endsWith(`/${id}`);
    const chunk = chunks.find((c) => named(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(named));
    if (!chunk) throw new Error(`no chunk has ${id}: the early preloads would be wrong`);
    collect(bundle, chunk.fileName, files);
  }
  return [...files].filter((f) => !firstLoad.has(f)).map((f) => base + f);
}

/**
 * Puts `script` into index.html's head, and in a build, before it, the chunks each first screen needs as
 * data (`<script type="application/json">`, which runs nothing, so the policy's hash of the script still
 * holds whatever the chunks are named): the script asks for them at once (`preloadFirstScreen`), so a
 * cold visit pays one round trip for its code, not one per link of the chain HTML, boot chunk, app chunks,
 * page chunk. The files index.html itself names stay the first load: these load only on those pages.
 *
 * Both go just before the first style sheet (`placeBeforeStyles`): below it, the reads waited for the
 * style sheet (a whole round trip on a real network, 30 to 60 ms on loopback).
 */
export function earlyReadsPlugin(script: InlineScript): Plugin {
  let base = '/';
  return {
    name: 'doorstep-early-reads',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const tags: HtmlTagDescriptor[] = [];
        if (ctx.bundle) {
          const bundle = ctx.bundle;
          const chunks = Object.fromEntries(
            Object.entries(FIRST_SCREEN_MODULES).map(([name, modules]) => [
              name,
              chunkFiles(bundle, modules, base),
            ]),
          );
          tags.push({
            tag: 'script',
            attrs: { type: 'application/json', id: FIRST_SCREEN_CHUNKS_ID },
            // `<` escaped: the data cannot end its element early.
            children: JSON.stringify(chunks).replaceAll('<', '\\u003c'),
          });
        }
        tags.push({ tag: 'script', children: script.code });
        return placeBeforeStyles(html, tags);
      },
    },
  };
}

/**
 * `html` with `tags` just before its first style sheet: a browser runs an inline script only once the
 * style sheets above it have arrived, so below one the reads would wait for it. Not higher: the first
 * load's own files (the entry script and its preloads, above the style sheet) are asked for first, so the
 * loading frame is not drawn later for the reads. In a head with no style sheet, at its end.
 */
export function placeBeforeStyles(html: string, tags: readonly HtmlTagDescriptor[]): string {
  const text = tags.map(tagText).join('');
  const head = /<\/head>/i.exec(html);
  if (!head) throw new Error('index.html has no head for the early reads');
  const style = /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/i.exec(html.slice(0, head.index));
  const at = style ? style.index : head.index;
  return html.slice(0, at) + text + html.slice(at);
}

/** A tag's HTML: its attributes (escaped) and its text as it is (the callers' texts cannot end it early). */
function tagText({ tag, attrs = {}, children }: HtmlTagDescriptor): string {
  const attributes = Object.entries(attrs)
    .filter(([, v]) => v !== false && v !== undefined)
    .map(([k, v]) =>
      v === true ? ` ${k}` : ` ${k}="${String(v).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
    )
    .join('');
  return `<${tag}${attributes}>${typeof children === 'string' ? children : ''}</${tag}>`;
}
