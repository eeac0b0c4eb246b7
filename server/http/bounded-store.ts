/**
 * Entries by key, within a total of bytes and a number of entries: adding one past either drops the
 * oldest first. The sandbox's answer cache and its fast answers keep their answers in one each.
 */
export class BoundedStore<E extends { readonly bytes: number }> {
  private readonly entries = new Map<string, E>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The bytes of what is kept (the entries' own counts). */
  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): E | undefined {
    return this.entries.get(key);
  }

  /** Keeps `entry` under `key` (replacing what was there), unless it alone is over the byte limit. */
  set(key: string, entry: E): void {
    if (entry.bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // Oldest first: a Map iterates in insertion order.
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * For stores whose entries hold within one wall-clock second only (the answer cache's and the fast
 * answers'): once armed, calls `sweep` soon after the clock (`now`, in ms) leaves that second, so a store
 * that nothing reads any more does not keep what can no longer be sent. The timer does not keep the
 * process alive; arming again before it fires changes nothing.
 */
export class SecondSweep {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly now: () => number,
    private readonly sweep: () => void,
  ) {}

  arm(): void {
    if (this.timer) return;
    const wait = 1000 - (this.now() % 1000) + 5;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.sweep();
    }, wait);
    this.timer.unref();
  }
}
