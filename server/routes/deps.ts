import type { Kysely } from 'kysely';
import type { SandboxCredentials } from '../../src/api/contract/sandbox';
import type { SigningKey } from '../auth/keys';
import type { DB } from '../db/types';
import type { Mount } from '../http/mount';

/** What route modules receive from the app factory. */
export interface RouteDeps {
  db: Kysely<DB>;
  key: SigningKey;
  /** The demo credentials (sandbox-only endpoint). */
  credentials: () => SandboxCredentials;
}

/** A route module: mounts its endpoints of the table (and nothing else) with `mount`. */
export type RouteModule = (mount: Mount, deps: RouteDeps) => void;
