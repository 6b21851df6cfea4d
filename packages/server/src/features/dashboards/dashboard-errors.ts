import { dashboardConflictMessage, dashboardMessages } from "@tierwise/common/dashboards/messages";
import { GraphQLError } from "graphql";

/**
 * Dashboards answer with the contract's plain types (`Dashboard!`), so their refusals travel as
 * coded GraphQL errors (extensions.code) that the web reads: NOT_FOUND for an unknown dashboard
 * and, alike, one of another organisation; BAD_USER_INPUT with every problem in
 * extensions.messages; DASHBOARD_CONFLICT when another save came first. FORBIDDEN is the app's
 * own coded error (core/errors.ts).
 */
export function dashboardNotFound(): GraphQLError {
  return new GraphQLError(dashboardMessages.notFound, { extensions: { code: "NOT_FOUND" } });
}

export function dashboardInvalid(messages: readonly string[]): GraphQLError {
  return new GraphQLError(messages.join("\n"), {
    extensions: { code: "BAD_USER_INPUT", messages },
  });
}

/** `updatedAt` goes as ISO time in extensions; the message carries it as the server wrote it. */
export function dashboardConflict(updatedByName: string, updatedAt: Date): GraphQLError {
  const time = updatedAt.toISOString().slice(0, 16).replace("T", " ");
  return new GraphQLError(dashboardConflictMessage(updatedByName, `${time} UTC`), {
    extensions: {
      code: "DASHBOARD_CONFLICT",
      updatedByName,
      updatedAt: updatedAt.toISOString(),
    },
  });
}

/** An organisation id that names none (provider administrators may name any organisation). */
export function organizationNotFound(): GraphQLError {
  return new GraphQLError("This organisation does not exist.", {
    extensions: { code: "NOT_FOUND" },
  });
}
