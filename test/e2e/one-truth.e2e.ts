/**
 * One truth from the map to the submitted campaign. A marketer plans about 2,500 pieces around a typed
 * address, starts the draft with one click, picks a design, keeps the earliest date and submits; the
 * pieces, the format, the price per piece and the total read the same on the planner, on every step, at
 * review and on the submitted campaign's page, and equal the EDDM calculator's answer for those inputs.
 * Then the list, Home and the tab title say "In review". A hand-to-hand draft is held to the flyer
 * calculator the same way.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { eddmFormatText } from '../../src/api/contract/print-format';
import type { EddmQuote, FlyerQuote } from '../../src/api/contract/quote';
import { decodeRouteKeys } from '../../src/lib/plan-url';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { allow, signIn, user, wizardStep } from './support/builder-flow';
import { totals } from './support/planner';

let browser: Browser;
let clientKey: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(new URL('/sandbox/credentials', inject('sandboxUrl')));
  const body = (await res.json()) as { data: { clients: Array<{ name: string; clientKey: string }> } };
  clientKey = body.data.clients.find((c) => c.name === 'Slice Republic Pizza')!.clientKey;
});
afterAll(async () => {
  await browser?.close();
});

/** The calculator's answer, asked of the service directly with the client's key. */
async function calculator<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(new URL(path, inject('sandboxUrl')), {
    method: 'POST',
    headers: { Authorization: `Bearer ${clientKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: string };
  if (!json.success) throw new Error(`${path}: ${json.error}`);
  return json.data;
}

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const usdPerPiece = (n: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(n);
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
/** The plan's routes in an address, as a sorted list of keys (the link may write them more or less short). */
const routeKeysOf = (href: string) =>
  decodeRouteKeys(new URL(href, appUrl()).searchParams.getAll('routes').join('_')).sort();
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The value of a `<dt>`/`<dd>` row named `label` inside `scope`. */
const row = async (scope: Locator, label: string) =>
  oneLine(
    await scope
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .innerText(),
  );

type Figures = { pieces: number; format: string; perPiece: string; total: string };

/** The figures line under the wizard's step list. */
async function expectFiguresLine(page: Page, f: Figures) {
  await expect
    .poll(async () => oneLine(await page.getByTestId('draft-figures').innerText()), { timeout: 15000 })
    .toBe(`${count(f.pieces)} pieces · ${f.total} in all · ${f.format}`);
}

/** The review's rows: format, pieces, price per piece, total. */
async function expectReview(page: Page, f: Figures, includes: string) {
  const summary = page
    .getByRole('list', { name: 'Campaign summary' })
    .or(page.getByLabel('Campaign summary'));
  await expect.poll(() => row(summary, 'Total'), { timeout: 15000 }).toContain(f.total);
  expect(await row(summary, 'Print format')).toBe(f.format);
  expect(await row(summary, 'Pieces')).toMatch(new RegExp(`^${count(f.pieces)} pieces`));
  expect(await row(summary, 'Price per piece')).toBe(f.perPiece);
  expect(await row(summary, 'Total')).toBe(
    `${f.total} for ${count(f.pieces)} pieces ${includes} Nothing is charged until a reviewer approves the campaign.`,
  );
}

/** The submitted campaign's page: In review, and what was submitted with the same figures. */
async function expectCampaignPage(page: Page, f: Figures, formatLabel: string): Promise<string> {
  await page.waitForURL((url) => /^\/campaigns\/\d+$/.test(url.pathname));
  await expect.poll(() => page.title()).toMatch(/ · In review · Campaigns · Doorstep$/);
  const name = (await page.title()).replace(/ · In review · Campaigns · Doorstep$/, '');
  const card = page
    .getByRole('region', { name: 'What was submitted' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'What was submitted' }) }));
  await expect.poll(() => row(card.first(), 'Total'), { timeout: 15000 }).toContain(f.total);
  expect(await row(card.first(), formatLabel)).toBe(f.format);
  expect(await row(card.first(), 'Pieces')).toBe(`${count(f.pieces)} pieces`);
  expect(await row(card.first(), 'Price per piece')).toBe(`${f.perPiece} a piece`);
  const body = await page.locator('main').innerText();
  expect(body).toContain('Submitted for review.');
  for (const gone of ['Continue building', 'Ready to submit', 'Still needed'])
    expect(body).not.toContain(gone);
  return name;
}

/** The list and Home say "In review" for the campaign, and nothing else. */
async function expectInReviewEverywhere(page: Page, name: string) {
  await page.goto(appUrl(`/campaigns?search=${encodeURIComponent(name)}`));
  const rowOf = page.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await rowOf.first().waitFor();
  const rowText = oneLine(await rowOf.first().innerText());
  expect(rowText).toContain('In review');
  expect(rowText).not.toMatch(/Draft|Continue building/);

  await page.goto(appUrl('/'));
  const inReview = page.getByRole('list', { name: 'In review' });
  await inReview.waitFor();
  expect(await inReview.innerText()).toContain(name);
  const drafts = page.getByRole('list', { name: 'Drafts' });
  if (await drafts.count()) expect(await drafts.innerText()).not.toContain(name);
}

test('an EDDM mailing of about 2,500 pieces around a typed address: the same pieces, format and price from the map to the submitted campaign, in at most 10 interactions', async () => {
  const { page, errors } = await newPage(browser);
  const u = user();
  await signIn(page, u);
  await u.click(
    'plan a mailing',
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan a mailing' }),
  );
  await page.waitForURL(/\/plan/);
  await u.type(
    'the address',
    page.getByLabel('Address, city or ZIP code'),
    '1100 Congress Ave, Austin, TX',
    true,
  );
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await expect
    .poll(() => page.getByTestId('planner-gauge').innerText(), { timeout: 15000 })
    .toMatch(/minimum/i);
  await u.type('about 2,500 pieces', page.locator('#planner-fill'), '2500', true);
  await expect
    .poll(() => page.getByTestId('planner-gauge').innerText(), { timeout: 15000 })
    .toMatch(/Minimum of [\d,]+ pieces reached/);

  // The planner counts what is mailed: every home and business on the chosen routes.
  const planned = await totals(page);
  expect(planned.pieces).toBeGreaterThanOrEqual(2500);
  expect(planned.pieces).toBeGreaterThan(planned.homes);
  expect(await page.getByTestId('planner-pieces-explained').innerText()).toMatch(/every home and business/);
  const format = eddmFormatText('BEST_SELLER');
  await page.getByTestId('planner-quote').waitFor({ timeout: 15000 });
  const quoteLine = oneLine(await page.getByTestId('planner-quote').locator('p').nth(1).innerText());
  const m = /^(\S+) a piece for ([\d,]+) pieces, (.+), printing and postage included$/.exec(quoteLine);
  expect(m, quoteLine).not.toBeNull();
  const planner: Figures = {
    pieces: Number(m![2]!.replace(/,/g, '')),
    format: m![3]!,
    perPiece: m![1]!,
    total: oneLine(await page.getByTestId('planner-quote-total').innerText()),
  };
  expect(planner.pieces).toBe(planned.pieces);
  expect(planner.format).toBe(format);

  // The calculator's answer for the same pieces and format.
  const calc = await calculator<EddmQuote>(endpoints.quoteEddm.path, {
    volume: planner.pieces,
    format: 'BEST_SELLER',
  });
  expect(planner.total).toBe(usd(calc.total));
  expect(planner.perPiece).toBe(usdPerPiece(calc.perUnitPrice));

  // One click starts the draft with these routes; the permission is asked for on the way.
  const routes = routeKeysOf(page.url());
  const start = page.getByRole('link', { name: 'Start a direct-mail draft with these routes' });
  await expect.poll(async () => routeKeysOf((await start.getAttribute('href')) ?? '')).toEqual(routes);
  await u.click('start the draft', start);
  await allow(page, u);

  await wizardStep(page).filter({ hasText: 'Design' }).waitFor({ timeout: 20000 });
  await expectFiguresLine(page, planner);
  const designs = page.getByRole('list', { name: 'Your designs' });
  await designs.waitFor();
  await u.click(
    'a Best seller design',
    designs
      .locator('button:not([disabled])')
      .filter({ hasText: /Printed as Best seller/ })
      .first(),
  );
  await page.getByText('Your choice is saved.').waitFor();
  await expectFiguresLine(page, planner);
  await u.click('continue', page.getByRole('button', { name: 'Continue', exact: true }));

  // The earliest launch date counts as chosen: Continue opens the review. The launch-date step is looked
  // at on the way (not part of the walk) for the price it states.
  await wizardStep(page).filter({ hasText: 'Review and submit' }).waitFor();
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await steps.getByRole('link', { name: /Launch date/ }).click();
  await wizardStep(page).filter({ hasText: 'Launch date' }).waitFor();
  await expectFiguresLine(page, planner);
  await expect
    .poll(async () => oneLine(await page.getByTestId('details-price').innerText()))
    .toBe(
      `${format} at ${planner.perPiece} a piece: ${planner.total} in all for ${count(planner.pieces)} pieces. Includes printing and USPS postage.`,
    );
  await steps.getByRole('link', { name: /Review and submit/ }).click();

  await wizardStep(page).filter({ hasText: 'Review and submit' }).waitFor();
  await expectFiguresLine(page, planner);
  await expectReview(page, planner, 'Includes printing and USPS postage.');
  await u.click('submit', page.getByRole('button', { name: 'Submit for review' }));
  await page.getByText('Your campaign was submitted for review.').waitFor({ timeout: 15000 });

  console.log(`Sign-in to a submitted EDDM draft in ${u.count} interactions: ${u.log.join(', ')}`);
  expect(u.count).toBeLessThanOrEqual(10);

  await page.getByRole('link', { name: 'See the campaign' }).click();
  const name = await expectCampaignPage(page, planner, 'Print format');
  // Its routes are the planned ones.
  const routeRows = page.getByRole('table', { name: 'Carrier routes' }).locator('tbody tr');
  const shown = page.getByRole('button', { name: /Show all \d+ routes/ });
  if (await shown.count()) await shown.click();
  await expect.poll(() => routeRows.count()).toBe(planned.routes);

  await expectInReviewEverywhere(page, name);
  expect(errors).toEqual([]);
});

test('a hand-to-hand draft of 5,000 A5 flyers in Austin: the flyer calculator’s price at every step and on the submitted campaign', async () => {
  const { page, errors } = await newPage(browser);
  const u = user();
  await signIn(page, u);
  await page.goto(appUrl('/campaigns/new'));
  await u.click('hand-to-hand', page.getByRole('button', { name: /Start this draft Hand-to-hand/ }));
  await allow(page, u);

  await wizardStep(page).filter({ hasText: 'Cities' }).waitFor();
  await u.type('search Austin', page.getByLabel('Search cities'), 'Austin');
  await u.click('add Austin', page.getByRole('button', { name: /Add Austin, TX/ }).first());
  await u.type('5,000 flyers', page.getByLabel(/Pieces in/).first(), '5000');
  await u.click('save the cities', page.getByRole('button', { name: 'Save and continue' }));

  const calc = await calculator<FlyerQuote>(endpoints.quoteFlyer.path, {
    countryId: 'US',
    city: 'Austin',
    flyerSize: 'A5',
    flyerThickness: '135gsm',
    flyerQuantity: 5000,
    channel: 'H2H',
  });
  expect(calc.matchedCity).toBe('Austin');
  expect(calc.totalAmount).toBe(1000);
  const flyers: Figures = {
    pieces: 5000,
    format: 'Flyer A5 (148 × 210 mm), 135 gsm paper',
    perPiece: usdPerPiece(calc.costPerFlyer),
    total: usd(calc.totalAmount),
  };

  await wizardStep(page).filter({ hasText: 'Design' }).waitFor();
  await expectFiguresLine(page, flyers);
  const designs = page.getByRole('list', { name: 'Your designs' });
  await designs.waitFor();
  await u.click(
    'an A5 flyer',
    designs
      .locator('button:not([disabled])')
      .filter({ hasText: /Flyer A5/ })
      .first(),
  );
  await page.getByText('Your choice is saved.').waitFor();
  await expectFiguresLine(page, flyers);
  await u.click('continue', page.getByRole('button', { name: 'Continue', exact: true }));

  // The earliest launch date counts as chosen: Continue opens the review.
  await wizardStep(page).filter({ hasText: 'Review and submit' }).waitFor();
  await expectFiguresLine(page, flyers);
  await expectReview(page, flyers, 'Includes printing and distribution.');
  await u.click('submit', page.getByRole('button', { name: 'Submit for review' }));
  await page.getByText('Your campaign was submitted for review.').waitFor({ timeout: 15000 });
  console.log(`Hand-to-hand draft submitted in ${u.count} interactions`);

  await page.getByRole('link', { name: 'See the campaign' }).click();
  const name = await expectCampaignPage(page, flyers, 'Flyer');
  await expectInReviewEverywhere(page, name);
  expect(errors).toEqual([]);
});
