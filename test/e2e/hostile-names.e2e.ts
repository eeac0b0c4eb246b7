/**
 * Names are data, never markup: a draft renamed `<img src=x onerror=alert(1)>` (through the service, as
 * any client could) shows as text on the campaign list, its page and Home, and runs nothing.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { appUrl, launchBrowser, newPage } from './support/browser';

const HOSTILE = '<img src=x onerror=alert(1)>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Credentials = { data: { clients: Array<{ name: string; clientKey: string; accessToken: string }> } };

test('a campaign named like markup renders as text and runs nothing', async () => {
  const sandbox = inject('sandboxUrl');
  const creds = ((await (await fetch(new URL('/sandbox/credentials', sandbox))).json()) as Credentials).data;
  const client = creds.clients.find((c) => c.name === 'Slice Republic Pizza')!;
  const drafts = (await (
    await fetch(new URL('/client/campaigns?statuses=0&first=1', sandbox), {
      headers: { Authorization: `Bearer ${client.clientKey}` },
    })
  ).json()) as { data: { nodes: Array<{ id: string }> } };
  const id = drafts.data.nodes[0]!.id;
  const rename = endpoints.renameCampaign;
  const res = await fetch(new URL(rename.path.replace('{id}', id), sandbox), {
    method: rename.method,
    headers: { Authorization: `Bearer ${client.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: HOSTILE }),
  });
  expect(res.status).toBe(200);

  const { page, errors } = await newPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const brokenImages: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/x') brokenImages.push(r.url());
  });

  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((u) => u.pathname === '/');

  for (const address of ['/', '/campaigns?status=draft', `/campaigns/${id}`]) {
    await page.goto(appUrl(address));
    await page.getByText(HOSTILE, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  }
  expect(await page.title()).toContain(HOSTILE);
  expect(dialogs).toEqual([]);
  expect(brokenImages).toEqual([]);
  expect(errors).toEqual([]);
});
