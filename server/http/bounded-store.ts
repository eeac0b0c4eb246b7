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
