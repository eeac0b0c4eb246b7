import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The HS256 signing secret of one sandbox: per data folder on disk, random per in-memory sandbox. */
export interface SigningKey {
  secret: Uint8Array;
}

export const KEYS_FILE = 'keys.json';

export function randomSigningKey(): SigningKey {
  return { secret: new Uint8Array(randomBytes(32)) };
}

/** Reads `$dataDir/keys.json`, creating it (owner-readable only) on first use. */
export function loadOrCreateSigningKey(dataDir: string): SigningKey {
  const file = path.join(dataDir, KEYS_FILE);
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const secret =
      parsed && typeof parsed === 'object' && 'secret' in parsed && typeof parsed.secret === 'string'
        ? Buffer.from(parsed.secret, 'base64url')
        : undefined;
    if (!secret || secret.length < 32)
      throw new Error(`${file} holds no usable signing secret; delete it to start over`);
    return { secret: new Uint8Array(secret) };
  }
  const key = randomSigningKey();
  const body = {
    alg: 'HS256',
    secret: Buffer.from(key.secret).toString('base64url'),
    createdAt: new Date().toISOString(),
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  return key;
}
