/**
 * The README and docs/*.md say only what the repository holds:
 * - every relative link (and image) points at a file or folder that exists, and its `#anchor`, when it
 *   names a heading of a Markdown file, names one that is there (GitHub's heading ids);
 * - every repository path written as code (`server/http/pipelining.test.ts`) exists, so a guarantee's
 *   test or a module named in the docs cannot be renamed away unnoticed;
 * - every `npm run <script>`, `npm start` and `npm test` they name is a script of package.json, and the
 *   README's script table lists every script;
 * - every setting in the README's configuration table is read somewhere in the code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const docsDir = path.join(root, 'docs');
const documents = [
  path.join(root, 'README.md'),
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(docsDir, name)),
];
const relativeName = (file: string) => path.relative(root, file);

/** A document's lines with fenced code blocks blanked, so their text is neither a link nor a path. */
function proseLines(file: string): string[] {
  let fenced = false;
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    });
}

/** Inline code spans of a line (`like this`). */
const codeSpans = (line: string) => [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** Links and images of a line, outside code spans: `[text](target "title")`. */
function linksOf(line: string): string[] {
  const prose = line.replace(/`[^`]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingIds(file: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(file)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .toLowerCase();
    const base = text
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

interface Found {
  file: string;
  line: number;
  text: string;
}

function eachLine<T>(pick: (line: string) => T[]): (Found & { item: T })[] {
  return documents.flatMap((file) =>
    proseLines(file).flatMap((line, i) =>
      pick(line).map((item) => ({ file, line: i + 1, text: line, item })),
    ),
  );
}

const where = (f: Found) => `${relativeName(f.file)}:${f.line}`;

describe('links in the README and docs/', () => {
  it('finds the documents and their links', () => {
    expect(documents.map(relativeName)).toContain('README.md');
    expect(documents.length).toBeGreaterThan(1);
    expect(linksOf('see [the sandbox](docs/sandbox.md#faults) and `[no](link.md)`')).toEqual([
      'docs/sandbox.md#faults',
    ]);
    expect(headingIds(path.join(root, 'README.md'))).toContain('quick-start');
  });

  it('every relative link points at a file or folder that exists, and at a heading that exists', () => {
    const broken = eachLine(linksOf)
      .filter(({ item }) => !/^[a-z][a-z0-9+.-]*:/i.test(item))
      .flatMap((found) => {
        const [target = '', anchor] = found.item.split('#');
        const file =
          target === '' ? found.file : path.resolve(path.dirname(found.file), decodeURIComponent(target));
        if (!existsSync(file)) return [`${where(found)}: ${found.item} (no such file)`];
        if (anchor && file.endsWith('.md') && !headingIds(file).has(decodeURIComponent(anchor)))
          return [`${where(found)}: ${found.item} (no heading with that id)`];
        return [];
      });
    expect(broken).toEqual([]);
  });

  it('every repository path written as code exists', () => {
    const repoPath = /^(?:src|server|test|scripts|docs|deploy|public)\/[\w.@/-]*$/;
    const missing = eachLine((line) => codeSpans(line).filter((span) => repoPath.test(span)))
      .filter(({ item }) => !existsSync(path.join(root, item)))
      .map((found) => `${where(found)}: ${found.item}`);
    expect(missing).toEqual([]);
  });
});

const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);

describe('scripts named in the README and docs/', () => {
  it('every npm script they name is in package.json', () => {
    const named = eachLine((line) => [
      ...[...line.matchAll(/\bnpm run ([\w:.-]+)/g)].map((m) => m[1]!),
      ...[...line.matchAll(/\bnpm (start|test)\b/g)].map((m) => m[1]!),
    ]);
    expect(named.length).toBeGreaterThan(0);
    const unknown = named.filter(({ item }) => !scripts.includes(item)).map((f) => `${where(f)}: ${f.item}`);
    expect(unknown).toEqual([]);
  });

  it("the README's script table lists every script of package.json", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = section(readme, 'Scripts');
    const listed = new Set([...table.matchAll(/^\|\s*`npm (?:run )?([\w:.-]+)/gm)].map((m) => m[1]!));
    expect(scripts.filter((s) => !listed.has(s))).toEqual([]);
  });
});

/** The text of a README section (`## title`) up to the next heading of its level. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no section "## ${title}"`);
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

/** The code the settings may be read in: TypeScript and JavaScript under these, tests included. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : codeFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [file] : [];
  });
}

describe("the README's configuration table", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const settings = [...section(readme, 'Configuration').matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`/gm)].map(
    (m) => m[1]!,
  );

  it('lists the settings', () => {
    expect(settings).toContain('VITE_API_BASE_URL');
  });

  it('names only settings the code reads', () => {
    // This folder is left out: the documents' own tests must not count as a reader.
    const sources = [
      ...['src', 'server', 'scripts', 'test'].flatMap((dir) => codeFiles(path.join(root, dir))),
      path.join(root, 'vite.config.ts'),
    ]
      .filter((file) => !file.startsWith(path.join(root, 'test', 'docs') + path.sep))
      .map((file) => readFileSync(file, 'utf8'));
    const unread = settings.filter((name) => {
      const word = new RegExp(`\\b${name}\\b`);
      return !sources.some((text) => word.test(text));
    });
    expect(unread).toEqual([]);
  });
});
