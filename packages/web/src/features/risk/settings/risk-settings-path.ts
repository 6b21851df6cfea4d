/**
 * The address of a place in the risk settings (spec 1 §2): /settings/risk-hub/{riskConfigId?},
 * /categories/{categoryId}, /metrics/{metricId}. Kept free of imports: the routes (in the
 * shell's chunk) check the shape with it.
 */
export type RiskSettingsPlace = {
  configId: string | null;
  categoryId: string | null;
  metricId: string | null;
};

/** What follows /settings/risk-hub/, or null when it is no place in the settings. */
export function parseRiskSettingsPath(rest: string): RiskSettingsPlace | null {
  const parts = rest.split("/").filter(Boolean).map(decodeURIComponent);
  const [configId = null, categories, categoryId = null, metrics, metricId = null] = parts;
  if (parts.length > 5 || parts.length === 2 || parts.length === 4) return null;
  if (parts.length >= 3 && categories !== "categories") return null;
  if (parts.length === 5 && metrics !== "metrics") return null;
  return { configId, categoryId, metricId };
}

export const isRiskSettingsPath = (rest: string) => parseRiskSettingsPath(rest) !== null;

export function riskSettingsPath({ configId, categoryId, metricId }: Partial<RiskSettingsPlace>) {
  let path = "/settings/risk-hub";
  if (!configId) return path;
  path += `/${encodeURIComponent(configId)}`;
  if (!categoryId) return path;
  path += `/categories/${encodeURIComponent(categoryId)}`;
  return metricId ? `${path}/metrics/${encodeURIComponent(metricId)}` : path;
}
