import type { Session } from "../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import type { Mock } from "../../testing/render-app-ui.tsx";
import {
  CASE_EMAIL_THREADS_QUERY,
  CASE_MAIL_RECIPIENTS_QUERY,
  type CaseEmail,
  type CaseEmailRecipient,
  type CaseEmailThread,
  type CaseMailRecipient,
} from "./case-emails.graphql.ts";

/** Test data shaped like the server's answers (the cases contract, e-mail part). */

export const caseId = "case-1";
export const replyAddress = "case+t0k3n@reply.tierwise.test";

/**
 * Ada, the viewer. Her domain, example.com, is internal: the session says she is. The server
 * records her as the sender of what she sends.
 */
export const emailSession: Session = buildSession({
  id: "user-1",
  key: "user-1",
  internal: true,
  details: { email: "ada@example.com", name: "Ada Lovelace" },
  organization: buildOrganization({ featureFlags: { caseManagementEnabled: true } }),
});

export function recipient(
  email: string,
  type: "to" | "cc" | "bcc",
  { name = null, internalToOrg = false }: { name?: string | null; internalToOrg?: boolean } = {},
): CaseEmailRecipient {
  return { __typename: "CaseEmailRecipient", email, name, type, internalToOrg };
}

export function buildEmail(overrides: Partial<CaseEmail> = {}): CaseEmail {
  return {
    __typename: "CaseEmail",
    id: "email-1",
    threadId: "thread-1",
    sender: {
      __typename: "CaseEmailParty",
      email: "ada@example.com",
      name: "Ada Lovelace",
      internalToOrg: true,
    },
    recipients: [recipient("sam@supplier.test", "to", { name: "Sam Supplier" })],
    subject: "Audit findings",
    body: "Please send the audit report.",
    sentAt: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    attachments: [],
    rejectedAttachments: [],
    isExternal: true,
    direction: "outbound",
    status: "sent",
    ...overrides,
  };
}

export function buildThread(emails: CaseEmail[], overrides: Partial<CaseEmailThread> = {}) {
  const thread: CaseEmailThread = {
    __typename: "CaseEmailThread",
    id: emails[0]?.threadId ?? "thread-1",
    subject: emails[0]?.subject ?? "Audit findings",
    replyAddress,
    emails,
    emailCount: emails.length,
    ...overrides,
  };
  return thread;
}

export function threadsMock(threads: CaseEmailThread[]): Mock {
  return {
    request: { query: CASE_EMAIL_THREADS_QUERY, variables: { caseId } },
    result: { data: { caseEmailThreads: threads } },
  };
}

/** caseMailRecipients for any typed text: `found` when the text is `query`, else nothing. */
export function mailRecipientsMock(query = "", found: CaseMailRecipient[] = []): Mock {
  return {
    request: { query: CASE_MAIL_RECIPIENTS_QUERY, variables: () => true },
    result: (variables: Record<string, unknown>) => ({
      data: { caseMailRecipients: variables.query === query ? found : [] },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
