import type { DataPackage } from "../company-profile.ts";
import { hasFlag, hasPermission, type PolicyActor } from "./policy-actor.ts";

/** What an organisation holds for one company: the data packages of the sets covering it. */
export type CompanyCoverage = { dataPackages: readonly DataPackage[] };

/** Company research: profiles, search, comparison (spec 3 §2–§9). */
export const companiesPolicy = {
  /** Every member of an organisation researches companies. */
  "companies.read": (actor: PolicyActor) => actor.organizationId !== null,
  "companies.advancedSearch": (actor: PolicyActor) =>
    actor.organizationId !== null && hasFlag(actor, "advancedSearch"),
  "companies.compare": (actor: PolicyActor) =>
    actor.organizationId !== null && hasFlag(actor, "compareCompanies"),
  /** Spec 3 §6: link analysis needs read:link_analysis (the role decides outside teams). */
  "companies.readLinkAnalysis": (actor: PolicyActor) => hasPermission(actor, "read:link_analysis"),
  /**
   * Spec 3 §8: credit, fraud and viability scores and reports come with the `reports` data
   * package, on every path they leave by (profile, search, compare, exports, PDF).
   */
  "companies.readReports": (actor: PolicyActor, company: CompanyCoverage) =>
    actor.organizationId !== null && company.dataPackages.includes("reports"),
};
