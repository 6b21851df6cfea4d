import type { DashboardAccessEntry } from "../dashboards.graphql.ts";

/**
 * "Who may edit" in plain words. Administrators of the organisation may always edit, so an
 * empty list means only them, and an entry for the organisation means everyone.
 */
export function whoMayEdit(aclWrite: readonly DashboardAccessEntry[]): string {
  if (aclWrite.some((entry) => entry.actorType === "org")) return "Everyone";
  if (aclWrite.length === 0) return "Only administrators";
  const names = aclWrite.map((entry) =>
    entry.actorType === "team" ? `${entry.name} (team)` : entry.name,
  );
  return `Administrators and ${names.join(", ")}`;
}
