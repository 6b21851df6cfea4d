import type { FastifyBaseLogger } from "fastify";
import type { Database, DatabaseHandle } from "./client.ts";
import { isDatabaseUnavailable } from "./database-unavailable.ts";
import { RecentWriters } from "./recent-writers.ts";

/** Where one request's heavy reads run, and how it says that it wrote. */
export type RequestReads = {
  /** Runs `read`, a service that never writes, on the read replica or the primary (ReadRouting). */
  run<T>(read: (db: Database) => Promise<T>): Promise<T>;
  /** The request's session or token changed something: its reads stay on the primary a while. */
  noteWrite(): void;
};

/** Every read on the primary: no replica, or a context built outside the HTTP route (tests). */
export function primaryReads(primary: Database): RequestReads {
  return { run: (read) => read(primary), noteWrite: () => {} };
}

export type ReplicaStatus = { status: "up" | "down" };

export type ReadRoutingOptions = {
  primary: Database;
  /** DATABASE_READ_URL's pool; without it every read stays on the primary. */
  replica?: DatabaseHandle;
  stickySeconds: number;
  log: Pick<FastifyBaseLogger, "warn" | "info">;
  /** How often a replica marked down is tried again. */
  probeEveryMs?: number;
};

/**
 * PostgreSQL's SQLSTATE when a hot standby cancels a read that conflicts with replaying the
 * primary's changes (a vacuum removed rows the read still needed): that read is asked again
 * of the primary; the replica is fine.
 */
const recoveryConflict = "40001";

/**
 * The one place that decides where a heavy read (search, lists, dashboards) runs: on the read
 * replica when one is configured, it answers, and the reader has not written within the sticky
 * window (recent-writers.ts); else on the primary. Writes, transactions that write and
 * everything else never come here and use the primary.
 *
 * A replica that cannot be reached must not take the app down: the failed read runs again on
 * the primary (a read has no effects to repeat), the replica is marked down with one log line,
 * and every heavy read goes to the primary until a probe, once a second, finds it answering.
 */
export class ReadRouting {
  private replicaUp = true;
  private probe: NodeJS.Timeout | undefined;
  private probing = false;
  private readonly recentWriters: RecentWriters;
  private readonly options: ReadRoutingOptions;

  constructor(options: ReadRoutingOptions) {
    this.options = options;
    this.recentWriters = new RecentWriters(options.stickySeconds * 1000);
  }

  /** The reads of one request; `readerKey` names its session or API token (null: anonymous). */
  forReader(readerKey: string | null): RequestReads {
    return {
      run: (read) => this.run(readerKey, read),
      noteWrite: () => {
        if (readerKey) this.recentWriters.noteWrite(readerKey);
      },
    };
  }

  /** What /healthz reports of the replica, as the last read or probe found it. */
  replicaStatus(): ReplicaStatus | undefined {
    if (!this.options.replica) return undefined;
    return { status: this.replicaUp ? "up" : "down" };
  }

  close(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private async run<T>(readerKey: string | null, read: (db: Database) => Promise<T>): Promise<T> {
    const { primary, replica } = this.options;
    const stayOnPrimary =
      !replica ||
      !this.replicaUp ||
      (readerKey !== null && this.recentWriters.wroteLately(readerKey));
    if (stayOnPrimary) return read(primary);
    try {
      return await read(replica.db);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        this.markDown(error);
        return read(primary);
      }
      if (hasCode(error, recoveryConflict)) return read(primary);
      throw error;
    }
  }

  private markDown(error: unknown): void {
    if (!this.replicaUp) return;
    this.replicaUp = false;
    this.options.log.warn(
      { err: error },
      "read replica unreachable: heavy reads go to the primary until it answers again",
    );
    this.probe = setInterval(() => void this.probeReplica(), this.options.probeEveryMs ?? 1_000);
    this.probe.unref();
  }

  private async probeReplica(): Promise<void> {
    const { replica } = this.options;
    if (!replica || this.probing) return;
    this.probing = true;
    try {
      await replica.ping();
    } catch {
      return;
    } finally {
      this.probing = false;
    }
    if (this.replicaUp) return;
    this.replicaUp = true;
    this.close();
    this.options.log.info("read replica answers again: heavy reads go back to it");
  }
}

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's), carries SQLSTATE `code`. */
function hasCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 8; depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
