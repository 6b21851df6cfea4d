import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { dashboardConflictMessage } from "@tierwise/common/dashboards/messages";
import { messages } from "@tierwise/common/messages";

/** The error code updateDashboard answers a stale version with (contract: DASHBOARD_CONFLICT). */
export const dashboardConflictCode = "DASHBOARD_CONFLICT";

export type DashboardSaveFailure = { conflict: boolean; messages: string[] };

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

type ErrorExtensions = {
  code?: unknown;
  messages?: unknown;
  updatedByName?: unknown;
  updatedAt?: unknown;
};

/** One refusal in words: every validation problem, or the conflict with the time in local time. */
function sentencesOf(message: string, extensions: ErrorExtensions): string[] {
  if (extensions.code === dashboardConflictCode) {
    const at = typeof extensions.updatedAt === "string" ? new Date(extensions.updatedAt) : null;
    if (typeof extensions.updatedByName === "string" && at && !Number.isNaN(at.getTime()))
      return [dashboardConflictMessage(extensions.updatedByName, timeFormat.format(at))];
  }
  if (
    Array.isArray(extensions.messages) &&
    extensions.messages.every((each) => typeof each === "string")
  )
    return extensions.messages as string[];
  return message === "" ? [] : [message];
}

/**
 * What a failed dashboard mutation says: the server's own sentences (validation names the
 * widget and breakpoint; a conflict says who saved and when), or the generic one when the
 * request itself failed.
 */
export function saveFailureOf(error: unknown): DashboardSaveFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const conflict = error.errors.some((each) => each.extensions?.code === dashboardConflictCode);
    const texts = error.errors.flatMap((each) =>
      sentencesOf(each.message, (each.extensions ?? {}) as ErrorExtensions),
    );
    return { conflict, messages: texts.length > 0 ? texts : [messages.somethingWentWrong] };
  }
  return { conflict: false, messages: [messages.somethingWentWrong] };
}
