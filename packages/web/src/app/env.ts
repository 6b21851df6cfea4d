/**
 * Build-time settings (Vite `VITE_*` variables).
 * VITE_ADMIN_ORGANIZATIONS_URL: external admin site that the provider manager's "Organisations"
 * menu entry opens when the organisation's tierwiseAdminOrganisationsEnabled flag is on. Unset:
 * the entry points at /organizations.
 */
const value = import.meta.env.VITE_ADMIN_ORGANIZATIONS_URL;
export const adminOrganizationsUrl: string | null =
  typeof value === "string" && /^https?:\/\//.test(value) ? value : null;
