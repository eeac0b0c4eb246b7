import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

/**
 * axe-core's minified build, as @axe-core/playwright brings it. That package's builder sends the
 * unminified source (1.5 MB) into the page twice on every run and asks the page three more questions
 * before running; on a loaded 2-core machine that took two to four times as long as the run itself
 * (about 40 s of every-page's time at each width). Here axe is put into a document once (0.65 MB),
 * and each run is one call.
 */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, and axe's best practices; violations only (passes and incomplete are not read). */
const runOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

type Violation = { id: string; help: string; count: number; target: string };
type AxeInPage = {
  configure: (spec: object) => void;
  run: (
    context: Document,
    options: object,
  ) => Promise<{
    violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
  }>;
};

/** axe in `frame`'s current document: put there the first time, as the builder configured it. */
async function withAxe(frame: Frame): Promise<void> {
  const present = await frame
    .evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
    .catch(() => true); // a frame of another origin or gone: not tested, as in the builder's legacy mode
  if (present) return;
  await frame.evaluate(axeSource);
  await frame.evaluate(() =>
    (window as unknown as { axe: AxeInPage }).axe.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    }),
  );
}

/**
 * The accessibility problems axe finds on the page as it is now, one line each: rule, how many nodes,
 * and the first node's selector.
 *
 * axe runs in the page in one go (`axe.run`, what @axe-core/playwright calls legacy mode: same-origin
 * frames only), and reports only violations in full. The default there splits the run into one in each
 * frame and a merge in a blank page opened for it, and copies every node of every result there with its
 * selector: three to four times the time, for the same findings on pages without frames (the dashboard
 * has none; compared node for node on pages with planted violations).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await withAxe(frame);
  const violations: Violation[] = await page.evaluate(async (options) => {
    const result = await (window as unknown as { axe: AxeInPage }).axe.run(document, options);
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      count: v.nodes.length,
      target: v.nodes[0]?.target.join(' ') ?? '',
    }));
  }, runOptions);
  return violations.map((v) => `${v.id} (${v.count}): ${v.target} — ${v.help}`);
}

/** Fails with axe's findings when the page in its current state has any. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await axeViolations(page);
  if (found.length > 0) throw new Error(`axe found problems on ${where}:\n${found.join('\n')}`);
}
