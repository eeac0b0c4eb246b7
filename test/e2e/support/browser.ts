import { chromium, type Browser, type Download, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; Playwright cannot download its own browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags measured on these machines: without the networking ones Chromium floods the closed network. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the tests' Chromium is started: one for the whole run, by global-setup.ts (`launchServer`). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: chromiumArgs,
};

/**
 * The run's Chromium, started once by global-setup.ts: each file connects to it and works in contexts of
 * its own (every test opens its own context), instead of starting and stopping a browser of its own (about
 * 3 s a file on a loaded 2-core machine). `close()` disconnects and closes this file's contexts.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/** A download's bytes (`download.path()` is not available on a browser connected to). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The dashboard under test (a production build served with the sandbox behind `/api`). */
export const appUrl = (path = '/') => new URL(path, inject('appUrl')).toString();

/** A fresh page that fails the test on any uncaught page error. */
export async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}

/** The client key of a demo client of the run's sandbox (its main US account by default). */
export async function demoClientKey(name = 'Slice Republic Pizza'): Promise<string> {
  const res = await fetch(new URL('/sandbox/credentials', inject('sandboxUrl')));
  const body = (await res.json()) as { data: { clients: Array<{ name: string; clientKey: string }> } };
  const client = body.data.clients.find((c) => c.name === name);
  if (!client) throw new Error(`the sandbox has no demo client named ${name}`);
  return client.clientKey;
}

/**
 * A fresh page (as `newPage`) already signed in with `clientKey`: the key is in the tab's storage before
 * the app's code runs, where the sign-in page leaves it. For tests about what comes after signing in,
 * which need not walk through the sign-in page and Home first.
 */
export async function signedInPage(
  browser: Browser,
  clientKey: string,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser);
  await opened.page
    .context()
    .addInitScript((key) => sessionStorage.setItem('doorstep.clientKey', key), clientKey);
  return opened;
}
