import { createHmac, randomBytes } from 'node:crypto';

/**
 * How the service keeps the user and transaction ids a tracking event carries: never as sent, only as an
 * HMAC-SHA256 keyed with the client's own salt (64 hex characters). The same id hashes the same within a
 * client (so a user's later orders link to the first) and differently for another client; a user id and a
 * transaction id that happen to be equal do not hash alike. Shared by the tracking routes and the seed.
 */
export type HashedIdKind = 'user' | 'transaction';

/** A new salt: 32 random bytes, hex. Salts are secret and random per data folder, like the signing keys. */
export const newTrackingSalt = () => randomBytes(32).toString('hex');

/** The stored form of an id an event sent. */
export function hashTrackingId(salt: string, kind: HashedIdKind, id: string): string {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(`${kind}:${id}`).digest('hex');
}
