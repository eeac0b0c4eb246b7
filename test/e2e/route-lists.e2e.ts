/**
 * Route lists out and in on the route planner: the chosen routes downloaded as a CSV file (its rows are
 * exactly the chosen routes, with the table's pieces), the plan's link copied and opened again, the
 * printed plan (no app chrome; the map, the chosen routes, totals, price and date), and route codes
 * pasted or uploaded (exactly those routes chosen, unknown codes listed back, undone in one step).
 */
import { writeFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { decodeRouteKeys } from '../../src/lib/plan-url';
import { appUrl, downloadedBytes, launchBrowser } from './support/browser';
import { routesDrawn, totals } from './support/planner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const AUSTIN = { lat: 30.26715, lng: -97.74306 };
const AUSTIN_PLAN = `/plan?lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&q=Austin%2C%20TX`;

type Route = { zip: string; croute: string; totalCount: number };
const keyOf = (r: Pick<Route, 'zip' | 'croute'>) => `${r.zip}-${r.croute}`;

async function openContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page, errors };
}

async function openPlan(page: Page, path = AUSTIN_PLAN) {
  await page.goto(appUrl(path));
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await routesDrawn(page);
}

const selectedKeys = (page: Page) => decodeRouteKeys(new URL(page.url()).searchParams.get('routes'));

/** The service's routes around a point, as the sandbox answers them. */
async function routesAround(at: { lat: number; lng: number }, radius = 3000): Promise<Route[]> {
  const sandbox = inject('sandboxUrl');
  const creds = (await (await fetch(`${sandbox}/sandbox/credentials`)).json()) as {
    data: { clients: { name: string; clientKey: string }[] };
  };
  const clientKey = creds.data.clients.find((c) => c.name === 'Slice Republic Pizza')!.clientKey;
  const res = await fetch(
    `${sandbox}/client/carrier-routes/search?lat=${at.lat}&lng=${at.lng}&radius=${radius}&first=500`,
    { headers: { Authorization: `Bearer ${clientKey}` } },
  );
  return ((await res.json()) as { data: { nodes: Route[] } }).data.nodes;
}

/** Ticks the table's checkboxes of rows `indexes` and returns their keys. */
async function chooseRows(page: Page, indexes: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (const i of indexes) {
    const key = (await page.locator('tr[data-route]').nth(i).getAttribute('data-route'))!;
    keys.push(key);
    // The row by its route, not its place: the table may re-render between the choices.
    const box = page.locator(`tr[data-route="${key}"] input[type=checkbox]`);
    await box.click();
    // Each choice reaches the address and is priced before the next one is made: the price panel above
    // the table may grow or shrink by a line when the new price comes in, and a click then would miss.
    await expect.poll(() => box.isChecked(), { message: `row ${i} (${keys.at(-1)}) checked` }).toBe(true);
    await expect.poll(() => selectedKeys(page).sort()).toEqual([...keys].sort());
    await page.getByTestId('planner-quote-total').waitFor();
  }
  await expect.poll(() => selectedKeys(page).sort()).toEqual([...keys].sort());
  return keys;
}

test('download the chosen routes, copy the plan’s link, print the plan', async () => {
  const { context, page, errors } = await openContext();
  await openPlan(page);

  // Nothing chosen: the download says why it cannot start.
  const download = page.getByRole('button', { name: 'Download CSV' });
  expect(await download.isDisabled()).toBe(true);
  await page.getByText('Choose routes to download them as a spreadsheet.').waitFor();

  const chosen = await chooseRows(page, [0, 2, 5]);
  const piecesInTable = new Map<string, number>();
  for (const key of chosen)
    piecesInTable.set(
      key,
      Number((await page.locator(`tr[data-route="${key}"] td`).last().innerText()).replace(/[^\d]/g, '')),
    );

  // The CSV: UTF-8 with a byte order mark, a header, exactly the chosen routes with the table's pieces.
  const started = Date.now();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^routes-austin-tx-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await downloadedBytes(file);
  console.log(`CSV of ${chosen.length} routes: ${bytes.length} bytes, ${Date.now() - started} ms`);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text).toContain('\r\n');
  const [header, ...rows] = Papa.parse<string[]>(text.trimEnd()).data;
  expect(header).toEqual(['ZIP', 'Route', 'Type', 'Homes', 'Businesses', 'Pieces']);
  expect(rows.map(([zip, route]) => `${zip}-${route}`).sort()).toEqual([...chosen].sort());
  for (const row of rows) {
    expect(row[2]).toMatch(/^(City|Rural|Highway contract) route$/);
    expect(Number(row[5])).toBe(piecesInTable.get(`${row[0]}-${row[1]}`));
    expect(Number(row[3]) + Number(row[4])).toBe(Number(row[5]));
  }

  // Copy link: the plan's address, which opens the same plan.
  const before = await totals(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('button', { name: 'Link copied' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/plan');
  expect(decodeRouteKeys(new URL(link).searchParams.get('routes')).sort()).toEqual([...chosen].sort());
  await page.goto(appUrl('/'));
  await page.goto(link);
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await expect.poll(() => totals(page)).toEqual(before);
  expect(selectedKeys(page).sort()).toEqual([...chosen].sort());
  await routesDrawn(page);
  await page.getByTestId('planner-quote-total').waitFor({ timeout: 10000 });

  // Print: no navigation, toolbars or buttons; the map, the chosen routes, totals, price and date.
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('toolbar', { name: 'Selection tools' }),
    page.getByRole('search', { name: 'Find a place' }),
    page.getByTestId('route-list-actions'),
    page.getByRole('table', { name: 'Routes in the search' }),
    page.getByRole('link', { name: 'Start a direct-mail draft with these routes' }),
  ])
    expect(await hidden.isVisible()).toBe(false);
  expect(await page.locator('button:visible').count()).toBe(0);
  expect(await page.locator('.maplibregl-canvas').isVisible()).toBe(true);
  const heading = page.getByTestId('print-heading');
  expect(await heading.isVisible()).toBe(true);
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  expect(await heading.innerText()).toContain('Austin, TX');
  expect(await heading.innerText()).toContain(`Printed ${today}`);
  const list = page.getByTestId('print-route-list');
  expect(await list.isVisible()).toBe(true);
  const printed = await list.locator('tbody tr').allInnerTexts();
  expect(printed).toHaveLength(chosen.length);
  for (const key of chosen) {
    const [zip, route] = key.split('-');
    expect(printed.some((line) => line.includes(zip!) && line.includes(route!))).toBe(true);
  }
  expect(await list.locator('tfoot').innerText()).toContain(before.pieces.toLocaleString('en-US'));
  expect(await page.getByTestId('planner-totals').isVisible()).toBe(true);
  expect(await page.getByTestId('planner-quote-total').isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Price of this mailing' }).isVisible()).toBe(true);
  // The map keeps its picture for printing: its canvas reads back as drawn, not blank.
  const inked = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.maplibregl-canvas')!;
    const copy = document.createElement('canvas');
    copy.width = 64;
    copy.height = 64;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(canvas, 0, 0, 64, 64);
    const data = ctx.getImageData(0, 0, 64, 64).data;
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) opaque++;
    return opaque / (64 * 64);
  });
  expect(inked).toBeGreaterThan(0.9);
  const pdfStarted = Date.now();
  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  console.log(`Printed plan: ${pdf.length} bytes of PDF in ${Date.now() - pdfStarted} ms`);
  if (process.env.ROUTE_LIST_PDF) await writeFile(process.env.ROUTE_LIST_PDF, pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  expect(errors).toEqual([]);
  await context.close();
});

test('import route codes: pasted and uploaded, unknown codes listed back, undone in one step', async () => {
  const { context, page, errors } = await openContext();
  await openPlan(page);
  const inSearch = await routesAround(AUSTIN);
  const inSearchKeys = new Set(inSearch.map(keyOf));
  // A route outside the search, about 12 km north: found by looking its ZIP up.
  const outside = (await routesAround({ lat: 30.37, lng: -97.74 })).find((r) => !inSearchKeys.has(keyOf(r)))!;
  expect(outside).toBeDefined();
  const unknownCode = `${inSearch[0]!.zip} C998`;
  expect(inSearchKeys.has(`${inSearch[0]!.zip}-C998`)).toBe(false);

  const [first] = await chooseRows(page, [0]);
  const picks = inSearch.filter((r) => keyOf(r) !== first).slice(3, 5);

  // Something that is no route code: refused, and what was typed is kept.
  await page.getByRole('button', { name: 'Import routes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import routes' });
  const codes = dialog.getByLabel('Route codes');
  await codes.fill('my favourite streets');
  await dialog.getByRole('button', { name: 'Find these routes' }).click();
  await dialog.getByText('No route codes found').waitFor();
  expect(await codes.inputValue()).toBe('my favourite streets');

  // Pasted codes, written three ways, one unknown.
  const pasted = [
    `${picks[0]!.zip} ${picks[0]!.croute}`,
    `${picks[1]!.zip}-${picks[1]!.croute.toLowerCase()}`,
    `${outside.zip}${outside.croute}`,
    unknownCode,
  ].join(', ');
  await codes.fill(pasted);
  await dialog.getByRole('button', { name: 'Find these routes' }).click();
  const preview = dialog.getByTestId('import-preview');
  await preview.waitFor({ timeout: 20000 });
  expect(await preview.innerText()).toContain('3 routes found.');
  expect((await preview.innerText()).replace(/\s+/g, ' ')).toContain(
    `These codes match no carrier route: ${unknownCode}`,
  );
  await dialog.getByLabel('Replace them with these').check();
  await dialog.getByRole('button', { name: 'Choose 3 routes' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const imported = [keyOf(picks[0]!), keyOf(picks[1]!), keyOf(outside)];
  await expect.poll(() => selectedKeys(page).sort()).toEqual([...imported].sort());
  await page
    .getByText(`Chose 3 routes from your list. These codes match no carrier route: ${unknownCode}.`)
    .waitFor();
  // The route from outside the search is drawn and counted, not left out.
  await expect.poll(() => totals(page).then((t) => t.routes)).toBe(3);
  await expect
    .poll(() => totals(page).then((t) => t.pieces))
    .toBe([picks[0]!, picks[1]!, outside].reduce((s, r) => s + r.totalCount, 0));
  await expect
    .poll(() => page.locator(`tr[data-route="${keyOf(outside)}"]`).getAttribute('aria-selected'))
    .toBe('true');

  // One undo brings the previous selection back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => selectedKeys(page)).toEqual([first]);

  // A CSV file with ZIP and route columns, in Windows-1252 (as older spreadsheets save it), added.
  const uploads = inSearch.filter((r) => keyOf(r) !== first).slice(6, 8);
  const csv = `ZIP Code,Carrier Route,City\r\n${uploads.map((r) => `${r.zip},${r.croute},Montr\u00e9al`).join('\r\n')}\r\n`;
  await page.getByRole('button', { name: 'Import routes' }).click();
  await dialog.getByLabel('Or a file').setInputFiles({
    name: 'usps-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'latin1'),
  });
  await dialog.getByText('Read usps-export.csv.').waitFor();
  await dialog.getByRole('button', { name: 'Find these routes' }).click();
  await preview.waitFor();
  expect(await preview.innerText()).toContain('2 routes found.');
  expect(await dialog.getByLabel('Keep them, and add these').isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Choose 2 routes' }).click();
  await expect.poll(() => selectedKeys(page).sort()).toEqual([first!, ...uploads.map(keyOf)].sort());

  expect(errors).toEqual([]);
  await context.close();
});
