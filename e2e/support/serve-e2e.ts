/**
 * Starts what the browser tests run against: a fresh data directory with the demo data and the
 * e2e accounts, a real SMTP peer that files every message under .tmp/e2e-mail, and the portal
 * itself (`npm run serve`, production mode) pointed at both, with its inbound SMTP listener for
 * replies to case e-mails on e2eEnv.inboundSmtpPort.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { serveDashboardBundles } from "../../examples/dashboard-bundle/serve.js";
import { loadConfig } from "../../packages/server/src/config.ts";
import { seedId } from "../../packages/server/src/core/deterministic-id.ts";
import { openDatabase } from "../../packages/server/src/db/client.ts";
import { migrate } from "../../packages/server/src/db/migrate.ts";
import { ssoConnections } from "../../packages/server/src/features/sso/sso.table.ts";
import { seedDemo } from "../../packages/server/src/seed/seed.ts";
import { buildOrganization, buildUser } from "../../packages/server/src/test/factories.ts";
import { startOidcProvider } from "../../packages/server/src/test/oidc-test-provider.ts";
import { startSmtpPeer } from "../../packages/server/src/test/smtp-peer.ts";
import { e2eEnv } from "./e2e-env.ts";
import { e2eUsers } from "./e2e-users.ts";
import { seedE2eAiReports } from "./seed-ai-reports.ts";
import { seedE2eAlerts } from "./seed-alerts.ts";
import { seedE2eRisk } from "./seed-risk.ts";

/**
 * With TEST_DATABASE_URL (as CI sets it) the portal runs on a PostgreSQL database of its own,
 * made fresh each run: the database then works in processes of its own beside the server,
 * where the embedded one shares the server's thread. Without it, the embedded database.
 */
async function freshPostgresDatabase(): Promise<string | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${e2eEnv.postgresDatabase} with (force)`);
    await admin.query(`create database ${e2eEnv.postgresDatabase}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${e2eEnv.postgresDatabase}`;
  return url.toString();
}

rmSync(e2eEnv.dataDir, { recursive: true, force: true });
rmSync(e2eEnv.mailDir, { recursive: true, force: true });
mkdirSync(e2eEnv.mailDir, { recursive: true });

const env = {
  ...process.env,
  // "test" behaves as production (no introspection, suggestions or GraphiQL) but lets the
  // SSO client talk plain HTTP to the loopback OpenID provider below.
  NODE_ENV: "test",
  PORT: String(e2eEnv.port),
  HOST: "127.0.0.1",
  PUBLIC_URL: e2eEnv.baseUrl,
  DATA_DIR: e2eEnv.dataDir,
  SEED_PASSWORD: e2eEnv.password,
  SMTP_URL: `smtp://127.0.0.1:${e2eEnv.smtpPort}`,
  INBOUND_SMTP_PORT: String(e2eEnv.inboundSmtpPort),
  INBOUND_SMTP_HOST: "127.0.0.1",
  INBOUND_MAIL_DOMAIN: e2eEnv.inboundMailDomain,
  LOG_LEVEL: "warn",
  DATABASE_URL: "",
  // A year of demo alerts (200,000) takes minutes to generate; the alert specs bring their own
  // organisation and alerts (support/seed-alerts.ts), and no other spec reads alerts.
  SEED_ALERTS: "0",
  // Every spec signs in as the same few accounts from one address, one page after another
  // faster than a person clicks, so a run can come near the default 1,200 a minute. High
  // enough never to trip, but on, so the browser tests go through the limit's session read.
  REQUEST_LIMIT_PER_MINUTE: "1000000",
  // The webhook spec's receiver listens on loopback, which deliveries otherwise refuse.
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
};

const databaseUrl = await freshPostgresDatabase();
if (databaseUrl) env.DATABASE_URL = databaseUrl;
const config = loadConfig(env);
const database = await openDatabase(
  databaseUrl
    ? { kind: "postgres", url: databaseUrl }
    : { kind: "pglite", dataDir: e2eEnv.dataDir },
);
await migrate(database);
await seedDemo(database.db, config);
for (const email of Object.values(e2eUsers)) {
  await buildUser(database.db, config, {
    email,
    password: e2eEnv.password,
    memberships: [{ organizationId: seedId("org:acme"), role: "user" }],
  });
}
await seedE2eAlerts(database.db, config);
await seedE2eRisk(database.db, config);
await seedE2eAiReports(database.db, config);
const ssoOrganization = await buildOrganization(database.db, {
  name: "Sso Corp",
  ssoEnabled: true,
  settings: { allowedRoles: ["organization_admin", "user"], defaultRole: "user" },
});
const ssoClient = { id: "tierwise-e2e", secret: "e2e-client-secret-not-for-production" };
const oidc = await startOidcProvider(e2eEnv.oidcPort, `${e2eEnv.baseUrl}/sso/callback`, ssoClient);
await database.db.insert(ssoConnections).values({
  organizationId: ssoOrganization.id,
  issuer: oidc.issuer,
  clientId: ssoClient.id,
  clientSecret: ssoClient.secret,
  emailDomains: [e2eEnv.ssoDomain],
});
await database.close();

let counter = 0;
const smtp = await startSmtpPeer(e2eEnv.smtpPort, (mail) => {
  counter += 1;
  for (const address of mail.to) {
    writeFileSync(path.join(e2eEnv.mailDir, `${Date.now()}-${counter}-${address}.eml`), mail.raw);
  }
});

// The example bundle from a second origin: 127.0.0.1 and localhost are two (specs/dashboards).
const bundleServer = await serveDashboardBundles(e2eEnv.bundlePort);

const server = spawn("node", ["packages/server/src/main.ts"], {
  cwd: e2eEnv.root,
  env,
  stdio: "inherit",
});
const stop = () => {
  server.kill("SIGTERM");
  void smtp.close();
  void oidc.close();
  bundleServer.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  void smtp.close();
  void oidc.close();
  bundleServer.close();
  process.exit(code ?? 0);
});
