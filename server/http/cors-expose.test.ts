/**
 * Issue 37: a dashboard on another loopback origin (a set-up the README supports) reads the answer
 * headers it needs: a browser hides every header not listed in `Access-Control-Expose-Headers` from the
 * page's scripts, so without it a keyed write still running (409 with `Retry-After`) looked like any
 * conflict, and a replayed answer (`Idempotent-Replayed`) like a fresh one.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { useTestSandbox } from '../../test/support/sandbox';
import { REPLAYED_HEADER } from '../domain/idempotency';

const sandbox = useTestSandbox();

const exposed = (res: Response) =>
  (res.headers.get('access-control-expose-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

const list = `${endpoints.listCampaigns.path}?first=1`;

describe('Access-Control-Expose-Headers', () => {
  it.each(['http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:8080'])(
    'an answer to a page at %s names Retry-After and Idempotent-Replayed',
    async (origin) => {
      const ok = await sandbox.app.request(list, {
        headers: { Authorization: `Bearer ${sandbox.clientKey}`, Origin: origin },
      });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
      expect(exposed(ok)).toEqual(expect.arrayContaining(['retry-after', REPLAYED_HEADER.toLowerCase()]));

      // A refusal too: the dashboard reads a failure's headers as much as a success's.
      const refused = await sandbox.app.request(list, { headers: { Origin: origin } });
      expect(refused.status).toBe(401);
      expect(exposed(refused)).toEqual(expect.arrayContaining(['retry-after', 'idempotent-replayed']));
    },
  );

  it('is not sent to a page of another machine, nor without an Origin', async () => {
    const foreign = await sandbox.app.request(list, {
      headers: { Authorization: `Bearer ${sandbox.clientKey}`, Origin: 'https://example.com' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-expose-headers')).toBeNull();
    const same = await sandbox.app.request(list, {
      headers: { Authorization: `Bearer ${sandbox.clientKey}` },
    });
    expect(same.headers.get('access-control-expose-headers')).toBeNull();
  });
});
