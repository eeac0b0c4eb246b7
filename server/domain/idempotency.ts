/**
 * `Idempotency-Key` for the writes a retry must not repeat (creating a draft, submitting it). The
 * dashboard sends one key per user action and the same key on every retry of it; the sandbox runs the
 * write once and answers every repeat with the first answer. Keys are per client and per write, kept
 * for a day (in memory: a retry comes seconds later, not after a restart). A failed write is not
 * remembered, because it changed nothing: its retry runs again. The spec does not name this header; a
 * service that ignores it is not harmed by it.
 */
import { badRequest } from '../http/errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEYS = 10_000;
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

export class IdempotencyStore {
  private readonly answers = new Map<string, { at: number; answer: Promise<unknown> }>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Runs `write` once per (client, write, key); a repeat (even while the first is still running) gets the
   * first one's answer. Without a key the write simply runs.
   */
  async once<T>(key: string | undefined, scope: string, write: () => Promise<T>): Promise<T> {
    if (key === undefined) return write();
    if (!KEY_SHAPE.test(key))
      throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`);
    this.forgetOld();
    const id = `${scope}\n${key}`;
    const seen = this.answers.get(id);
    if (seen) return seen.answer as Promise<T>;
    const answer = write();
    this.answers.set(id, { at: this.now(), answer });
    try {
      return await answer;
    } catch (error) {
      this.answers.delete(id);
      throw error;
    }
  }

  private forgetOld() {
    const cutoff = this.now() - KEEP_MS;
    for (const [id, { at }] of this.answers) {
      if (at >= cutoff && this.answers.size <= MAX_KEYS) break;
      this.answers.delete(id);
    }
  }
}
