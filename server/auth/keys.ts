import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writePrivateFileAtomic } from '../data-dir';

/** The HS256 signing secret of one sandbox: per data folder on disk, random per in-memory sandbox. */
export interface SigningKey {
  secret: Uint8Array;
}

export const KEYS_FILE = 'keys.json';

export function randomSigningKey(): SigningKey {
  return { secret: new Uint8Array(randomBytes(32)) };
}

/** Writes `key` as `$dataDir/keys.json` (owner-readable only, atomically). */
function writeSigningKey(dataDir: string, key: SigningKey): SigningKey {
  const body = {
    alg: 'HS256',
    secret: Buffer.from(key.secret).toString('base64url'),
    createdAt: new Date().toISOString(),
  };
  writePrivateFileAtomic(path.join(dataDir, KEYS_FILE), `${JSON.stringify(body, null, 2)}\n`);
  return key;
}

/** Reads `$dataDir/keys.json`, creating it on first use. */
export function loadOrCreateSigningKey(dataDir: string): SigningKey {
  const file = path.join(dataDir, KEYS_FILE);
  if (!existsSync(file)) return writeSigningKey(dataDir, randomSigningKey());
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const secret =
    parsed && typeof parsed === 'object' && 'secret' in parsed && typeof parsed.secret === 'string'
      ? Buffer.from(parsed.secret, 'base64url')
      : undefined;
  if (!secret || secret.length < 32)
    throw new Error(`${file} holds no usable signing secret; delete it to start over`);
  return { secret: new Uint8Array(secret) };
}

/**
 * Replaces the data folder's signing key with a new random one: every credential signed with the old key
 * (client keys, access tokens) stops working.
 */
export const rotateSigningKey = (dataDir: string): SigningKey => writeSigningKey(dataDir, randomSigningKey());
