import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFilesHarness, upload } from "../../test/comments-support.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import type { TestClient } from "../../test/harness.ts";
import { startSmtpPeer } from "../../test/smtp-peer.ts";
import { buildCasesWorld, type CasesWorld, call, caseOps } from "../cases/cases-test-support.ts";

/**
 * Issue 26, leak 3: the audit log names a case, a task and a case e-mail by id and kind, and
 * keeps none of their words (title, description, subject, addresses, file names), so neither an
 * administrator off a private case's access list nor the provider reads them there.
 */
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: CasesWorld;
let provider: TestClient;
beforeAll(async () => {
  peer = await startSmtpPeer(0, () => {});
  h = await createFilesHarness({ SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
  world = await buildCasesWorld(h);
  const tierwise = await buildOrganization(h.database.db, {
    type: "provider",
    settings: { allowedRoles: ["tierwise_admin"] },
  });
  const manager = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: tierwise.id, role: "tierwise_admin" }],
  });
  provider = await h.signIn(manager.email, manager.password);
});
afterAll(async () => {
  await h.close();
  await peer.close();
});

const secret = "SECRET-9341";
const auditQuery = `query($organizationId: ID) { auditLog(organizationId: $organizationId, first: 100) {
  items { action targetType targetId before after } } }`;

describe("the audit log of a private case", () => {
  it("records every change by id and kind, with none of the case's words", async () => {
    const { creator, teamMember, admin } = world.people;
    const created = await call(creator.client, caseOps.create, {
      input: {
        title: `Bribery at the plant ${secret}`,
        description: [{ type: "paragraph", children: [{ text: `Details ${secret}` }] }],
        private: true,
        acl: [{ type: "user", id: teamMember.id }],
      },
    });
    expect(created.__typename).toBe("SupplierCaseSuccess");
    const caseId = created.supplierCase.id;
    const renamed = await call(creator.client, caseOps.update, {
      input: { id: caseId, title: `Renamed ${secret}`, priority: "high" },
    });
    expect(renamed.__typename).toBe("SupplierCaseSuccess");
    const task = await call(
      creator.client,
      `mutation($input: CreateCaseTaskInput!) { createCaseTask(input: $input) { __typename } }`,
      { input: { caseId, title: `Interview the whistle-blower ${secret}` } },
    );
    expect(task.__typename).toBe("CaseTaskSuccess");
    const uploaded = await upload(h, creator.client, [
      { name: `evidence-${secret}.csv`, data: Buffer.from("a,b\n1,2\n") },
    ]);
    const key = (uploaded.body as { key: string }[])[0]?.key;
    const mail = await call(
      creator.client,
      `mutation($input: SendCaseEmailInput!) { sendCaseEmail(input: $input) { __typename ... on Error { message } } }`,
      {
        input: {
          caseId,
          subject: `Your plant ${secret}`,
          body: `Please explain ${secret}`,
          recipients: [{ email: `whistle-${secret.toLowerCase()}@supplier.test`, type: "to" }],
          attachmentKeys: key ? [key] : [],
        },
      },
    );
    expect(mail.__typename).toBe("SendCaseEmailSuccess");

    const asAdmin = await admin.client.gql(auditQuery, {});
    const asProvider = await provider.gql(auditQuery, { organizationId: world.acme.id });
    for (const answer of [asAdmin, asProvider]) {
      expect(answer.errors).toBeUndefined();
      const text = JSON.stringify(answer.data);
      // The entries are there, by id and kind…
      expect(text).toContain(caseId);
      for (const action of ["case.created", "case.updated", "case_task.created", "case_email.sent"])
        expect(text).toContain(action);
      // …and say nothing of what the case is about.
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });
});
