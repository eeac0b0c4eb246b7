/**
 * Fast answers (http/fast-answers.ts) over real HTTP: a request the server answers itself gets exactly
 * the bytes the app sent for it (status, every header but Date, body), and only while the app would
 * still send them: a write through any connection, another second, another credential or none, and
 * simulated faults all go to the app.
 */
import type { Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, type Sandbox } from '../../test/support/sandbox';
import { startTempSandbox, type TempSandbox } from '../../test/support/temp-sandbox-server';
import { CACHED_ENDPOINTS, createApp } from '../app';
import { changeStamp } from '../db/connection';
import { DB_FILE } from '../sandbox';
import type { SandboxServer } from '../server';
import { AnswerCache } from './answer-cache';
import { FastAnswers } from './fast-answers';
import { createSandboxHttpServer } from './node-server';

interface Answer {
  status: number;
  /** Everything before the body but the Date line, as sent. */
  head: string;
  body: Buffer;
}

/** Sends one request on a new connection and reads the answer as bytes (the server closes it). */
function send(port: number, request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, end).toString('latin1');
      resolve({
        status: Number(head.split(' ')[1]),
        head: head.replace(/\r\nDate: [^\r]*/, ''),
        body: all.subarray(end + 4),
      });
    });
  });
}

const LIST = '/client/campaigns?first=50';
const QUOTE = JSON.stringify({ volume: 5000, format: 'LARGE' });

/** The raw request: GET, or POST with a JSON body; `extra` header lines end with CRLF. */
function request(target: string, token: string | undefined, extra = '', body?: string): string {
  const auth = token === undefined ? '' : `Authorization: Bearer ${token}\r\n`;
  const head = `${body === undefined ? 'GET' : 'POST'} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}${extra}`;
  if (body === undefined) return `${head}Connection: close\r\n\r\n`;
  const length = Buffer.byteLength(body);
  return `${head}Content-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;
}

/** The id of the first campaign of a list answer. */
const firstListed = (list: Answer) =>
  (JSON.parse(list.body.toString()) as { data: { nodes: { id: number }[] } }).data.nodes[0]!.id;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

describe('fast answers, with a clock the test moves', () => {
  let sb: Sandbox;
  let server: Server;
  let port: number;
  let fast: FastAnswers;
  let clock = 1_000_000;
  let keyA: string;
  let keyB: string;

  beforeAll(async () => {
    sb = await startTestSandbox();
    const cache = new AnswerCache(changeStamp(sb.db)!, { now: () => clock });
    fast = new FastAnswers(cache, CACHED_ENDPOINTS);
    const app = createApp({
      db: sb.db,
      key: sb.key,
      credentials: () => sb.credentials,
      answerCache: cache,
      fastAnswers: true,
    });
    server = createSandboxHttpServer((req, env) => app.fetch(req, env), { fastAnswers: () => fast });
    port = await listen(server);
    keyA = sb.credentials.clients[0]!.clientKey;
    keyB = sb.credentials.clients[1]!.clientKey;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    sb.close();
  });

  /** Sends `raw` twice: the first goes to the app, the second is answered fast. Both must be alike. */
  async function appThenFast(raw: string): Promise<Answer> {
    const before = fast.hits;
    const viaApp = await send(port, raw);
    expect(fast.hits).toBe(before);
    const viaFast = await send(port, raw);
    expect(fast.hits).toBe(before + 1);
    expect(viaFast.status).toBe(viaApp.status);
    expect(viaFast.head).toBe(viaApp.head);
    expect(viaFast.body.equals(viaApp.body)).toBe(true);
    return viaFast;
  }

  it('answers the list, the quote and compressed answers with the bytes the app sent', async () => {
    clock += 1000;
    const list = await appThenFast(request(LIST, keyA));
    expect(list.status).toBe(200);
    expect(list.head).toMatch(/\r\ncache-control: no-store\r\n/);
    expect(list.head).toMatch(/\r\nx-content-type-options: nosniff\r\n/);
    // Large enough to compress: it varies by encoding even when sent as is.
    expect(list.head).toMatch(/\r\nvary: Origin, Accept-Encoding\r\n/);
    const quote = await appThenFast(request('/client/calculators/eddm', keyA, '', QUOTE));
    expect(JSON.parse(quote.body.toString())).toMatchObject({ success: true });
    for (const encoding of ['br', 'gzip']) {
      const compressed = await appThenFast(request(LIST, keyA, `Accept-Encoding: ${encoding}\r\n`));
      expect(compressed.head).toMatch(new RegExp(`\\r\\ncontent-encoding: ${encoding}\\r\\n`));
      expect(compressed.head).toMatch(/\r\nvary: Origin, Accept-Encoding\r\n/);
    }
  });

  it('two quotes of one client with bodies of the same length each get their own answer', async () => {
    clock += 1000;
    const bodyOf = (volume: number) => JSON.stringify({ volume, format: 'LARGE' });
    expect(bodyOf(5000).length).toBe(bodyOf(6000).length);
    const volumeOf = (a: Answer) =>
      (JSON.parse(a.body.toString()) as { data: { volume: number } }).data.volume;
    const before = fast.hits;
    const first = await send(port, request('/client/calculators/eddm', keyA, '', bodyOf(5000)));
    const second = await send(port, request('/client/calculators/eddm', keyA, '', bodyOf(6000)));
    // The second went to the app: a different body is a different request.
    expect(fast.hits).toBe(before);
    expect([volumeOf(first), volumeOf(second)]).toEqual([5000, 6000]);
    const again = await send(port, request('/client/calculators/eddm', keyA, '', bodyOf(6000)));
    expect(fast.hits).toBe(before + 1);
    expect(volumeOf(again)).toBe(6000);
    expect(volumeOf(await send(port, request('/client/calculators/eddm', keyA, '', bodyOf(5000))))).toBe(
      5000,
    );
  });

  it('never gives one client the answer kept for another, nor for a missing or invalid credential', async () => {
    clock += 1000;
    const a = await appThenFast(request(LIST, keyA));
    const before = fast.hits;
    const b = await send(port, request(LIST, keyB));
    expect(b.status).toBe(200);
    expect(b.body.equals(a.body)).toBe(false);
    for (const token of [undefined, 'not-a-credential', `${keyA}x`]) {
      for (let i = 0; i < 2; i++) {
        const refused = await send(port, request(LIST, token));
        expect(refused.status).toBe(401);
        expect(JSON.parse(refused.body.toString())).toMatchObject({ success: false });
        expect(refused.head).toMatch(/\r\ncache-control: no-store\r\n/);
      }
    }
    // A filter naming another client is refused (403) however often it is asked.
    const other = sb.credentials.clients[1]!.clientId;
    for (let i = 0; i < 2; i++) {
      expect((await send(port, request(`${LIST}&clientId=${other}`, keyA))).status).toBe(403);
    }
    expect(fast.hits).toBe(before);
  });

  it('goes to the app after a write and when the second ends', async () => {
    clock += 1000;
    const first = await appThenFast(request(LIST, keyA));
    await sb.db
      .updateTable('campaigns')
      .set({ name: 'Renamed by the fast answers test' })
      .where('id', '=', firstListed(first))
      .execute();
    const before = fast.hits;
    const after = await send(port, request(LIST, keyA));
    expect(fast.hits).toBe(before);
    expect(after.body.equals(first.body)).toBe(false);
    expect(after.body.toString()).toContain('Renamed by the fast answers test');
    await send(port, request(LIST, keyA));
    expect(fast.hits).toBe(before + 1);
    clock += 1000;
    await send(port, request(LIST, keyA));
    expect(fast.hits).toBe(before + 1);
  });

  it('keeps only answers that can still be sent: none of a past second, even with no request after', async () => {
    clock += 1000;
    await appThenFast(request(LIST, keyA));
    await appThenFast(request(LIST, keyB));
    expect(fast.size).toBe(2);
    expect(fast.bytes).toBeGreaterThan(1000);
    clock += 1000;
    // A request of the next second drops what the last one kept before it keeps its own.
    await send(port, request(LIST, keyA));
    expect(fast.size).toBe(1);
    // And with no request at all, the sweep after the second's end does.
    clock += 1000;
    await vi.waitFor(() => expect(fast.size).toBe(0), { timeout: 3000 });
    expect(fast.bytes).toBe(0);
  });

  it('answers quotes on one kept-alive connection, pipelined or one by one, each whole', async () => {
    clock += 1000;
    const one = request('/client/calculators/eddm', keyA, '', QUOTE).replace(
      'Connection: close',
      'X-Test: 1',
    );
    const expected = (await send(port, request('/client/calculators/eddm', keyA, '', QUOTE))).body;
    const before = fast.hits;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    const answers = (n: number) =>
      vi.waitFor(() => expect(received.split('HTTP/1.1 200 OK').length - 1).toBe(n), { timeout: 5000 });
    socket.write(one + one + one);
    await answers(3);
    for (let i = 4; i <= 6; i++) {
      socket.write(one);
      await answers(i);
    }
    socket.destroy();
    const bodies = received
      .split('HTTP/1.1 200 OK')
      .slice(1)
      .map((a) => a.slice(a.indexOf('\r\n\r\n') + 4));
    expect(bodies).toEqual(Array(6).fill(expected.toString('latin1')));
    expect(fast.hits).toBeGreaterThan(before);
  });

  it('goes to the app for a request with an Origin, and for other endpoints', async () => {
    clock += 1000;
    const raw = request(LIST, keyA, 'Origin: http://localhost:5173\r\n');
    const before = fast.hits;
    const answers = [await send(port, raw), await send(port, raw)];
    expect(fast.hits).toBe(before);
    for (const answer of answers) {
      expect(answer.head).toMatch(/\r\naccess-control-allow-origin: http:\/\/localhost:5173\r\n/i);
    }
    await send(port, request('/client/me', keyA));
    await send(port, request('/client/me', keyA));
    expect(fast.hits).toBe(before);
  });
});

describe('fast answers in the sandbox server', () => {
  let started: TempSandbox | undefined;
  let server: SandboxServer;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    started = await startTempSandbox('doorstep-fast-answers-');
    ({ server, port, dataDir } = started);
  });
  afterAll(() => started?.stop());

  it('goes to the app after another connection to the database wrote to it', async () => {
    const fast = server.sandbox.fastAnswers!;
    const key = server.credentials.clients[0]!.clientKey;
    const raw = request(LIST, key);
    // Two requests in a row, retried when a second ends between them.
    let first = await send(port, raw);
    for (let hits = fast.hits; ; hits = fast.hits) {
      await send(port, raw);
      if (fast.hits > hits) break;
      first = await send(port, raw);
    }
    const other = new Database(path.join(dataDir, DB_FILE));
    try {
      other
        .prepare('update campaigns set name = ? where id = ?')
        .run('Renamed by another connection', firstListed(first));
    } finally {
      other.close();
    }
    const after = await send(port, raw);
    expect(after.body.equals(first.body)).toBe(false);
    expect(after.body.toString()).toContain('Renamed by another connection');
  });
});

describe('fast answers with simulated faults', () => {
  let started: TempSandbox | undefined;
  let server: SandboxServer;

  beforeAll(async () => {
    started = await startTempSandbox('doorstep-fast-faults-', {
      quiet: true,
      faults: { failures: [], latency: { min: 120, max: 120 }, seed: 1 },
    });
    server = started.server;
  });
  afterAll(() => started?.stop());

  it('makes none: every repeated request still waits the simulated latency', async () => {
    expect(server.sandbox.fastAnswers).toBeUndefined();
    const port = Number(new URL(server.url).port);
    const raw = request(LIST, server.credentials.clients[0]!.clientKey);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      expect((await send(port, raw)).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    }
  });
});
