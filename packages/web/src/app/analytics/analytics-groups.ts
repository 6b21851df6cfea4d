import { limits } from "@tierwise/common/limits";
import type { Session } from "../session/session.types.ts";

export type AnalyticsGroup = { type: "team" | "organization" | "program"; id: string };

/**
 * The user groups sent with identify (spec 1 §3, §9): the most recent teams by membership date,
 * capped at limits.analyticsUserGroupCap, then the organisation, then the programs.
 */
export function analyticsGroupsFor(session: Session): AnalyticsGroup[] {
  const teams = [...session.teams]
    .sort((a, b) => Date.parse(b.membershipCreatedAt) - Date.parse(a.membershipCreatedAt))
    .slice(0, limits.analyticsUserGroupCap)
    .map((team): AnalyticsGroup => ({ type: "team", id: team.id }));
  const organization: AnalyticsGroup[] = session.organization
    ? [{ type: "organization", id: session.organization.id }]
    : [];
  const programs = session.programs.map(
    (program): AnalyticsGroup => ({ type: "program", id: program.key }),
  );
  return [...teams, ...organization, ...programs];
}
