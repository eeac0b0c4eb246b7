/**
 * The sandbox over real HTTP: what Node and the adapter would answer on their own (refused uploads, Host,
 * expectations, malformed requests, aborted uploads) is the envelope, and a refused upload never breaks
 * the connection's next request.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { failureEnvelope } from '../../src/api/contract/envelope';
import { useTempSandbox } from '../../test/support/temp-sandbox-server';

// Nothing in this file is a bug of the sandbox: nothing may be logged as one.
const sandbox = useTempSandbox('doorstep-node-server-', { noErrorsLogged: true });

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server sent, interim answers (100 Continue) included. */
  raw: string;
}

const parseAnswer = (raw: string): RawAnswer => {
  const final = raw.replace(/^HTTP\/1\.1 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n/, '');
  const [head = '', ...rest] = final.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw };
};

/** Sends raw bytes on a fresh connection and reads until the server closes it. */
const raw = (bytes: string | Buffer, then?: (socket: Socket) => void) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(sandbox.port, '127.0.0.1', () => {
      socket.write(bytes);
      then?.(socket);
    });
    let data = '';
    socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(data)));
  });

const expectEnvelope = (res: RawAnswer, status: number, message?: RegExp) => {
  expect(res.status, res.raw.slice(0, 300)).toBe(status);
  const error = failureEnvelope.parse(JSON.parse(res.body)).error;
  if (message) expect(error).toMatch(message);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('no-store');
  return error;
};

const get = (target: string, headers = 'Host: 127.0.0.1\r\n') =>
  raw(`GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);

describe('a refusal that leaves the upload unread does not break the next request', () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => agent.destroy());

  const send = (method: string, target: string, body?: Buffer, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: sandbox.port, method, path: target, agent, headers },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const json = { 'Content-Type': 'application/json' };
  it.each([
    [413, '/client/calculators/eddm', 3 * 1024 * 1024, { ...json, Authorization: `Bearer {key}` }],
    [401, '/client/calculators/eddm', 400 * 1024, json],
    [400, '/client/calculators/eddm', 400 * 1024, { Authorization: `Bearer {key}` }],
    [404, '/nowhere', 400 * 1024, json],
    [405, '/client/me', 400 * 1024, json],
  ])(
    '%i on POST %s with %i bytes, then a request on the same connection',
    async (status, target, size, h) => {
      const headers = Object.fromEntries(
        Object.entries(h).map(([k, v]) => [k, v.replace('{key}', sandbox.key)]),
      );
      const first = await send('POST', target, Buffer.alloc(size, 'a'), headers);
      expect(first.status).toBe(status);
      failureEnvelope.parse(JSON.parse(first.body));
      expect(first.headers.connection).toBe('close');
      const next = await send('GET', '/health');
      expect(next.status).toBe(200);
    },
  );

  it('a refusal of a request whose small body came with its head keeps the connection', async () => {
    // Node parses the head and the body of one packet before the app answers (the 404 is given at once).
    const first = await send('POST', '/nowhere', Buffer.from('{"a":1}'), json);
    expect(first.status).toBe(404);
    expect(first.headers.connection).toBe('keep-alive');
    expect((await send('GET', '/health')).status).toBe(200);
  });

  it('a POST whose body was read keeps the connection', async () => {
    const body = Buffer.from(JSON.stringify({ volume: 5000, format: 'LARGE' }));
    const res = await send('POST', '/client/calculators/eddm', body, {
      ...json,
      Authorization: `Bearer ${sandbox.key}`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.connection).toBe('keep-alive');
    expect((await send('GET', '/health')).status).toBe(200);
  });
});

describe('answers the answer cache keeps are sent like any other', () => {
  const quote = JSON.stringify({ volume: 5000, format: 'LARGE' });
  const quoteRequest = (headers = '') =>
    `POST /client/calculators/eddm HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${sandbox.key}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${quote.length}\r\n${headers}Connection: close\r\n\r\n${quote}`;
  /** The header lines as sent: names as written, in order, with the values that do not vary. */
  const headLines = (res: RawAnswer) =>
    res.raw
      .split('\r\n\r\n')[0]!
      .split('\r\n')
      .slice(1)
      .map((line) => (/^(Date|Content-Length):/.test(line) ? line.slice(0, line.indexOf(':')) : line));

  it('the same header lines, in the same order and spelling, as an answer built afresh', async () => {
    // The quote comes from the answer cache (built with its headers: http/edge.ts); /client/me does not.
    const [first, second] = [await raw(quoteRequest()), await raw(quoteRequest())];
    const me = await get('/client/me', `Host: 127.0.0.1\r\nAuthorization: Bearer ${sandbox.key}\r\n`);
    const lines = [
      'cache-control: no-store',
      'content-type: application/json',
      'vary: Origin',
      'x-content-type-options: nosniff',
      'Content-Length',
      'Date',
      'Connection: close',
    ];
    expect(headLines(first)).toEqual(lines);
    expect(headLines(second)).toEqual(lines);
    // `/client/me` is large enough to compress, so it varies by encoding too; otherwise the same lines.
    expect(headLines(me)).toEqual(
      lines.map((l) => (l === 'vary: Origin' ? 'vary: Origin, Accept-Encoding' : l)),
    );
    expect(second.body).toBe(first.body);
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
  });

  it('with an allowed Origin: the CORS header too, in its place', async () => {
    const res = await raw(quoteRequest('Origin: http://localhost:5173\r\n'));
    expect(headLines(res).slice(0, 3)).toEqual([
      'access-control-allow-origin: http://localhost:5173',
      'access-control-expose-headers: Retry-After, Idempotent-Replayed',
      'cache-control: no-store',
    ]);
  });

  it('a HEAD of a cached read has the headers and no body', async () => {
    const head = `HEAD /client/campaigns?first=2 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${sandbox.key}\r\nConnection: close\r\n\r\n`;
    await raw(head);
    const res = await raw(head);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body).toBe('');
  });
});

describe('Host: only this machine (DNS rebinding)', () => {
  it.each(['127.0.0.1', '127.0.0.1:{port}', 'localhost', 'LOCALHOST:{port}', '[::1]', '[::1]:{port}'])(
    'Host %s is answered',
    async (host) => {
      const res = await get('/health', `Host: ${host.replace('{port}', String(sandbox.port))}\r\n`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['evil.example', 'evil.example:{port}', '127.0.0.1.nip.io', 'localhost.evil.example', '10.0.0.1'])(
    'Host %s -> 403, and no credentials',
    async (host) => {
      const res = await get(
        '/sandbox/credentials',
        `Host: ${host.replace('{port}', String(sandbox.port))}\r\n`,
      );
      expectEnvelope(res, 403, /only requests addressed to this machine/);
      expect(res.body).not.toContain(sandbox.key);
    },
  );

  it.each([
    ['missing (HTTP/1.1)', 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n', /missing Host/],
    ['missing (HTTP/1.0)', 'GET /health HTTP/1.0\r\n\r\n', /missing Host/],
    ['empty', 'GET /health HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n', /missing Host/],
    ['malformed', 'GET /health HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n', /Invalid Host/],
    ['a path', 'GET /health HTTP/1.1\r\nHost: 127.0.0.1/x\r\nConnection: close\r\n\r\n', /Invalid Host/],
    [
      'a bad port',
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1:99999\r\nConnection: close\r\n\r\n',
      /Invalid Host/,
    ],
    [
      'twice',
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
      /more than one Host/,
    ],
  ])('Host %s -> 400 envelope', async (_label, request, message) => {
    expectEnvelope(await raw(request), 400, message);
  });
});

describe('what Node or the adapter would answer alone is the envelope', () => {
  it('a backslash in the path -> 400', async () => {
    expectEnvelope(await get('/client\\me'), 400, /Backslash/i);
  });

  it('an expectation other than 100-continue -> 417', async () => {
    const res = await raw(
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n',
    );
    expectEnvelope(res, 417, /100-continue/);
  });

  it('a HEAD refused by the parser has headers and no body', async () => {
    for (const [request, status] of [
      [`HEAD /health?pad=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 431],
      [`HEAD /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${'y'.repeat(200_000)}\r\n\r\n`, 431],
      ['HEAD /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: x\r\n\r\n', 400],
    ] as const) {
      const res = await raw(request);
      expect(res.status).toBe(status);
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      expect(res.body).toBe('');
    }
    // The same refusal of a GET carries the envelope.
    expectEnvelope(
      await raw(`GET /health?pad=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
      431,
    );
    // After a finished request on the connection, the next head's method is the one that counts.
    const res = await raw(
      `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nHEAD /health?pad=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(res.raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(res.raw).toMatch(/HTTP\/1\.1 431 [^]*\r\n\r\n$/);
  });

  it.each([
    ['a host and port', 'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n'],
    ['a path', 'CONNECT /client/me HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ])('a CONNECT to %s -> 405 envelope with Allow, then the close', async (_label, request) => {
    const res = await raw(request);
    expectEnvelope(res, 405, /CONNECT not allowed.*not a proxy/);
    expect(res.headers.allow).toMatch(/^GET, HEAD, POST\b/);
    expect(res.headers.connection).toBe('close');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('a HEAD refused by the sandbox has headers and no body', async () => {
    const res = await raw('HEAD /health HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(403);
    expect(res.body).toBe('');
  });

  const upload = (size: number) =>
    `POST /client/calculators/eddm HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${sandbox.key}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${size}\r\nExpect: 100-continue\r\n\r\n`;

  it('an upload over 1 MB sent with Expect: 100-continue gets its 413 without 100 Continue', async () => {
    const res = await raw(upload(3 * 1024 * 1024));
    expect(res.raw).not.toMatch(/^HTTP\/1\.1 100/);
    expectEnvelope(res, 413, /too large/);
    expect(res.headers.connection).toBe('close');
  });

  it('an upload within the limit sent with Expect: 100-continue gets 100 Continue, then its answer', async () => {
    const body = JSON.stringify({ volume: 5000, format: 'LARGE' });
    const res = await raw(
      upload(Buffer.byteLength(body)).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'),
      (socket) => socket.once('data', () => socket.write(body)),
    );
    expect(res.raw).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    expect(res.status).toBe(200);
  });

  it('a chunked upload the client abandons is logged as that, not as a bug', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await raw(
        `POST /client/calculators/eddm HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${sandbox.key}\r\n` +
          'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"vol\r\n',
        (socket) => setTimeout(() => socket.destroy(), 50),
      );
      await vi.waitFor(() =>
        expect(info).toHaveBeenCalledWith(expect.stringMatching(/closed the connection/)),
      );
    } finally {
      info.mockRestore();
    }
  });
});
