import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds the signing key, every demo credential and the database: only its owner reads
 * it (the folder 0700, its files 0600, the database's -wal and -shm included).
 */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/** The database's file in the data folder (here, so that a start can look for it before loading the app). */
export const DB_FILE = 'sandbox.db';

const isTempFile = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/**
 * Creates the data folder owner-only. A folder that already exists is made owner-only when it holds
 * nothing but the sandbox's own files (`owned`), so pointing the sandbox at a shared folder by mistake
 * does not change that folder's mode.
 */
export function preparePrivateDir(dir: string, owned: readonly string[]): void {
  const created = !existsSync(dir);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  if (created || readdirSync(dir).every((name) => owned.includes(name) || isTempFile(name))) {
    chmodSync(dir, PRIVATE_DIR);
  }
}

/** Makes the named files of `dir` that exist owner-only. */
export function makePrivate(dir: string, names: readonly string[]): void {
  for (const name of names) {
    const file = path.join(dir, name);
    if (existsSync(file)) chmodSync(file, PRIVATE_FILE);
  }
}

/** Creates `file` empty and owner-only when it does not exist yet (before a library creates it 0644). */
export function touchPrivate(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE));
}

/**
 * Writes `file` atomically and owner-only: a temporary file in the same folder, flushed, then renamed
 * over it, so a reader never sees half a file and a crash leaves the old one.
 */
export function writePrivateFileAtomic(file: string, text: string): void {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const fd = openSync(tmp, 'wx', PRIVATE_FILE);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}
