import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The accessibility problems axe finds on the page as it is now (WCAG 2.1 A and AA, and axe's best
 * practices), one line each: rule, how many nodes, and the first node's selector.
 *
 * axe runs in the page in one go (`axe.run`, "legacy mode"), and reports only violations in full
 * (passes and incomplete checks are not read here). The default splits the run into one in each frame and
 * a merge in a blank page opened for it, and copies every node of every result there with its selector:
 * three to four times the time, for the same findings on pages without frames (the dashboard has none;
 * compared node for node on pages with planted violations).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    // `options` replaces what was set before it: first, then the tags.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ') ?? ''} — ${v.help}`,
  );
}

/** Fails with axe's findings when the page in its current state has any. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await axeViolations(page);
  if (found.length > 0) throw new Error(`axe found problems on ${where}:\n${found.join('\n')}`);
}
