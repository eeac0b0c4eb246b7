/**
 * Durability (issue 14): the sandbox runs as `npm run sandbox` does (server/main.ts, in a child process,
 * with a temporary data folder and a free port). Acknowledged writes stream in (tracking events, and
 * renames and details on a draft) and the process is killed with SIGKILL mid-stream. Started again on
 * the same folder, it has every acknowledged write, and `PRAGMA integrity_check` says ok.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { SandboxCredentials } from '../../src/api/contract/sandbox';
import { addDaysTo } from '../domain/calendar';
import { CREDENTIALS_FILE, DB_FILE } from '../sandbox';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-durability-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `server/main.ts` (one Node process: tsx as a loader, so a signal reaches the server itself). */
async function startSandbox(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_FAULTS: '', SANDBOX_LATENCY_MS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the sandbox did not start in time:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return { child, url };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function call(url: string, method: string, p: string, token: string, body?: unknown) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
}

describe('a sandbox killed mid-stream', () => {
  it('keeps every acknowledged write, and its database passes the integrity check', async () => {
    const first = await startSandbox();
    const creds = JSON.parse(
      readFileSync(path.join(dataDir, CREDENTIALS_FILE), 'utf8'),
    ) as SandboxCredentials;
    const client = creds.clients[0]!;
    const created = await call(first.url, 'POST', '/client/campaigns', client.accessToken, {
      channel: 'H2H',
      subtype: 'HANDTOHAND',
      name: 'Durable 0',
    });
    expect(created.status).toBe(200);
    const draft = String(created.json.data.campaignId);
    const status = await call(
      first.url,
      'GET',
      `/client/campaigns/${draft}/creation-status`,
      client.clientKey,
    );
    const earliest = status.json.data.earliestStartDate as string;

    // Three streams of writes, each sequential; the process is killed while they run.
    const events: string[] = [];
    let lastRename = 0;
    let lastDetails = -1;
    let stop = false;
    const stream = async (write: (i: number) => Promise<void>) => {
      for (let i = 1; !stop; i++) {
        try {
          await write(i);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const streams = Promise.all([
      stream(async (i) => {
        const res = await call(first.url, 'POST', '/tracking/events', client.clientKey, {
          eventName: 'conversion',
          type: 'Orders',
          transactionId: `durable-${i}`,
          value: i,
          currency: 'USD',
          userId: `durable-user-${i}`,
        });
        if (res.status === 200) events.push(String(res.json.data.id));
      }),
      stream(async (i) => {
        const res = await call(first.url, 'PATCH', `/client/campaigns/${draft}`, client.accessToken, {
          name: `Durable ${i}`,
        });
        if (res.status === 200) lastRename = i;
      }),
      stream(async (i) => {
        const res = await call(first.url, 'PATCH', `/client/campaigns/${draft}/details`, client.accessToken, {
          startDate: addDaysTo(earliest, i % 200),
          volume: 1000 + i,
        });
        if (res.status === 200) lastDetails = i;
      }),
    ]);
    // Kill once enough writes are acknowledged, while more are in flight.
    const deadline = Date.now() + 30_000;
    while (events.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await exited(first.child);
    stop = true;
    await streams;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(events.length).toBeGreaterThanOrEqual(60);
    expect(lastRename).toBeGreaterThan(0);
    expect(lastDetails).toBeGreaterThan(0);

    // Started again on the same folder: every acknowledged write is there.
    const second = await startSandbox();
    const conversions = await call(second.url, 'GET', '/client/conversions?limit=500', client.clientKey);
    const ids = new Set((conversions.json.data.nodes as { id: string }[]).map((n) => n.id));
    expect(events.filter((id) => !ids.has(id))).toEqual([]);
    const campaign = await call(second.url, 'GET', `/client/campaigns/${draft}`, client.clientKey);
    // The last acknowledged rename, or one after it that was committed as the process died.
    const renamed = Number(/^Durable (\d+)$/.exec(String(campaign.json.data.name))?.[1]);
    expect(renamed).toBeGreaterThanOrEqual(lastRename);
    expect(renamed).toBeLessThanOrEqual(lastRename + 1);
    const details = await call(
      second.url,
      'GET',
      `/client/campaigns/${draft}/creation-status`,
      client.clientKey,
    );
    expect(details.status).toBe(200);
    const start = String(campaign.json.data.start_date);
    expect([addDaysTo(earliest, lastDetails % 200), addDaysTo(earliest, (lastDetails + 1) % 200)]).toContain(
      start,
    );

    second.child.kill('SIGTERM');
    await exited(second.child);
    const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const stored = db
        .prepare(`select count(*) as n from conversions where id in (${events.map(() => '?').join(',')})`)
        .get(...events.map(Number)) as { n: number };
      expect(stored.n).toBe(events.length);
    } finally {
      db.close();
    }
  }, 180_000);
});
