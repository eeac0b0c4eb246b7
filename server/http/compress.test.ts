/**
 * Compressed answers (issue 27): a JSON answer decodes to the same JSON as the plain one, with the
 * encoding the request prefers; small answers and requests that accept neither go as they are; a HEAD
 * answers the headers its GET would (issue 37: vary-head.test.ts).
 */
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { useTestSandbox } from '../../test/support/sandbox';
import { chooseEncoding, COMPRESS_MIN_BYTES } from './compress';

const decoders = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', null],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('answers', () => {
  const sandbox = useTestSandbox();

  const search = `${endpoints.searchCarrierRoutes.path}?lat=45.5152&lng=-122.6784&radius=8000&first=200`;
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    sandbox.app.request(url, {
      method,
      headers: { Authorization: `Bearer ${sandbox.clientKey}`, ...headers },
    });

  it.each(['br', 'gzip'] as const)(
    'a planner search sent with %s decodes to the same JSON, a fraction of the size',
    async (encoding) => {
      const plain = await get(search);
      const plainBytes = new Uint8Array(await plain.arrayBuffer());
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-encoding')).toBeNull();

      const res = await get(search, { 'Accept-Encoding': `${encoding}` });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const packed = new Uint8Array(await res.arrayBuffer());
      expect(packed.byteLength).toBeLessThan(plainBytes.byteLength / 4);
      const unpacked = await decoders[encoding](packed);
      expect(JSON.parse(unpacked.toString('utf8'))).toEqual(JSON.parse(Buffer.from(plainBytes).toString()));
    },
  );

  it('a repeated (cached) answer and one to a page on this machine are compressed alike', async () => {
    const first = new Uint8Array(await (await get(search, { 'Accept-Encoding': 'br' })).arrayBuffer());
    const again = new Uint8Array(await (await get(search, { 'Accept-Encoding': 'br' })).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const cors = await get(search, { 'Accept-Encoding': 'gzip', Origin: 'http://127.0.0.1:5173' });
    expect(cors.headers.get('content-encoding')).toBe('gzip');
    expect(cors.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(cors.headers.get('vary')).toMatch(/Origin/);
    const decoded = await decoders.gzip(new Uint8Array(await cors.arrayBuffer()));
    const plain = await (await get(search)).json();
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain);
  });

  it('goes as it is when small or when neither encoding is accepted; HEAD says what GET would send', async () => {
    const small = await get(`${endpoints.listCampaigns.path}?first=1`, { 'Accept-Encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    const text = await small.text();
    expect(text.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(text)).toMatchObject({ success: true });

    // Issue 37: the headers of the GET (they were those of an uncompressed answer), without a body.
    const head = await get(search, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await head.text()).toBe('');

    const refused = await get(search, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect((await refused.json()) as unknown).toMatchObject({ success: true });
  });
});
