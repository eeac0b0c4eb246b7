/**
 * From a plan or a quote to a submitted mailing, in Chromium against the sandbox: the Denver plan (about
 * 4,000 homes around 1550 Larimer St) submitted with few interactions on a desktop and on a phone, the
 * map and the totals on the first screen; routes picked and left unsaved offered back (same tab, reload,
 * a new tab) and marked on the campaign page; and a comparison card started as a whole draft.
 *
 * Counting: every click is one interaction, and so is a field typed and sent with Enter (the Enter is
 * how the typing ends). The walks also print the count with each Enter on its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser } from './support/browser';
import { allow, signIn, user, wizardStep } from './support/builder-flow';
import { totals } from './support/planner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageOfSize(width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Where the element's box is on the first screen (the page scrolled to its top), once it is drawn. */
async function onFirstScreen(page: Page, selector: string): Promise<{ top: number; bottom: number }> {
  await page.locator(selector).first().waitFor({ timeout: 20000 });
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
  }, selector);
}

/**
 * Sign in, open the planner, search 1550 Larimer St in Denver, fill to 4,000 pieces, start the draft,
 * pick a template, continue, submit. `phone`: the navigation is behind its menu button.
 */
async function denverPlan(width: number, height: number, phone: boolean) {
  const { page, errors } = await pageOfSize(width, height);
  const u = user();
  let enters = 0;
  await signIn(page, u);
  if (phone) await u.click('the menu', page.getByRole('button', { name: 'Open navigation' }));
  await u.click(
    'plan a mailing',
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan a mailing' }),
  );
  await page.waitForURL(/\/plan/);
  await u.type('the address', page.getByLabel('Address, city or ZIP code'), '1550 Larimer St, Denver', true);
  enters += 1;
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor({ timeout: 20000 });

  // The map and the totals are on the first screen (on a phone, the summary bar at its bottom).
  const canvas = await onFirstScreen(page, '.maplibregl-canvas');
  expect(canvas.top).toBeGreaterThanOrEqual(0);
  expect(canvas.top).toBeLessThan(height - 200);
  const totalsBox = await onFirstScreen(
    page,
    phone ? '[data-testid="plan-action-bar"]' : '[data-testid="planner-totals"]',
  );
  expect(totalsBox.top).toBeGreaterThanOrEqual(0);
  expect(totalsBox.bottom).toBeLessThanOrEqual(height);
  console.log(
    `Denver plan at ${width} x ${height}: map canvas from ${canvas.top} px, totals at ${totalsBox.top}-${totalsBox.bottom} px`,
  );

  await u.type('4000 in Fill to', page.getByRole('spinbutton', { name: 'Fill to' }), '4000', true);
  enters += 1;
  await expect
    .poll(() => totals(page).then((t) => t.pieces), { timeout: 15000 })
    .toBeGreaterThanOrEqual(4000);
  await page.getByTestId('planner-quote').waitFor({ timeout: 15000 });
  const planned = await totals(page);
  const price = oneLine(await page.getByTestId('planner-quote-total').innerText());
  // The phone's bar says the same figures as the totals and the price.
  const summary = page.getByTestId('plan-summary');
  const nf = new Intl.NumberFormat('en-US');
  if (phone)
    await expect
      .poll(async () => oneLine(await summary.innerText()))
      .toBe(`${planned.routes} routes · ${nf.format(planned.pieces)} pieces · ${price}`);

  await u.click(
    'start the draft',
    page.getByRole('link', { name: 'Start a direct-mail draft with these routes' }),
  );
  await allow(page, u);
  await wizardStep(page).filter({ hasText: 'Design' }).waitFor({ timeout: 20000 });
  const templates = page.getByRole('list', { name: 'Templates' });
  await templates.waitFor({ timeout: 20000 });
  await u.click('a template', templates.locator('button:not([disabled])').first());
  await page.getByText('Your choice is saved.').waitFor({ timeout: 20000 });
  // The step's action bar is in reach below the gallery: Continue is on the screen.
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  const nextBox = (await next.boundingBox())!;
  expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(height);
  await u.click('continue', next);

  await wizardStep(page).filter({ hasText: 'Review and submit' }).waitFor();
  const review = page.getByRole('region', { name: 'Check your campaign' });
  await expect
    .poll(async () => oneLine(await page.getByTestId('review-place').innerText()))
    .toMatch(/^around 1550 Larimer St, Denver.*, 2 mi$/);
  expect(oneLine(await review.innerText())).toMatch(/the earliest possible launch/);
  expect(oneLine(await page.getByTestId('review-quote').innerText())).toBe(
    `${price} for ${nf.format(planned.pieces)} pieces`,
  );
  await u.click('submit', page.getByRole('button', { name: 'Submit for review' }));
  const closed = page.getByRole('region', { name: 'In review' });
  await expect
    .poll(async () => oneLine(await closed.innerText()), { timeout: 15000 })
    .toContain(`${nf.format(planned.pieces)} pieces, ${price} in all, launching`);

  console.log(
    `Denver plan at ${width} x ${height} submitted in ${u.count} interactions (${u.count + enters} counting each Enter on its own): ${u.log.join(', ')}`,
  );
  expect(errors).toEqual([]);
  await page.context().close();
  return u.count;
}

test('the Denver plan on a 1440 x 900 desktop: map and totals on the first screen, submitted in at most 9 interactions', async () => {
  expect(await denverPlan(1440, 900, false)).toBeLessThanOrEqual(9);
}, 120_000);

test('the Denver plan on a 390 x 844 phone: map and summary bar on the first screen, submitted in at most 11 interactions', async () => {
  expect(await denverPlan(390, 844, true)).toBeLessThanOrEqual(11);
}, 120_000);

test('routes picked and not saved are offered back after leaving the wizard, a reload and in a new tab', async () => {
  const { page, errors } = await pageOfSize(1440, 900);
  const u = user();
  await signIn(page, u);
  await page.goto(appUrl('/campaigns/new'));
  await page.getByRole('button', { name: /Start this draft Direct mail to every home/ }).click();
  await allow(page, u);
  await wizardStep(page).filter({ hasText: 'Carrier routes' }).waitFor();
  const draftPath = new URL(page.url()).pathname;
  const campaignPath = draftPath.replace(/\/build$/, '');

  await page.getByLabel('Address, city or ZIP code').fill('200 W Washington St, Phoenix');
  await page.getByLabel('Address, city or ZIP code').press('Enter');
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor({ timeout: 20000 });
  const fill = page.getByRole('spinbutton', { name: 'Fill to' });
  await fill.fill('2000');
  await fill.press('Enter');
  await expect
    .poll(() => totals(page).then((t) => t.pieces), { timeout: 15000 })
    .toBeGreaterThanOrEqual(2000);
  const picked = await totals(page);
  // The step list marks the step unsaved.
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await expect.poll(() => steps.getByRole('link', { name: /Carrier routes/ }).innerText()).toMatch(/Unsaved/);

  const offer = page.getByText(/^Unsaved changes from .+: they are shown below, not saved yet\.$/);
  const offeredBack = async () => {
    await wizardStep(page).filter({ hasText: 'Carrier routes' }).waitFor({ timeout: 20000 });
    await offer.waitFor({ timeout: 20000 });
    await expect.poll(() => totals(page), { timeout: 15000 }).toEqual(picked);
  };

  // Same tab: Home, then the campaign page, which says the routes are not saved; back into the wizard.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(appUrl(campaignPath));
  const note = page.getByTestId('unsaved-areas');
  await note.waitFor({ timeout: 20000 });
  expect(await note.innerText()).toMatch(/^Unsaved changes from .+\. Open them$/);
  await note.getByRole('link', { name: 'Open them' }).click();
  await offeredBack();

  // A reload.
  await page.reload();
  await offeredBack();

  // A new tab opened from the page (the dashboard keeps a session per tab: a tab opened by the page gets a
  // copy of it, the kept steps with it).
  await page.goto(appUrl(campaignPath));
  await note.waitFor({ timeout: 20000 });
  const href = await note.getByRole('link', { name: 'Open them' }).getAttribute('href');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => void window.open(url, '_blank'), href!),
  ]);
  await tab.waitForLoadState();
  await wizardStep(tab).filter({ hasText: 'Carrier routes' }).waitFor({ timeout: 20000 });
  await tab.getByText(/^Unsaved changes from /).waitFor({ timeout: 20000 });
  await expect.poll(() => totals(tab), { timeout: 15000 }).toEqual(picked);

  // Keep: the offer goes, the routes stay, still to save; saving them clears the marks.
  await tab.getByRole('button', { name: 'Keep' }).click();
  await expect.poll(() => tab.getByText(/^Unsaved changes from /).count()).toBe(0);
  expect(await totals(tab)).toEqual(picked);
  await tab.getByRole('button', { name: 'Save routes and continue' }).click();
  await wizardStep(tab).filter({ hasText: 'Design' }).waitFor({ timeout: 20000 });
  await tab.goto(appUrl(campaignPath));
  await tab.getByRole('heading', { name: 'What this draft holds' }).waitFor();
  await expect
    .poll(async () => oneLine(await tab.locator('main').innerText()))
    .toMatch(new RegExp(`${picked.routes} routes?, reaching`));
  expect(await tab.getByTestId('unsaved-areas').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
}, 150_000);

test('a comparison card starts a whole draft: its pieces as the routes step’s Fill to, its price from the quote', async () => {
  const { page, errors } = await pageOfSize(1440, 900);
  const u = user();
  await signIn(page, u);
  await page.goto(appUrl('/quotes?s=eddm%3ASMALL%3A6000%2Ceddm%3ALARGE%3A6000'));
  const cards = page.getByRole('list', { name: 'Quote comparison' }).locator(':scope > li');
  await expect.poll(() => cards.count()).toBe(2);
  const small = cards.filter({ hasText: /Small/ }).first();
  await small.getByRole('link', { name: /Start a campaign/ }).waitFor({ timeout: 20000 });
  const cardText = oneLine(await small.innerText());
  const total = /\$[\d,]+\.\d{2}/.exec(cardText)?.[0];
  expect(total, cardText).toBeDefined();

  await small.getByRole('link', { name: /Start a campaign/ }).click();
  await allow(page, u);
  await wizardStep(page).filter({ hasText: 'Carrier routes' }).waitFor({ timeout: 20000 });
  const figures = page.getByTestId('draft-figures');
  await expect
    .poll(async () => oneLine(await figures.innerText()), { timeout: 20000 })
    .toMatch(
      new RegExp(
        `6,000 pieces.*${total!.replace(/[$.]/g, '\\$&')}.*from your quote, until you choose routes`,
      ),
    );
  // The routes step's Fill to is the quote's pieces: a search and Enter fill to them.
  await page.getByLabel('Address, city or ZIP code').fill('Austin, TX');
  await page.getByLabel('Address, city or ZIP code').press('Enter');
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor({ timeout: 20000 });
  const fill = page.getByRole('spinbutton', { name: 'Fill to' });
  expect(await fill.inputValue()).toBe('6000');
  await fill.press('Enter');
  await expect
    .poll(() => totals(page).then((t) => t.pieces), { timeout: 15000 })
    .toBeGreaterThanOrEqual(6000);
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);
