import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Where the browser-test server runs and keeps its data: all of it made fresh each run. */
export const e2eEnv = {
  port: 3210,
  smtpPort: 3211,
  oidcPort: 3212,
  /** The server's inbound SMTP listener for replies to case e-mails. */
  inboundSmtpPort: 3213,
  /** examples/dashboard-bundle, served as a second origin (examples/dashboard-bundle/serve.js). */
  bundlePort: 3214,
  inboundMailDomain: "inbound.tierwise.test",
  ssoDomain: "sso-corp.test",
  baseUrl: "http://127.0.0.1:3210",
  root,
  dataDir: path.join(root, ".tmp/e2e-data"),
  /** The database made on TEST_DATABASE_URL's server, when that is set (serve-e2e.ts). */
  postgresDatabase: "tierwise_e2e",
  mailDir: path.join(root, ".tmp/e2e-mail"),
  password: "Demo-Password-2026!",
};
