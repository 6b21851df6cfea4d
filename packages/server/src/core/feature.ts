import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Actor } from "./actor.ts";

/** What a feature's HTTP routes (file downloads, callbacks) are given by the app. */
export type RouteDeps = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Forgets this process's remembered session lookups: a change outside GraphQL bites at once. */
  forgetCachedSessions(): void;
};

/** What a job's handler is given by the runner: the app's own config, never a fresh load. */
export type JobTools = {
  db: Database;
  config: Config;
  log: import("fastify").FastifyBaseLogger;
  /** The person who queued the job, loaded again when it runs; null for system jobs. */
  actor: Actor | null;
  /** Aborted when another worker has taken the job (this one stalled past its lease). */
  signal: AbortSignal;
  /** 0–100, shown by the web as a progress bar. */
  setProgress(percent: number): Promise<void>;
};

export type JobHandler = (
  payload: Record<string, unknown>,
  tools: JobTools,
) => Promise<Record<string, unknown> | undefined>;

/** A queue a feature runs in the background, optionally on a cron-like schedule. */
export type JobDefinition = {
  queue: string;
  run: JobHandler;
  /** Enqueues a job on `queue` whenever the cron expression (UTC, 5 or 6 fields) fires. */
  schedule?: { name: string; cron: string };
  /**
   * For work that mostly waits on others (HTTP calls out): this many loops of each runner take
   * only this queue's jobs, side by side, besides the loop that runs every other queue. A slow
   * receiver then holds one lane, not the process's whole job queue.
   */
  lanes?: number;
};

/**
 * A feature as the app sees it. Its GraphQL types register themselves when its module is
 * imported; routes and jobs are listed here. Every feature is one line in src/features.ts.
 */
export type Feature = {
  name: string;
  routes?: (app: FastifyInstance, deps: RouteDeps) => void;
  jobs?: readonly JobDefinition[];
};
