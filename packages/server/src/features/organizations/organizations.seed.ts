import type { Config } from "../../config.ts";
import { seedId } from "../../core/deterministic-id.ts";
import type { Database } from "../../db/client.ts";
import { memberships } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { tags } from "../tags/tag.table.ts";

const acmeTags = [
  {
    value: "Critical supplier",
    description: "Single-source or tier-1 suppliers we cannot replace quickly.",
  },
  { value: "ESG watch", description: "Open environmental, social or governance concerns." },
  { value: "Sanctions screening", description: "Needs a sanctions check before the next order." },
  { value: "Onboarding", description: null },
];

const acmeInvitations = [
  { email: "new.buyer@acme.test", jobTitle: "Category Buyer", businessUnit: "Procurement" },
  { email: "auditor@acme.test", jobTitle: "Compliance Officer", businessUnit: "Compliance" },
];

/**
 * Demo data of the organisation features for Acme: tags and two pending invitations (an admin
 * sends their link with "Resend invitation"). Deterministic ids; safe to run twice.
 */
export async function seedOrganizationsDemo(db: Database, _config: Config): Promise<void> {
  const organizationId = seedId("org:acme");
  await db.transaction(async (tx) => {
    await tx
      .insert(tags)
      .values(
        acmeTags.map((tag) => ({ id: seedId(`tag:acme:${tag.value}`), organizationId, ...tag })),
      )
      .onConflictDoNothing();
    for (const invitation of acmeInvitations) {
      const userId = seedId(`user:${invitation.email}`);
      await tx
        .insert(users)
        .values({ id: userId, ...invitation, verified: false })
        .onConflictDoNothing();
      await tx
        .insert(memberships)
        .values({ userId, organizationId, role: "user", active: false, acceptedAt: null })
        .onConflictDoNothing();
    }
  });
}
