import type { FastifyInstance } from "fastify";
import type { Feature, RouteDeps } from "../../core/feature.ts";
import "./case-email.type.ts";
import { registerEmailAttachmentRoutes } from "./email-attachment-routes.ts";
import { type InboundSmtpListener, startInboundSmtp } from "./inbound-smtp.ts";

const listeners = new WeakMap<FastifyInstance, InboundSmtpListener>();

/** The inbound SMTP listener an app started (its port, for tests and logs), if any. */
export function inboundSmtpListenerOf(app: FastifyInstance): InboundSmtpListener | undefined {
  return listeners.get(app);
}

/**
 * With INBOUND_SMTP_PORT set, the listener lives as long as the web process's app: it starts
 * when the app is ready and stops when the app closes (SIGTERM, tests). The worker process
 * does not start it: it serves no network, and one listener per host is what an MX points at.
 */
function registerInboundSmtp(app: FastifyInstance, deps: RouteDeps) {
  const port = deps.config.INBOUND_SMTP_PORT;
  if (port === undefined) return;
  app.addHook("onReady", async () => {
    const listener = await startInboundSmtp(
      { db: deps.database.db, config: deps.config, log: app.log },
      { port, host: deps.config.INBOUND_SMTP_HOST },
    );
    listeners.set(app, listener);
  });
  app.addHook("onClose", async () => {
    await listeners.get(app)?.close();
    listeners.delete(app);
  });
}

/** case-emails: e-mail from supplier cases, out (SMTP or outbox) and in (SMTP listener, .eml). */
export const caseEmailsFeature: Feature = {
  name: "case-emails",
  routes: (app, deps) => {
    registerEmailAttachmentRoutes(app, deps);
    registerInboundSmtp(app, deps);
  },
};
