import type { ApolloCache } from "@apollo/client";
import {
  CASE_EMAIL_THREADS_QUERY,
  type CaseEmail,
  type CaseEmailThread,
} from "./case-emails.graphql.ts";

/**
 * Shows a sent e-mail without asking again: the answer's thread replaces the cached one (same
 * id, normalised by Apollo) or, when the e-mail started a thread, joins the case's list first.
 * The case's e-mail counts, if the case is in the cache, count it too.
 */
export function addSentThread(
  cache: ApolloCache,
  caseId: string,
  sent: { email: CaseEmail; thread: CaseEmailThread },
) {
  cache.updateQuery({ query: CASE_EMAIL_THREADS_QUERY, variables: { caseId } }, (data) => {
    if (!data || data.caseEmailThreads.some((thread) => thread.id === sent.thread.id)) return data;
    return { caseEmailThreads: [sent.thread, ...data.caseEmailThreads] };
  });
  cache.modify<{ counts?: { emails?: number; externalEmails?: number } }>({
    id: cache.identify({ __typename: "SupplierCase", id: caseId }),
    fields: {
      counts: (counts) => {
        // CaseCounts has no id: it is stored inside the case, never as a reference.
        if (!counts || typeof counts !== "object" || "__ref" in counts) return counts;
        const next = { ...counts };
        if (typeof next.emails === "number") next.emails += 1;
        if (typeof next.externalEmails === "number" && sent.email.isExternal) {
          next.externalEmails += 1;
        }
        return next;
      },
    },
  });
}
