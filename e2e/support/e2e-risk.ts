/**
 * What the risk hub browser tests find seeded (support/seed-risk.ts writes it before the server
 * starts). Each test has an organisation with the risk hub (riskDashboardAccess) and one
 * organisation admin (create:risk_config) per attempt: configurations (at most 5 custom ones an
 * organisation), the selected configuration and analysts' decisions on screening matches are
 * the organisation's or the person's, so a retry starts afresh in an organisation of its own.
 * Plain values only: the specs import this without the server's code.
 */
export const riskE2e = {
  organizationName: "Riskwise Test Org",
  /** The tests, one organisation each per attempt. */
  tests: ["create", "commit", "rerank", "rollback", "why", "dismiss"],
  /** Attempts seeded per test: the first run and two retries. */
  attempts: 3,
  companies: {
    /** Financial C (current ratio 1.2), Cyber A (security rating 800): 37.5 points, B. */
    larchmont: {
      slug: "e2e-risk-larchmont-castings",
      name: "Larchmont Castings",
      currentRatio: 1.2,
      securityRating: 800,
    },
    /** Financial A (current ratio 2.5), Cyber D (security rating 450): 50 points, B. */
    fenwick: {
      slug: "e2e-risk-fenwick-data-mills",
      name: "Fenwick Data Mills",
      currentRatio: 2.5,
      securityRating: 450,
    },
    /** No data but one possible sanctions match (score 58): Compliance B, overall B. */
    saltmarsh: {
      slug: "e2e-risk-saltmarsh-shipping",
      name: "Saltmarsh Shipping",
      currentRatio: null,
      securityRating: null,
    },
  },
  /** The OFAC entry Saltmarsh Shipping possibly matches: same name, another country. */
  sanctionsEntry: {
    listName: "ofac",
    entryId: "E2E-RISK-1",
    name: "Saltmarsh Shipping Co",
    country: "IR",
    score: 58,
    nameScore: 93,
  },
} as const;

/** The name the seeded admins sign their revisions and decisions with. */
export const riskAnalystName = { firstName: "Risa", lastName: "Analyst" };

export type RiskTest = (typeof riskE2e.tests)[number];
export type RiskCompanyKey = keyof typeof riskE2e.companies;

/** The e-mail address of the admin of a test's organisation for one attempt (0 first). */
export function riskUserEmail(test: RiskTest, attempt: number): string {
  return `e2e-risk-${test}-${attempt}@riskwise.test`;
}

/** The name of a test's organisation for one attempt. */
export function riskOrganizationName(test: RiskTest, attempt: number): string {
  return `${riskE2e.organizationName} ${test} ${attempt}`;
}
