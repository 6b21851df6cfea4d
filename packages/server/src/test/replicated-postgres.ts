import { execFile } from "node:child_process";
import { appendFile, chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { vi } from "vitest";
import { freePort } from "./server-process.ts";

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (package postgresql-15); POSTGRES_BIN points elsewhere. */
const binDir = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL primary and a streaming replica of it, each a cluster of its own in a temporary
 * folder on free ports: what DATABASE_URL and DATABASE_READ_URL point at past one machine, on
 * one. Both are stopped and their folders removed by close().
 */
export type ReplicatedPostgres = {
  primaryUrl: string;
  replicaUrl: string;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Holds the replica at what it has replayed so far (it keeps receiving WAL). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary has written until now. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The OS account the clusters run as: initdb and postgres refuse root, and tests run as root
 * here; any other user runs them as itself.
 */
async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run("id", ["-u", "postgres"]),
    run("id", ["-g", "postgres"]),
  ]);
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const owner = await clusterOwner();
  const dir = await mkdtemp(path.join(tmpdir(), "tierwise-replica-"));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const primaryDir = path.join(dir, "primary");
  const replicaDir = path.join(dir, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const asOwner = (tool: string, args: string[]) =>
    run(path.join(binDir, tool), args, { cwd: dir, ...owner });
  // Sockets in the temporary folder: the system cluster's socket folder is not ours to use.
  const serverOptions = (port: number, extra = "") =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off ${extra}`;
  const startCluster = (clusterDir: string, port: number, extra?: string) =>
    asOwner("pg_ctl", [
      ...["-D", clusterDir, "-l", `${clusterDir}.log`, "-w", "-t", "60"],
      ...["-o", serverOptions(port, extra), "start"],
    ]);
  const stopCluster = (clusterDir: string) =>
    asOwner("pg_ctl", ["-D", clusterDir, "-m", "immediate", "-w", "stop"]).catch(() => undefined);

  const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const primaryUrl = urlOf(primaryPort);
  const replicaUrl = urlOf(replicaPort);
  const onReplica = async <T extends pg.QueryResultRow>(query: string) => {
    const client = new pg.Client({ connectionString: replicaUrl });
    await client.connect();
    try {
      return (await client.query<T>(query)).rows;
    } finally {
      await client.end();
    }
  };

  try {
    await asOwner("initdb", [
      ...["-D", primaryDir, "-U", "postgres", "--auth=trust", "-E", "UTF8"],
      ...["--locale=C", "--no-sync", "--no-instructions"],
    ]);
    await appendFile(
      path.join(primaryDir, "pg_hba.conf"),
      "host replication all 127.0.0.1/32 trust\n",
    );
    await startCluster(primaryDir, primaryPort, "-c wal_level=replica -c max_wal_senders=4");
    // -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile.
    await asOwner("pg_basebackup", [
      ...["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"],
      ...["-D", replicaDir, "-R", "-X", "stream", "--no-sync"],
    ]);
    await startCluster(replicaDir, replicaPort);
  } catch (error) {
    await stopCluster(replicaDir);
    await stopCluster(primaryDir);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    primaryUrl,
    replicaUrl,
    stopReplica: async () => {
      await stopCluster(replicaDir);
    },
    startReplica: async () => {
      await startCluster(replicaDir, replicaPort);
    },
    async pauseReplay() {
      await onReplica("select pg_wal_replay_pause()");
      await vi.waitFor(
        async () => {
          const [row] = await onReplica<{ state: string }>(
            "select pg_get_wal_replay_pause_state() as state",
          );
          if (row?.state !== "paused") throw new Error(`replay ${row?.state}`);
        },
        { timeout: 20_000, interval: 50 },
      );
    },
    async resumeReplay() {
      await onReplica("select pg_wal_replay_resume()");
    },
    async caughtUp() {
      const primary = new pg.Client({ connectionString: primaryUrl });
      await primary.connect();
      const [target] = (await primary.query<{ lsn: string }>("select pg_current_wal_lsn() as lsn"))
        .rows;
      await primary.end();
      await vi.waitFor(
        async () => {
          const [row] = await onReplica<{ behind: boolean }>(
            `select coalesce(pg_last_wal_replay_lsn() < '${target?.lsn}'::pg_lsn, true) as behind`,
          );
          if (row?.behind !== false) throw new Error("the replica has not replayed yet");
        },
        { timeout: 30_000, interval: 50 },
      );
    },
    async close() {
      await stopCluster(replicaDir);
      await stopCluster(primaryDir);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
