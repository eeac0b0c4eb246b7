import { Hono } from 'hono';
import { beforeAll } from 'vitest';
import { z } from '../../src/api/contract/zod';
import { endpoint } from '../../src/api/contract/endpoint';
import { withEnvelopeErrors } from '../../server/app';
import { mounter } from '../../server/http/mount';
import type { Sandbox } from './sandbox';

/**
 * A small app with one builder write (POST /client/campaigns/{id}/areas, answering the credential's
 * client) mounted the way the builder's endpoints are: the access-token check of the table. It is mounted
 * before the file's tests, on the database and key of the sandbox `sandbox()` gives then (call this after
 * the `beforeAll` that starts that sandbox).
 */
export function standInBuilder(sandbox: () => Pick<Sandbox, 'db' | 'key'>): Hono {
  const builder = withEnvelopeErrors(new Hono());
  beforeAll(() => {
    const { db, key } = sandbox();
    mounter(builder, { db, key })(
      endpoint({
        method: 'POST',
        path: '/client/campaigns/{id}/areas',
        credential: 'access-token',
        summary: 'A builder write.',
        response: z.object({ clientId: z.string() }),
      }),
      ({ auth }) => ({ clientId: auth.clientId }),
    );
  });
  return builder;
}
