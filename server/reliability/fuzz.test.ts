/**
 * Property-based fuzzing (issue 14): thousands of generated requests against a real sandbox over HTTP
 * (paths, methods, query values, bodies, credentials, sizes, unicode, injection-like strings). Every
 * answer is below 500; every answer is the envelope `{success, data | error}` with a JSON content type,
 * except where the contract says otherwise (the OAuth endpoints answer per RFC 6749 and show a consent
 * page; artwork files; HEAD and preflight answers have no body); and the connection the request used
 * still serves the next request. The seed is fixed when CI is set and random otherwise; it is printed
 * before the run, and fast-check prints it (with the shrunk request) on failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Endpoint } from '../../src/api/contract/endpoint';
import { endpoints } from '../../src/api/contract/endpoints';
import { signAccessToken } from '../auth/tokens';
import { startSandboxServer, type SandboxServer } from '../server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const CI_SEED = 20_261_123;
const seed = process.env.CI ? CI_SEED : Math.floor(Math.random() * 2 ** 31);
const seedFromEnv = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let server: SandboxServer;
let dataDir: string;
let host: string;
let port: number;
/** One keep-alive connection at a time: the check request after each fuzz request goes over the same one. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const credentials: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-fuzz-'));
  server = await startSandboxServer({ port: 0, dataDir });
  const url = new URL(server.url);
  host = url.hostname;
  port = Number(url.port);
  const [a, b] = server.credentials.clients;
  credentials.push(a!.clientKey, a!.accessToken, b!.clientKey, b!.accessToken);
  // A token for a client that does not exist, one without the builder scope, one expired.
  const key = server.sandbox.key;
  credentials.push(await signAccessToken(key, '999999'));
  credentials.push(await signAccessToken(key, a!.clientId, { scope: 'campaigns:read' }));
}, 60_000);

afterAll(async () => {
  agent.destroy();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Got {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the request went over a connection an earlier request had used. */
  reused: boolean;
  /** The local port of the connection (tells connections apart). */
  localPort: number | undefined;
}

function send(req: Sent): Promise<Got> {
  return new Promise((resolve, reject) => {
    const r = httpRequest(
      {
        host,
        port,
        agent,
        method: req.method,
        path: req.path,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, withCredentials(v)])),
      },
      (res) => {
        const localPort = res.socket.localPort;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            reused: r.reusedSocket,
            localPort,
          }),
        );
        res.on('error', reject);
      },
    );
    r.setTimeout(20_000, () => r.destroy(new Error(`no answer in 20 s to ${req.method} ${req.path}`)));
    r.on('error', reject);
    r.end(req.body);
  });
}

// ---- Generators ----

const injections = [
  "' OR 1=1 --",
  '"; DROP TABLE campaigns; --',
  '1; SELECT * FROM clients',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '${process.exit()}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '-9223372036854775809',
  '0x10',
  '   ',
  '',
  '🙂🍕',
  'Ünïcödé – ñ',
  '\u202e\u200b\ufeff',
  '\ud800',
  'null',
  'true',
  '[]',
  '{}',
  ',,,',
  '%',
  '%zz',
  '%E0%A4%A',
  'a'.repeat(5000),
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...injections) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
  { weight: 2, arbitrary: fc.integer({ min: -1_000_000, max: 100_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  {
    weight: 1,
    arbitrary: fc
      .date({ noInvalidDate: false })
      .map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '12001',
      '12008',
      '12135',
      '500001',
      '3001',
      '3069',
      '4002',
      '4024',
      '1001',
      '1002',
      '4671654',
    ),
  },
);

/** Percent-encodes the UTF-8 bytes of `s` (a lone surrogate becomes U+FFFD, as on the wire). */
const pct = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/** A path segment: percent-encoded text, or raw ASCII (malformed escapes included). */
const segment = fc.oneof(
  { weight: 4, arbitrary: text.map(pct) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%2e%2e',
      '..',
      '.',
      '%2F',
      ';x=1',
      '%00',
      '~',
      '!$&()*+,;=:@',
    ),
  },
);

const queryNames = [
  'first',
  'skip',
  'ids',
  'search',
  'status',
  'statuses',
  'type',
  'types',
  'from',
  'to',
  'campaignId',
  'campaignIds',
  'lat',
  'lng',
  'radius',
  'volume',
  'cityId',
  'q',
  'includePaths',
  'includeDrafts',
  'metricIds',
  'limit',
  'page',
  'pageSize',
  'sort',
  'format',
  'state',
  'clientId',
  'client_id',
  '__proto__',
  'constructor',
  'title',
  'seed',
  'kind',
  'w',
  'h',
  'name',
  'subtitle',
  'response_type',
  'redirect_uri',
  'code_challenge',
  'scope',
  'login_hint',
];

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...queryNames) }, { weight: 1, arbitrary: text }),
      fc.oneof(
        text,
        fc.array(text, { maxLength: 4 }).map((a) => a.join(',')),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => {
    const qs = new URLSearchParams();
    for (const [k, v] of pairs) qs.append(k, v);
    return qs.toString();
  });

const bodyValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(
    fc.oneof(
      text,
      fc.integer(),
      fc.dictionary(fc.constantFrom('raw', 'cityId', 'code', 'values', 'volume'), text),
    ),
    { maxLength: 4 },
  ),
  fc.dictionary(text, text, { maxKeys: 4 }),
);

const bodyKeys = [
  'name',
  'channel',
  'subtype',
  'routes',
  'cities',
  'attributes',
  'audienceId',
  'designId',
  'templateId',
  'startDate',
  'volume',
  'format',
  'countryId',
  'flyerSize',
  'flyerThickness',
  'flyerQuantity',
  'city',
  'eventName',
  'value',
  'type',
  'transactionId',
  'currency',
  'userId',
  'coupon',
  'discount',
  'metadata',
  'fileUrls',
  'recipients',
  'clientId',
  '__proto__',
  'constructor',
];

/** Bodies close to valid ones (so the handlers run, not only the validation) and plain junk. */
const validish: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom<Record<string, unknown>>(
  { channel: 'ADM', subtype: 'EDDM' },
  { channel: 'H2H', subtype: 'HANDTOHAND', name: 'Fuzz' },
  { name: 'Renamed by fuzz' },
  { cities: [{ cityId: '4671654', volume: 5000 }] },
  { attributes: [] },
  { audienceId: '4002' },
  { designId: '3001' },
  { templateId: '1' },
  { startDate: '2099-01-05', volume: 1000 },
  { volume: 5000, format: 'BEST_SELLER' },
  { countryId: 'US', flyerSize: 'A6', flyerThickness: '135gsm', flyerQuantity: 10000 },
  { eventName: 'Signups', value: 0, userId: 'u1' },
  { eventName: 'conversion', type: 'Orders', transactionId: 't', value: 12.5, currency: 'USD', userId: 'u' },
  {
    fileUrls: ['https://cdn.example.com/a.pdf'],
    recipients: [
      {
        addressName: 'A',
        addressLine1: 'B',
        addressCity: 'Berlin',
        addressState: 'Berlin',
        addressPostalCode: '10115',
        addressCountry: 'GERMANY',
      },
    ],
  },
);

const jsonBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(validish, fc.dictionary(fc.constantFrom(...bodyKeys), bodyValue, { maxKeys: 3 }))
      .map(([a, b]) => JSON.stringify({ ...a, ...b })),
  },
  { weight: 2, arbitrary: validish.map((b) => JSON.stringify(b)) },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.constantFrom(...bodyKeys), bodyValue, { maxKeys: 5 })
      .map((b) => JSON.stringify(b)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
);

const rawBody = fc.oneof(
  text,
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '""',
    '{"__proto__":{"polluted":1}}',
    '{"name":"\\ud800"}',
    'a=1&b=2',
  ),
  fc
    .constantFrom(0, 1, 1024 * 1024 - 20, 1024 * 1024 + 1, 1_300_000)
    .map((n) => `{"name":"${'x'.repeat(n)}"}`),
  fc.string({ maxLength: 200, unit: 'binary' }),
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/merge-patch+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
      'application/json, text/html',
    ),
  },
);

/**
 * The Authorization header, with `{cred:N}` standing for `credentials[N]` (filled in when sending, so a
 * counterexample prints as plain data): client keys, access tokens, an unknown client's, a token without
 * the builder scope, and malformed ones.
 */
const credential = fc.oneof(
  { weight: 6, arbitrary: fc.nat(5).map((i): string | undefined => `Bearer {cred:${i}}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Bearer not.a.jwt',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMDAxIn0.',
      'bearer   {cred:0}   ',
      'Bearer {cred:0}x',
      'Bearer {cred:0} {cred:2}',
    ),
  },
);

const withCredentials = (header: string) =>
  header.replace(/\{cred:(\d)\}/g, (_, i: string) => credentials[Number(i)]!);

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const table = Object.values(endpoints) as Endpoint[];

const request: fc.Arbitrary<Sent> = fc
  .record({
    endpoint: fc.constantFrom(...table),
    otherMethod: fc.option(fc.constantFrom(...methods), { freq: 5 }),
    id: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('12001', '12008', '12135', '12516', '12561', '99999999') },
      { weight: 2, arbitrary: segment },
    ),
    pathShape: fc.oneof(
      { weight: 8, arbitrary: fc.constant<'table' | 'suffix' | 'random'>('table') },
      { weight: 1, arbitrary: fc.constant<'table' | 'suffix' | 'random'>('suffix') },
      { weight: 1, arbitrary: fc.constant<'table' | 'suffix' | 'random'>('random') },
    ),
    extra: fc.array(segment, { minLength: 1, maxLength: 3 }),
    query: fc.option(queryString, { freq: 3 }),
    auth: credential,
    body: fc.option(fc.oneof({ weight: 4, arbitrary: jsonBody }, { weight: 1, arbitrary: rawBody }), {
      freq: 4,
    }),
    type: contentType,
    origin: fc.option(fc.constantFrom('http://127.0.0.1:5173', 'https://evil.example', 'null'), { freq: 4 }),
    hostHeader: fc.option(fc.constantFrom('evil.example', 'localhost', `127.0.0.1:99999`, '[::1]'), {
      freq: 20,
    }),
    // A few keys reused across requests of any endpoint and body (replays, 409s), and malformed ones.
    idempotencyKey: fc.option(fc.constantFrom('fuzz-1', 'fuzz-2', ' ', 'é', 'x'.repeat(201)), { freq: 4 }),
  })
  .map((g): Sent => {
    const method = g.otherMethod ?? g.endpoint.method;
    let p = g.endpoint.path.includes('{id}')
      ? fillPath(g.endpoint.path as '/x/{id}', { id: '_' } as never).replace('_', g.id)
      : g.endpoint.path;
    if (g.pathShape === 'suffix') p = `${p}/${g.extra.join('/')}`;
    if (g.pathShape === 'random') p = `/${g.extra.join('/')}`;
    const headers: Record<string, string> = {};
    if (g.auth !== undefined) headers.Authorization = g.auth;
    if (g.body !== null) {
      if (g.type !== '') headers['Content-Type'] = g.type;
      headers['Content-Length'] = String(Buffer.byteLength(g.body));
    }
    if (g.origin !== null) {
      headers.Origin = g.origin;
      if (method === 'OPTIONS') headers['Access-Control-Request-Method'] = g.endpoint.method;
    }
    if (g.hostHeader !== null) headers.Host = g.hostHeader;
    if (g.idempotencyKey !== null) headers['Idempotency-Key'] = g.idempotencyKey;
    return { method, path: g.query ? `${p}?${g.query}` : p, headers, body: g.body ?? undefined };
  });

// ---- What every answer must be ----

const isOAuth = (p: string) => p === '/oauth' || p.startsWith('/oauth/');
const isFile = (p: string) => p === endpoints.artworkImage.path || p === endpoints.artworkFile.path;

/** Problems with one answer (empty when it is as the contract says). */
function problems(req: Sent, res: Got): string[] {
  const out: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  const pathname = req.path.split('?')[0]!;
  if (res.status >= 500) out.push(`status ${res.status}`);
  if (req.method === 'HEAD' || res.status === 204 || res.status === 304) return out;
  if (res.status >= 300 && res.status < 400 && isOAuth(pathname)) return out;
  if (isOAuth(pathname)) {
    // RFC 6749 JSON answers of /oauth/token, the consent and error pages, or the envelope.
    if (!/^(application\/json|text\/html)/.test(type)) out.push(`OAuth answer with content type '${type}'`);
    return out;
  }
  if (isFile(pathname) && res.status === 200) return out;
  if (pathname === endpoints.openApi.path && req.method === 'GET' && res.status === 200) return out;
  if (!type.startsWith('application/json')) {
    out.push(`content type '${type}', not JSON`);
    return out;
  }
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    out.push(`body is not JSON: ${res.body.slice(0, 120)}`);
    return out;
  }
  const env = json as { success?: unknown; error?: unknown; data?: unknown };
  if (res.status < 300) {
    if (env.success !== true || !('data' in env))
      out.push(`a ${res.status} that is not {success:true, data}`);
  } else if (env.success !== false || typeof env.error !== 'string' || env.error === '') {
    out.push(`a ${res.status} that is not {success:false, error}`);
  }
  return out;
}

describe('fuzzing the sandbox over HTTP', () => {
  it(`${RUNS} generated requests: never a 5xx, always the envelope, the connection still works`, async () => {
    const used = seedFromEnv ?? seed;
    console.info(
      `[fuzz] seed ${used}${process.env.CI ? ' (fixed: CI is set)' : ''}; repeat with FUZZ_SEED=${used}`,
    );
    let sent = 0;
    let reusedChecks = 0;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const res = await send(req);
        sent++;
        const found = problems(req, res);
        // The same connection serves the next request, unless the answer said it closes.
        const closes = String(res.headers.connection ?? '').toLowerCase() === 'close';
        const check = await send({ method: 'GET', path: '/health', headers: {} });
        if (check.status !== 200 || !check.body.includes('"success":true'))
          found.push(`the next request got ${check.status} ${check.body.slice(0, 100)}`);
        // Node's client does not reuse a connection after a HEAD answer without Content-Length (its
        // parser decides keep-alive before it knows the body is skipped): the next request works on a
        // new connection, checked above.
        if (!closes && req.method !== 'HEAD') {
          if (!check.reused || check.localPort !== res.localPort)
            found.push('the connection was not kept alive although the answer did not say it closes');
          else reusedChecks++;
        }
        if (found.length > 0) {
          const shown = {
            ...req,
            body:
              req.body && req.body.length > 300
                ? `${req.body.slice(0, 300)}… (${req.body.length})`
                : req.body,
          };
          throw new Error(
            `${found.join('; ')}\n  request: ${JSON.stringify(shown)}\n  answer: ${res.status} ${res.body.slice(0, 300)}`,
          );
        }
      }),
      { seed: used, numRuns: RUNS, endOnFailure: false, verbose: 1 },
    );
    console.info(
      `[fuzz] ${sent} requests (and as many checks) in ${Math.round(performance.now() - started)} ms`,
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    // Most answers keep the connection: the reuse check did run.
    expect(reusedChecks).toBeGreaterThan(RUNS / 2);
  }, 120_000);
});
