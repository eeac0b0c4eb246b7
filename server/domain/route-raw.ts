import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { RawRoute } from '../../src/api/contract/carrier-route';

/**
 * A route's `raw`: what the lookups hand out and the areas step takes back, unchanged. It is
 * `{v: 1, zip, croute, sig}` and nothing else: `sig` is an HMAC-SHA256 (128 bits, base64url) of the version,
 * ZIP and route code under the data folder's route key, so a raw that was edited, built by hand or taken
 * from another data folder does not verify. It carries no counts, names or coordinates: those are read
 * from the stored route when the raw comes back.
 *
 * The route key lives in `sandbox_meta` (written by the carrier-routes seed step). It is derived from the
 * folder's seed anchor, so two seedings at the same instant agree (the seed stays deterministic) and
 * folders seeded at different times do not; it guards against mistakes, not against someone holding the
 * source and the folder's first-seeding time.
 */
export const ROUTE_RAW_KEY = 'route_raw_key';
export const RAW_VERSION = 1;

/** The route key of a data folder first seeded at `now`. */
export const deriveRouteKey = (worldSeed: number, now: Date) =>
  createHash('sha256').update(`doorstep:route-raw:${worldSeed}:${now.toISOString()}`).digest('base64url');

const signature = (key: string, zip: string, croute: string) =>
  createHmac('sha256', key).update(`v${RAW_VERSION}|${zip}|${croute}`).digest('base64url').slice(0, 22);

export function signRouteRaw(key: string, zip: string, croute: string): RawRoute {
  return { v: RAW_VERSION, zip, croute, sig: signature(key, zip, croute) };
}

/**
 * The route a raw names, when it is exactly what `signRouteRaw` gave under this key (same keys, same
 * values); otherwise null. Says nothing about whether the route still exists.
 */
export function openRouteRaw(key: string, raw: unknown): { zip: string; croute: string } | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (Object.keys(r).sort().join(',') !== 'croute,sig,v,zip') return null;
  const { v, zip, croute, sig } = r;
  if (v !== RAW_VERSION || typeof zip !== 'string' || typeof croute !== 'string' || typeof sig !== 'string')
    return null;
  if (!/^\d{5}$/.test(zip) || !/^[BCR]\d{3}$/.test(croute)) return null;
  const want = Buffer.from(signature(key, zip, croute));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want) ? { zip, croute } : null;
}
