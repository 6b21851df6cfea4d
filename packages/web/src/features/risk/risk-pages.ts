/**
 * The risk pages, loaded in two steps like the alert pages: the shell's chunk imports only this
 * small module, and this module imports a page (with recharts and common/risk), so the list of
 * chunks those pages need stays out of the shell's first load.
 */
export const loadRiskHubPage = async () => (await import("./hub/RiskHubPage.tsx")).RiskHubPage;

export const loadRiskSettingsPage = async () =>
  (await import("./settings/RiskSettingsPage.tsx")).RiskSettingsPage;
