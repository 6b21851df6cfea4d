import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RoleKey } from "@tierwise/common/roles";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import type { Database } from "../../db/client.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import type { Harness, TestClient } from "../../test/harness.ts";
import { type ReceivedMail, startSmtpPeer } from "../../test/smtp-peer.ts";
import { caseAccess, supplierCases } from "../cases/case.table.ts";
import { caseEmails, caseEmailThreads } from "./case-email.table.ts";
import { newMessageId, newReplyToken } from "./reply-address.ts";

export const fixturesDir = path.join(import.meta.dirname, "fixtures");
export const readFixture = (name: string) => readFile(path.join(fixturesDir, name));
export const commentFixture = (name: string) =>
  readFile(path.join(import.meta.dirname, "../comments/fixtures", name));

export const inboundDomain = "reply.tierwise.test";

/**
 * Acme (cases on, internal mail domain acme.test) with a sender, a colleague and a member off a
 * private case's access list; Globex (cases on too) with an administrator.
 */
export async function buildCaseMailWorld(h: Harness) {
  const db = h.database.db;
  const settings = {
    featureFlags: { caseManagementEnabled: true, comments: true },
    internalMailDomains: ["acme.test"],
  };
  const acme = await buildOrganization(db, { settings });
  const globex = await buildOrganization(db, { settings });
  const person = async (organizationId: string, email: string, role: RoleKey = "user") => {
    const user = await buildUser(db, h.config, {
      email,
      memberships: [{ organizationId, role }],
      overrides: { firstName: email.split("@")[0] ?? "Test", lastName: "Tester" },
    });
    return { user, id: user.id, client: await h.signIn(user.email, user.password) };
  };
  const stamp = crypto.randomUUID().slice(0, 8);
  const people = {
    sender: await person(acme.id, `sender-${stamp}@acme.test`),
    colleague: await person(acme.id, `colleague-${stamp}@acme.test`),
    outsider: await person(globex.id, `otto-${stamp}@globex.test`, "organization_admin"),
  };
  return { acme, globex, people };
}

let rowNumber = 1000;

/** A case of the organisation, public or private with the given access list (users). */
export async function insertCase(
  db: Database,
  organizationId: string,
  creatorId: string,
  options: { private?: boolean; access?: string[]; title?: string } = {},
) {
  rowNumber += 1;
  const [row] = await db
    .insert(supplierCases)
    .values({
      organizationId,
      rowNumber,
      title: options.title ?? "Late deliveries from Northwind",
      description: [{ type: "paragraph", children: [{ text: "Track it" }] }],
      creatorId,
      private: options.private ?? false,
    })
    .returning();
  if (!row) throw new Error("case not created");
  for (const userId of options.access ?? []) {
    await db
      .insert(caseAccess)
      .values({ caseId: row.id, organizationId, actorType: "user", actorId: userId });
  }
  return row;
}

/** A thread with one e-mail we "sent" earlier, for inbound tests that answer it. */
export async function insertSentThread(
  db: Database,
  supplierCase: { id: string; organizationId: string; creatorId: string },
  options: { messageId?: string; subject?: string } = {},
) {
  const [thread] = await db
    .insert(caseEmailThreads)
    .values({
      organizationId: supplierCase.organizationId,
      caseId: supplierCase.id,
      replyToken: newReplyToken(),
      subject: options.subject ?? "Delivery schedule",
      emailCount: 1,
    })
    .returning();
  if (!thread) throw new Error("thread not created");
  const [email] = await db
    .insert(caseEmails)
    .values({
      organizationId: supplierCase.organizationId,
      caseId: supplierCase.id,
      threadId: thread.id,
      direction: "outbound",
      status: "sent",
      senderEmail: "sender@acme.test",
      sentBy: supplierCase.creatorId,
      subject: thread.subject,
      bodyText: "When will the parts arrive?",
      messageId: options.messageId ?? newMessageId(inboundDomain),
      isExternal: true,
    })
    .returning();
  if (!email) throw new Error("e-mail not created");
  return { thread, email };
}

export async function caseRow(db: Database, id: string) {
  const [row] = await db.select().from(supplierCases).where(eq(supplierCases.id, id));
  if (!row) throw new Error("case missing");
  return row;
}

export async function threadEmails(db: Database, threadId: string) {
  return db.select().from(caseEmails).where(eq(caseEmails.threadId, threadId));
}

/** A real SMTP peer collecting what it is sent, with each message parsed by mailparser. */
export async function startCollectingPeer() {
  const received: ReceivedMail[] = [];
  const peer = await startSmtpPeer(0, (mail) => received.push(mail));
  return {
    ...peer,
    received,
    parsed: (index: number) => simpleParser(received[index]?.raw ?? ""),
  };
}

/** Waits until the condition holds (mail arrives asynchronously); fails after the timeout. */
export async function waitFor<T>(read: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const caseEmailFields = `
  id threadId subject body bodyHtml isExternal direction status createdAt
  sender { email name internalToOrg }
  recipients { email name type internalToOrg }
  attachments { id filename size contentType downloadUrl }
  rejectedAttachments { filename reason message }`;

export const sendMutation = `mutation($input: SendCaseEmailInput!) {
  sendCaseEmail(input: $input) {
    __typename
    ... on SendCaseEmailSuccess {
      email { ${caseEmailFields} }
      thread { id subject replyAddress emailCount emails { id } }
    }
    ... on ValidationError { message fieldErrors { path message } }
    ... on NotFoundError { message }
    ... on ForbiddenError { message }
  }
}`;

export const threadsQuery = `query($caseId: ID!) {
  caseEmailThreads(caseId: $caseId) { id subject replyAddress emailCount emails { ${caseEmailFields} } }
}`;

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely in tests.
export type Any = any;

export async function send(client: TestClient, input: Record<string, unknown>) {
  const result = await client.gql<Any>(sendMutation, { input });
  return result;
}
