/**
 * What the AI report browser test finds seeded (support/seed-ai-reports.ts writes it before the
 * server starts). Reports are versioned per organisation and company, so every attempt (the
 * first run and the retries CI allows) signs in to an organisation of its own with AI report v1
 * and alerts: a retry then starts from "no report yet" again, as the first run did. The company
 * is in no portfolio at first (outside the allowed set); the test puts it in one. Plain values
 * only: the spec imports this without the server's code.
 */
export const aiReportsE2e = {
  organizationName: "Reportwise Test Org",
  attempts: 3,
  /** Weak liquidity and cyber figures, so the grades give the generator something to say. */
  company: {
    slug: "e2e-ai-reports-ironbridge-foundry",
    name: "Ironbridge Foundry",
    currentRatio: 0.5,
    quickRatio: 0.3,
    securityRating: 320,
  },
  /** A critical cyber alert: the report's most severe finding, cited in its summary. */
  criticalAlert: {
    title: "Ransomware attack halts the casting lines at Ironbridge Foundry",
    provider: "Reportwise Wire",
    daysAgo: 12,
  },
} as const;

export function aiReportsUserEmail(attempt: number): string {
  return `e2e-ai-reports-${attempt}@reportwise.test`;
}

export function aiReportsOrganizationName(attempt: number): string {
  return `${aiReportsE2e.organizationName} ${attempt}`;
}
