/**
 * The figures of the last full `npm run bench`, written into the docs so no figure is typed by hand:
 * docs/performance.md gets every figure and reference of the run between its `bench-figures` markers, and
 * the README the issue-38 ratios between its `bench-summary` markers, each with the run's date and commit.
 * A new run replaces them; nothing is appended. run.ts calls it after a full run, or a partial one with
 * BENCH_WRITE_DOCS=1 (the table then names its sections);
 * `npx tsx test/bench/bench-docs.ts` writes them again from `.bench/results.json`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface BenchResults {
  figures: { name: string; value: number; unit: string; budget: number; pass: boolean }[];
  references: { name: string; value: number; unit: string }[];
}

/** The README's figures: the cold visit's ratios, Lighthouse and the first load (by name). */
const SUMMARY = [
  /^campaigns list rows ÷/,
  /^campaigns list, cold visit: (drawings|layout shift)/,
  /^list rows, every request/,
  /^home’s first figures ÷/,
  /^a campaign page’s first figures ÷/,
  /^Lighthouse (performance|accessibility|best practices)/,
  /^first load \/ bare React/,
];

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : Math.abs(n) < 10 ? n.toFixed(2) : n.toFixed(1));
const cell = (s: string) => s.replaceAll('|', '\\|');

function figureRows(figures: BenchResults['figures']): string[] {
  return figures.map(
    (f) =>
      `| ${cell(f.name)} | ${fmt(f.value)} ${f.unit} | ${f.pass ? '' : 'missed: '}${fmt(f.budget)} ${f.unit} |`,
  );
}

function stamp(root: string, date: Date, sections: readonly string[]): string {
  let commit = 'uncommitted';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the date alone.
  }
  const command = sections.length ? `BENCH_ONLY=${sections.join(',')} npm run bench` : 'npm run bench';
  return `Run of ${date.toISOString().slice(0, 10)} at commit \`${commit}\` (\`${command}\`).`;
}

export function renderFigures(results: BenchResults, runStamp: string): string {
  return [
    runStamp,
    '',
    '| Figure | Value | Budget |',
    '|---|---|---|',
    ...figureRows(results.figures),
    '',
    'Measured beside them, with no budget (floors and absolute times):',
    '',
    '| Reference | Value |',
    '|---|---|',
    ...results.references.map((r) => `| ${cell(r.name)} | ${fmt(r.value)} ${r.unit} |`),
  ].join('\n');
}

export function renderSummary(results: BenchResults, runStamp: string): string {
  const chosen = results.figures.filter((f) => SUMMARY.some((re) => re.test(f.name)));
  return [runStamp, '', '| Figure | Value | Budget |', '|---|---|---|', ...figureRows(chosen)].join('\n');
}

/** `text` with what lies between `<!-- name:start -->` and `<!-- name:end -->` replaced by `body`. */
export function replaceBetween(text: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`no ${start} … ${end} markers`);
  return `${text.slice(0, i + start.length)}\n${body}\n${text.slice(j)}`;
}

export function writeBenchDocs(
  root: string,
  results: BenchResults,
  sections: readonly string[] = [],
  date = new Date(),
): void {
  const runStamp = stamp(root, date, sections);
  const edit = (file: string, name: string, body: string) => {
    const full = path.join(root, file);
    writeFileSync(full, replaceBetween(readFileSync(full, 'utf8'), name, body));
  };
  edit('docs/performance.md', 'bench-figures', renderFigures(results, runStamp));
  edit('README.md', 'bench-summary', renderSummary(results, runStamp));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '../..');
  const results = JSON.parse(readFileSync(path.join(root, '.bench/results.json'), 'utf8')) as BenchResults;
  writeBenchDocs(root, results);
  console.log('docs/performance.md and README.md now hold the figures of .bench/results.json');
}
