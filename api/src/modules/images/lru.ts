type Entry = { data: Buffer; contentType: string };

/** A least-recently-used cache bounded by total bytes. */
export class ByteLruCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (entry.data.length > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.data.length;
    this.entries.set(key, entry);
    this.bytes += entry.data.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.data.length;
    }
  }
}
