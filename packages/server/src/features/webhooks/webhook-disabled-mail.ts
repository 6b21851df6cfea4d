import { and, eq } from "drizzle-orm";
import type { JobTools } from "../../core/feature.ts";
import { ofOrganization } from "../../core/tenant.ts";
import { memberships } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { createMailer } from "../../mail/mailer.ts";
import type { WebhookEndpointRow } from "./webhook.table.ts";

export const webhookSettingsPath = "/settings/webhooks";

/** Tells every active administrator of the organisation that an endpoint was turned off. */
export async function mailAdministratorsOfDisabledEndpoint(
  tools: Pick<JobTools, "db" | "config" | "log">,
  endpoint: Pick<WebhookEndpointRow, "organizationId" | "url" | "description">,
) {
  const { db, config, log } = tools;
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, endpoint.organizationId));
  const admins = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      ofOrganization(
        endpoint.organizationId,
        memberships,
        and(
          eq(memberships.role, "organization_admin"),
          eq(memberships.active, true),
          eq(users.active, true),
        ),
      ),
    );
  const link = `${config.publicUrl}${webhookSettingsPath}`;
  const name = endpoint.description ? `${endpoint.description} (${endpoint.url})` : endpoint.url;
  const mailer = createMailer(db, config, log);
  try {
    for (const admin of admins)
      await mailer.send({
        to: admin.email,
        subject: `Webhook turned off: ${endpoint.url}`,
        text: [
          `The webhook endpoint ${name} of ${organization?.name ?? "your organisation"} was turned off:`,
          `${config.WEBHOOK_DISABLE_AFTER_FAILURES} deliveries in a row failed after every retry.`,
          "",
          `See the failed deliveries, fix the receiver and turn the endpoint on again: ${link}`,
        ].join("\n"),
        links: [link],
      });
  } finally {
    mailer.close();
  }
}
