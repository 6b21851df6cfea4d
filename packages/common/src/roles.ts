/** The five roles of spec 1 §6.1; {product} is Tierwise. */
export const roles = {
  tierwise_admin: { label: "Tierwise Manager", administrative: true },
  organization_admin: { label: "Administrator", administrative: true },
  user: { label: "Member", administrative: false },
  tierwise_for_teams_admin: { label: "Tierwise for Teams Administrator", administrative: true },
  tierwise_for_teams_member: { label: "Tierwise for Teams Member", administrative: false },
} as const;

export type RoleKey = keyof typeof roles;
export const roleKeys = Object.keys(roles) as RoleKey[];

export function isRoleKey(value: string): value is RoleKey {
  return Object.hasOwn(roles, value);
}
