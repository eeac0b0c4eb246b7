/**
 * Compression through the preview server (issue 27), which forwards `/api` to the sandbox as the dev
 * server does: a large JSON answer asked for with brotli or gzip arrives compressed and decodes to the
 * same JSON. No browser: the bytes on the wire are what this checks.
 */
import { expect, inject, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { sandboxCredentialsSchema } from '../../src/api/contract/sandbox';
import { decodedJson, rawGet } from '../support/raw-get';

const search = `${endpoints.searchCarrierRoutes.path}?lat=45.5152&lng=-122.6784&radius=8000&first=200`;

it.each(['br', 'gzip'] as const)(
  'a %s answer comes through the preview server compressed',
  async (encoding) => {
    const app = inject('appUrl');
    const answer = await rawGet(`${app}/api${endpoints.sandboxCredentials.path}`, {});
    const credentials = sandboxCredentialsSchema.parse(
      ((await decodedJson(answer)) as { data: unknown }).data,
    );
    const auth = { Authorization: `Bearer ${credentials.clients[0]!.clientKey}` };
    const plain = await rawGet(`${app}/api${search}`, auth);
    const packed = await rawGet(`${app}/api${search}`, { ...auth, 'Accept-Encoding': encoding });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(await decodedJson(packed)).toEqual(await decodedJson(plain));
  },
);
