/**
 * Read-your-own-writes beside a read replica: the readers (a session, an API token) that
 * changed something lately, whose reads stay on the primary until their window ends. The
 * replica trails the primary by its replication lag (milliseconds when healthy, more under a
 * burst of writes), and someone who just saved a case expects to find it in the list at once.
 *
 * Kept in this process's memory: with several server processes, a load balancer's sticky
 * sessions keep a person on the process that saw their write, and without them the window
 * (longer than the lag) still covers most of it. See the README's "Past one machine".
 */
export class RecentWriters {
  /** Reader → when its window ends (ms). Insertion order is expiry order: the window is fixed. */
  private readonly windowEnds = new Map<string, number>();

  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(windowMs: number, now: () => number = Date.now) {
    this.windowMs = windowMs;
    this.now = now;
  }

  noteWrite(readerKey: string): void {
    if (this.windowMs <= 0) return;
    this.forgetEnded();
    // Deleted first so the entry moves to the end and the map stays in expiry order.
    this.windowEnds.delete(readerKey);
    this.windowEnds.set(readerKey, this.now() + this.windowMs);
  }

  wroteLately(readerKey: string): boolean {
    const end = this.windowEnds.get(readerKey);
    return end !== undefined && end > this.now();
  }

  /** Ended windows are dropped from the front, so the map holds only the last window's writers. */
  private forgetEnded(): void {
    const now = this.now();
    for (const [key, end] of this.windowEnds) {
      if (end > now) return;
      this.windowEnds.delete(key);
    }
  }
}
