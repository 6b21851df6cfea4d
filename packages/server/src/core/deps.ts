import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What services need from the app, whatever the way in (GraphQL, a file route, a job). */
export type ServiceDeps = {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
};
