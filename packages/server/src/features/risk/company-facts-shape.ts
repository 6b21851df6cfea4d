/** A screening match as grading sees it: its strength and an analyst's decision, if any. */
export type MatchFact = { score: number; decision: "confirmed" | "dismissed" | null };

/**
 * What the grading of one company reads. A list or value that is `undefined` means the data was
 * never fetched for the company (no profile area): the metric grades "-". An empty list means
 * the area is known and holds nothing: the metric grades A.
 */
export type CompanyFacts = {
  id: string;
  now: Date;
  naicsCode: string | null;
  currentRatio: number | null;
  quickRatio: number | null;
  altmanZScore: number | null;
  creditScore: number | null;
  viabilityScore: number | null;
  securityRating: number | null;
  esgScore: number | null;
  esgEnvironmental?: number | null;
  esgSocial?: number | null;
  statement: {
    totalAssets: number;
    totalLiabilities: number;
    totalEquity: number;
    workingCapital: number;
    retainedEarnings: number;
    ebit: number;
  } | null;
  dataBreaches?: Date[];
  physicalSecurityEvents?: number;
  safetyActions?: number;
  enforcementActions?: number;
  adverseMedia?: number;
  forcedLaborRisks?: ("low" | "medium" | "high")[];
  sanctions?: MatchFact[];
  peps?: MatchFact[];
  stateOwnership?: { isStateOwned: boolean; share: number | null };
  /** The latest finished supplier workflow's score for the configuration's organisation. */
  supplierAssessment?: number;
};

export function daysBetween(earlier: Date, later: Date): number {
  return Math.floor((later.getTime() - earlier.getTime()) / 86_400_000);
}

/** Facts with nothing known: what a test starts from. */
export function emptyFacts(
  id = "00000000-0000-0000-0000-000000000000",
  now = new Date(),
): CompanyFacts {
  return {
    id,
    now,
    naicsCode: null,
    currentRatio: null,
    quickRatio: null,
    altmanZScore: null,
    creditScore: null,
    viabilityScore: null,
    securityRating: null,
    esgScore: null,
    statement: null,
  };
}
