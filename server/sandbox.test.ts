import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failureEnvelope } from '../src/api/contract/envelope';
import { sandboxCredentialsSchema } from '../src/api/contract/sandbox';
import { authHeaders, startTestSandbox } from '../test/support/sandbox';
import { writePrivateFileAtomic } from './data-dir';
import { createSandbox, type Sandbox } from './sandbox';
import { startSandboxServer } from './server';

const dirs: string[] = [];
const open: { close(): unknown }[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'doorstep-sandbox-test-'));
  dirs.push(dir);
  return dir;
};
const track = <T extends { close(): unknown }>(x: T) => {
  open.push(x);
  return x;
};

afterEach(async () => {
  for (const x of open.splice(0)) await x.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const campaignCount = async (sb: Sandbox) =>
  Number(
    (
      await sb.db
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('in-memory sandbox', () => {
  it('fetch routes any origin, a bare path, a URL object or a Request by path', async () => {
    const sb = track(await startTestSandbox());
    const headers = authHeaders(sb.credentials.clients[0]!.clientKey);
    for (const input of [
      'http://sandbox.test/client/campaigns?first=5',
      'https://api.example.com/client/campaigns?first=5',
      '/client/campaigns?first=5',
      new URL('http://localhost:5173/api/client/campaigns?first=5'),
      new Request('http://elsewhere.test/client/campaigns?first=5', { headers }),
    ]) {
      const res = await sb.fetch(input, input instanceof Request ? undefined : { headers });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { nodes: unknown[] } }).data.nodes).toHaveLength(5);
    }
  });

  it('fetch honours an abort signal', async () => {
    const sb = track(await startTestSandbox());
    const controller = new AbortController();
    controller.abort();
    await expect(sb.fetch('/health', { signal: controller.signal })).rejects.toThrow();
  });

  it('has its own random signing key', async () => {
    const [a, b] = [track(await startTestSandbox()), track(await startTestSandbox())];
    expect(Buffer.from(a.key.secret).equals(Buffer.from(b.key.secret))).toBe(false);
    expect(a.credentials.baseUrl).toBe('http://sandbox.test');
  });
});

describe('on-disk data folder', () => {
  it('first start migrates, seeds, and writes keys.json and credentials.json', async () => {
    const dir = tempDir();
    const sb = track(await createSandbox({ dataDir: dir, baseUrl: 'http://127.0.0.1:9999' }));
    expect(existsSync(path.join(dir, 'keys.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'sandbox.db'))).toBe(true);
    const written = sandboxCredentialsSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'credentials.json'), 'utf8')),
    );
    expect(written).toEqual(sb.credentials);
    expect(written.baseUrl).toBe('http://127.0.0.1:9999');
    expect(written.clients.length).toBeGreaterThanOrEqual(3);
    expect(written.clients[0]).toMatchObject({ clientId: '1001', name: 'Slice Republic Pizza' });
    expect(await campaignCount(sb)).toBeGreaterThan(300);
  });

  it('a second start reuses the data and the keys; --reset reseeds with the same keys', async () => {
    const dir = tempDir();
    const first = await createSandbox({ dataDir: dir });
    const keys = readFileSync(path.join(dir, 'keys.json'), 'utf8');
    const oldKey = first.credentials.clients[0]!.clientKey;
    const original = await first.db
      .selectFrom('campaigns')
      .select('name')
      .where('id', '=', 12001)
      .executeTakeFirst();
    await first.db
      .updateTable('campaigns')
      .set({ name: 'Marker campaign' })
      .where('id', '=', 12001)
      .execute();
    const count = await campaignCount(first);
    first.close();

    const second = await createSandbox({ dataDir: dir });
    expect(readFileSync(path.join(dir, 'keys.json'), 'utf8')).toBe(keys);
    expect(await campaignCount(second)).toBe(count);
    const kept = await second.db
      .selectFrom('campaigns')
      .select('name')
      .where('id', '=', 12001)
      .executeTakeFirst();
    expect(kept?.name).toBe('Marker campaign');
    // A credential issued on the first start still works.
    const res = await second.fetch('/client/me', { headers: authHeaders(oldKey) });
    expect(res.status).toBe(200);
    second.close();

    const reset = track(await createSandbox({ dataDir: dir, reset: true }));
    expect(readFileSync(path.join(dir, 'keys.json'), 'utf8')).toBe(keys);
    const fresh = await reset.db
      .selectFrom('campaigns')
      .select('name')
      .where('id', '=', 12001)
      .executeTakeFirst();
    expect(fresh?.name).toBe(original?.name);
    expect(fresh?.name).not.toBe('Marker campaign');
    expect(await campaignCount(reset)).toBe(count);
  });

  it('startSandboxServer serves over HTTP with the real URL in the credentials', async () => {
    const dir = tempDir();
    const server = track(await startSandboxServer({ port: 0, dataDir: dir, quiet: true }));
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.credentials.baseUrl).toBe(server.url);
    expect(server.credentialsPath).toBe(path.resolve(dir, 'credentials.json'));
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toEqual({ success: true, data: { status: 'ok' } });
    const list = await fetch(`${server.url}/client/campaigns?first=2`, {
      headers: authHeaders(server.credentials.clients[0]!.clientKey),
    });
    expect(list.status).toBe(200);
    const creds = await fetch(`${server.url}/sandbox/credentials`);
    expect(((await creds.json()) as { data: unknown }).data).toEqual(server.credentials);
  });

  it('answers what Node refuses before the app (huge heads, non-HTTP bytes, odd targets) with the envelope', async () => {
    const server = track(await startSandboxServer({ port: 0, dataDir: tempDir(), quiet: true }));
    const { port } = new URL(server.url);
    const raw = (request: Buffer | string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (d) => (data += d.toString('latin1')));
        socket.on('error', reject);
        socket.on('end', () => {
          const [head, body = ''] = data.split('\r\n\r\n');
          resolve({ status: Number(head!.split(' ')[1]), body: JSON.parse(body) });
        });
      });
    const key = server.credentials.clients[0]!.clientKey;
    const longIds = Array.from({ length: 3000 }, () => '12613').join(',');
    const long = await fetch(`${server.url}/client/campaigns?first=1&ids=${longIds}`, {
      headers: authHeaders(key),
    });
    expect(long.status).toBe(200);

    const cases: [Buffer | string, number, RegExp][] = [
      [`GET /client/me?pad=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, /too large/],
      ['FOO /client/me HTTP/1.1\r\nHost: x\r\n\r\n', 400, /Malformed HTTP request/],
      ['GARBAGE\r\n\r\n', 400, /Malformed HTTP request/],
      [Buffer.from('GET /client/\xff HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'), 400, /Malformed/],
      ['OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400, /Invalid request target/],
    ];
    for (const [request, status, message] of cases) {
      const res = await raw(request);
      expect(res.status).toBe(status);
      expect(failureEnvelope.parse(res.body).error).toMatch(message);
    }
  });
});

describe('the data folder is private and written safely', () => {
  const mode = (file: string) => statSync(file).mode & 0o777;
  const files = ['sandbox.db', 'sandbox.db-wal', 'sandbox.db-shm', 'keys.json', 'credentials.json'];

  it('the folder is 0700 and every file in it 0600, the -wal and -shm files included', async () => {
    const dir = path.join(tempDir(), 'data');
    const sb = track(await createSandbox({ dataDir: dir }));
    await sb.db.updateTable('campaigns').set({ name: 'x' }).where('id', '=', 12001).execute();
    expect(mode(dir)).toBe(0o700);
    for (const f of files) {
      expect(existsSync(path.join(dir, f)), f).toBe(true);
      expect(mode(path.join(dir, f)), f).toBe(0o600);
    }
  });

  it('a data folder written before is made private on the next start', async () => {
    const dir = tempDir();
    track(await createSandbox({ dataDir: dir })).close();
    chmodSync(dir, 0o755);
    for (const f of files) if (existsSync(path.join(dir, f))) chmodSync(path.join(dir, f), 0o644);
    track(await createSandbox({ dataDir: dir }));
    expect(mode(dir)).toBe(0o700);
    for (const f of files) if (existsSync(path.join(dir, f))) expect(mode(path.join(dir, f)), f).toBe(0o600);
  });

  it('a folder holding other files keeps its mode (its sandbox files are still private)', async () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    track(await createSandbox({ dataDir: dir }));
    expect(mode(dir)).toBe(0o755);
    expect(mode(path.join(dir, 'keys.json'))).toBe(0o600);
  });

  it('keys.json and credentials.json are replaced whole, never rewritten in place', async () => {
    const dir = tempDir();
    track(await createSandbox({ dataDir: dir })).close();
    // A reader that opened the old files keeps reading them whole while they are replaced.
    const readers = ['keys.json', 'credentials.json'].map((f) => {
      const file = path.join(dir, f);
      return { file, text: readFileSync(file, 'utf8'), fd: openSync(file, 'r'), ino: statSync(file).ino };
    });
    track(await createSandbox({ dataDir: dir, rotateKeys: true }));
    for (const r of readers) {
      const buf = Buffer.alloc(r.text.length + 100);
      const n = readSync(r.fd, buf, 0, buf.length, 0);
      closeSync(r.fd);
      expect(buf.toString('utf8', 0, n)).toBe(r.text);
      expect(statSync(r.file).ino).not.toBe(r.ino);
      expect(readFileSync(r.file, 'utf8')).not.toBe(r.text);
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a failed write leaves the old file and no temporary file', () => {
    const dir = tempDir();
    const target = path.join(dir, 'keys.json');
    mkdirSync(target); // renaming a file over a folder fails
    expect(() => writePrivateFileAtomic(target, '{}')).toThrow();
    expect(statSync(target).isDirectory()).toBe(true);
    expect(readdirSync(dir)).toEqual(['keys.json']);
  });
});

describe('rotating the signing keys', () => {
  it('new keys and new credentials; the old ones get 401', async () => {
    const dir = tempDir();
    const first = await createSandbox({ dataDir: dir });
    const old = first.credentials.clients[0]!;
    const oldKeys = readFileSync(path.join(dir, 'keys.json'), 'utf8');
    first.close();

    const rotated = track(await createSandbox({ dataDir: dir, rotateKeys: true }));
    expect(readFileSync(path.join(dir, 'keys.json'), 'utf8')).not.toBe(oldKeys);
    const written = sandboxCredentialsSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'credentials.json'), 'utf8')),
    );
    expect(written).toEqual(rotated.credentials);
    const fresh = written.clients[0]!;
    expect(fresh.clientKey).not.toBe(old.clientKey);
    expect(fresh.accessToken).not.toBe(old.accessToken);
    const me = (token: string) => rotated.fetch('/client/me', { headers: authHeaders(token) });
    expect((await me(fresh.clientKey)).status).toBe(200);
    const refused = await me(old.clientKey);
    expect(refused.status).toBe(401);
    failureEnvelope.parse(await refused.json());
    // The data itself is kept.
    expect(await campaignCount(rotated)).toBeGreaterThan(300);
  });

  it('npm run sandbox -- --rotate-keys rotates them', async () => {
    const dir = tempDir();
    const before = track(await createSandbox({ dataDir: dir }));
    const oldKey = before.credentials.clients[0]!.clientKey;
    before.close();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--rotate-keys'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: '0', SANDBOX_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('Press Ctrl+C')) resolve();
        });
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.on('exit', (code) => reject(new Error(`sandbox exited (${code}): ${out}`)));
      });
      expect(out).toContain('new signing keys');
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      const written = sandboxCredentialsSchema.parse(
        JSON.parse(readFileSync(path.join(dir, 'credentials.json'), 'utf8')),
      );
      const me = (token: string) => fetch(`${url}/client/me`, { headers: authHeaders(token) });
      expect((await me(oldKey)).status).toBe(401);
      expect((await me(written.clients[0]!.clientKey)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('close', resolve));
    }
  }, 30_000);
});
