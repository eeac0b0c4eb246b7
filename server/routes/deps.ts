import type { Kysely } from 'kysely';
import type { SandboxCredentials } from '../../src/api/contract/sandbox';
import type { SigningKey } from '../auth/keys';
import type { DB } from '../db/types';

/** What route modules receive from the app factory. */
export interface RouteDeps {
  db: Kysely<DB>;
  key: SigningKey;
  /** The demo credentials (sandbox-only endpoint). */
  credentials: () => SandboxCredentials;
}
