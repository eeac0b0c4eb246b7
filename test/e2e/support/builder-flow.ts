/**
 * Steps of the campaign builder's browser tests, shared by the builder walk-throughs and the test
 * against a flaky service: a user that counts interactions, sign-in, the consent page, and the design,
 * launch date and submit steps.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl } from './browser';

/** Counts what the user does; every helper below is one interaction. */
export function user() {
  let count = 0;
  const log: string[] = [];
  const did = (what: string) => {
    count += 1;
    log.push(what);
    if (process.env.E2E_DEBUG) console.log(`[${count}] ${what}`);
  };
  return {
    get count() {
      return count;
    },
    log,
    click: async (what: string, locator: ReturnType<Page['locator']>) => {
      did(`click ${what}`);
      await locator.click();
    },
    /** An interaction the test performs itself (a click at a map point, a drag). */
    note: (what: string) => did(what),
    type: async (what: string, locator: ReturnType<Page['locator']>, text: string, enter = false) => {
      did(`type ${what}`);
      await locator.fill(text);
      if (enter) await locator.press('Enter');
    },
  };
}

/** Signs in as the main demo client, on the dashboard at `url` (the shared test server by default). */
export async function signIn(page: Page, u: ReturnType<typeof user>, url: (path: string) => string = appUrl) {
  await page.goto(url('/sign-in'));
  await u.click('sign in', page.getByRole('button', { name: 'Slice Republic Pizza' }));
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * The permission: asked once per account. The first time the consent page shows (the signed-in client
 * preselected; its words say what it allows) and the Allow click is counted; once allowed, the sandbox
 * remembers it and Connect comes straight back to the draft. Answers whether the page was shown.
 */
export async function allow(page: Page, u: ReturnType<typeof user>): Promise<boolean> {
  await page.waitForURL(
    (url) => url.pathname.includes('/oauth/authorize') || url.pathname.endsWith('/build'),
    {
      timeout: 20000,
    },
  );
  const asked = new URL(page.url()).pathname.includes('/oauth/authorize');
  if (asked) {
    const words = await page.locator('body').innerText();
    expect(words).toMatch(/Build and submit campaign drafts/);
    expect(words).not.toMatch(/campaigns:create/);
    const chosen = page.locator('input[type="radio"]:checked');
    expect(await chosen.count()).toBe(1);
    await u.click('allow', page.getByRole('button', { name: 'Allow' }));
  }
  await page.waitForURL((url) => url.pathname.endsWith('/build'), { timeout: 20000 });
  // The code never stays in the address or the history.
  expect(page.url()).not.toMatch(/code=|state=/);
  return asked;
}

export const wizardStep = (page: Page) => page.locator('#wizard-step-title');

/** What a save says when the service could not be reached after its retries. */
const UNREACHABLE = 'The service is not reachable right now; nothing was lost. Try again.';

/**
 * Clicks `action` and waits for `done`. When the save gave up on an unreachable service (the step says
 * so and keeps what was entered), the user clicks it again, as the message asks; only the test against a
 * flaky service ever sees that.
 */
export async function clickUntil(
  page: Page,
  u: ReturnType<typeof user>,
  what: string,
  action: ReturnType<Page['locator']>,
  done: ReturnType<Page['locator']>,
  timeout = 30_000,
) {
  await u.click(what, action);
  const until = Date.now() + timeout;
  const refused = page.getByRole('alert').filter({ hasText: UNREACHABLE });
  for (;;) {
    // Whichever shows first: what the click leads to, or the message that the save gave up.
    await done
      .or(refused)
      .first()
      .waitFor({ timeout: Math.max(1, until - Date.now()) })
      .catch(() => undefined);
    if (await done.first().isVisible()) return;
    if ((await refused.count()) > 0 && (await action.isEnabled())) {
      await u.click(`${what} again`, action);
    } else if (Date.now() > until) {
      await done.first().waitFor({ timeout: 1 });
    }
    // The message stays while the save is tried again: look again in a moment, not in a busy loop.
    if (await refused.count()) await page.waitForTimeout(200);
  }
}

/**
 * Waits until `target` is on the page, clicking "Try again" whenever a read whose retries all failed
 * offers it, as a user would against a flaky service.
 */
export async function shownRetrying(page: Page, target: Locator, timeout = 60_000) {
  await expect
    .poll(
      async () => {
        const again = page.getByRole('button', { name: 'Try again' });
        if (await again.count()) await again.first().click();
        return target.count();
      },
      { timeout },
    )
    .toBe(1);
}

/**
 * The design and review steps, ending with "Submit for review" (the launch date is the earliest allowed
 * day, which counts as chosen). `design` narrows the pick to the first choosable design whose card says
 * it (for example what it is printed as). The wizard then says the campaign is in review, repeating its
 * pieces and launch date; its page (opened without counting: the draft is submitted) says so too.
 */
export async function finishFromCreative(page: Page, u: ReturnType<typeof user>, design?: RegExp) {
  await wizardStep(page)
    .filter({ hasText: 'Design' })
    .waitFor()
    .catch(async (e: unknown) => {
      // Say where the walk stopped instead of only "timed out".
      const step = await wizardStep(page).allInnerTexts();
      const alerts = await page.getByRole('alert').allInnerTexts();
      throw new Error(`the design step did not open: on ${step.join(' ')}; ${alerts.join(' | ')}`, {
        cause: e,
      });
    });
  const designs = page.getByRole('list', { name: 'Your designs' });
  await shownRetrying(page, designs);
  const choosable = designs.locator('button:not([disabled])');
  // Saved as soon as it is picked: continue once the page says so, as a user would.
  await clickUntil(
    page,
    u,
    'a design',
    (design ? choosable.filter({ hasText: design }) : choosable).first(),
    page.getByText('Your choice is saved.'),
  );
  // The launch date needs nothing from the user (the earliest allowed day counts as chosen), so Continue
  // opens the review, which shows that date with a way to change it.
  await clickUntil(
    page,
    u,
    'continue',
    page.getByRole('button', { name: 'Continue', exact: true }),
    wizardStep(page).filter({ hasText: 'Review and submit' }),
  );
  const review = page.getByRole('region', { name: 'Check your campaign' });
  await expect.poll(() => review.innerText()).toMatch(/the earliest possible launch/);

  const submitted = page.getByText('Your campaign was submitted for review.');
  await clickUntil(
    page,
    u,
    'submit',
    page.getByRole('button', { name: 'Submit for review' }),
    submitted,
  ).catch(async (e: unknown) => {
    // Say why it was not submitted (what the review step lists and says) instead of only "timed out".
    const review = page.getByRole('region', { name: 'Check your campaign' });
    const said = (await review.count()) ? await review.innerText() : await page.locator('main').innerText();
    throw new Error(`submit was not confirmed: ${said.replace(/\s+/g, ' ')}`, { cause: e });
  });
  const closed = page.getByRole('region', { name: 'In review' });
  await expect.poll(() => closed.innerText()).toMatch(/[\d,]+ pieces.*launching/s);
  await page.getByRole('link', { name: 'See the campaign' }).click();
  await page.waitForURL((url) => /^\/campaigns\/\d+$/.test(url.pathname));
  await expect.poll(() => page.title()).toMatch(/ · In review · Campaigns · Doorstep$/);
}
