import { isRoleKey, type RoleKey, roles } from "@tierwise/common/roles";
import type { Session } from "../../../app/session/session.types.ts";

const has = (session: Session, role: string) => session.roles.includes(role);

/**
 * Roles offered in the role select. The organisation's `allowedRoles` is not exposed to its own
 * admins by the API, so this follows the organisation type (teams organisations use the two
 * teams roles; others Administrator and Member, plus Tierwise Manager for provider managers).
 * The server still checks `allowedRoles` and its refusal is shown; the member's current role is
 * always listed so the select can show it.
 */
export function assignableRoles(session: Session, currentRole?: string): RoleKey[] {
  const offered: RoleKey[] =
    session.organization?.type === "teams"
      ? ["tierwise_for_teams_admin", "tierwise_for_teams_member"]
      : has(session, "tierwise_admin")
        ? ["tierwise_admin", "organization_admin", "user"]
        : ["organization_admin", "user"];
  if (currentRole && isRoleKey(currentRole) && !offered.includes(currentRole)) {
    return [currentRole, ...offered];
  }
  return offered;
}

export function roleLabel(role: string): string {
  return isRoleKey(role) ? roles[role].label : role;
}
