/**
 * A page on another loopback origin (a dashboard served apart from the sandbox, as the README's settings
 * allow) talking to the sandbox straight, in real Chromium: the browser hides every answer header the
 * sandbox does not name in `Access-Control-Expose-Headers`. The dashboard reads two (src/api/http-client.ts):
 * `Retry-After` on a 409 tells a keyed write still running (retried) from a conflict (an error), and
 * `Idempotent-Replayed` marks the first answer given again. Without the exposure both read as absent here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { startSandboxServer } from '../../server/server';
import { holdNextTransaction } from '../support/hold-transaction';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let dataDir: string;
let other: Server;
let otherOrigin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-cross-origin-'));
  sandbox = await startSandboxServer({ port: 0, dataDir, reset: true, quiet: true });
  // Another origin on this machine: another port serving a blank page.
  other = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>Another origin</title>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => other?.close(resolve));
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a keyed write still running reads Retry-After, and its retry reads Idempotent-Replayed', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(otherOrigin);
  expect(new URL(sandbox.url).origin).not.toBe(otherOrigin);
  const request = {
    url: `${sandbox.url}${endpoints.createDraft.path}`,
    method: endpoints.createDraft.method,
    token: sandbox.credentials.clients[0]!.accessToken,
    body: JSON.stringify({ channel: 'ADM', subtype: 'EDDM', name: 'Sent from another origin' }),
  };
  // The first send is held at the start of its transaction: the second surely arrives while it runs.
  const held = holdNextTransaction(sandbox.sandbox.db);
  try {
    await page.evaluate((r) => {
      const send = () =>
        fetch(r.url, {
          method: r.method,
          headers: {
            Authorization: `Bearer ${r.token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': 'cross-origin-1',
          },
          body: r.body,
        });
      const w = window as unknown as { send: typeof send; first: Promise<Response> };
      w.send = send;
      w.first = send();
    }, request);
    await held.running;

    const busy = await page.evaluate(async () => {
      const w = window as unknown as { send: () => Promise<Response> };
      const res = await w.send();
      return { status: res.status, retryAfter: res.headers.get('Retry-After') };
    });
    expect(busy).toEqual({ status: 409, retryAfter: '1' });

    held.release();
    const [first, retry] = await page.evaluate(async () => {
      const w = window as unknown as { send: () => Promise<Response>; first: Promise<Response> };
      const read = async (res: Response) => ({
        status: res.status,
        replayed: res.headers.get('Idempotent-Replayed'),
        campaignId: ((await res.json()) as { data: { campaignId: number } }).data.campaignId,
      });
      const first = await read(await w.first);
      // As the dashboard does after Retry-After: the same request again.
      return [first, await read(await w.send())];
    });
    expect(first).toMatchObject({ status: 200, replayed: null });
    expect(retry).toEqual({ status: 200, replayed: 'true', campaignId: first.campaignId });
  } finally {
    held.restore();
  }
  expect(errors).toEqual([]);
});
