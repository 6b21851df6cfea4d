/** Labels for SessionOrganization.type (provider | customer | teams). */
const organizationTypeLabels: Record<string, string> = {
  provider: "Provider",
  customer: "Customer",
  teams: "Tierwise for Teams",
};

export function organizationTypeLabel(type: string): string {
  return organizationTypeLabels[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}
