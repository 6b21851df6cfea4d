import { z } from "zod";

/**
 * The company profile areas of spec 3 §2 ("The profile draws on these areas"). Each area is a
 * list of records; every stored list carries the provider it came from and when it was
 * fetched. Financial statements and the corporate hierarchy live in their own tables (they are
 * queried relationally); every other area is stored as validated records per provider.
 */
export const profileAreaKeys = [
  "summary",
  "fundingRounds",
  "keyExecutives",
  "employees",
  "salaries",
  "hiringCategories",
  "genderMetrics",
  "ethnicityMetrics",
  "securityRatings",
  "dataBreaches",
  "courtFilings",
  "sanctions",
  "politicallyExposedPersons",
  "regulatoryEnforcement",
  "adverseMedia",
  "stateOwnedEntity",
  "forcedLaborRisks",
  "foreignAffiliations",
  "technologyTransferRisks",
  "beneficialOwnership",
  "linkAnalysis",
  "websiteTraffic",
  "competitors",
  "esg",
  "diversity",
  "creditScore",
  "fraudScore",
  "viabilityRating",
  "patents",
  "news",
  "blogs",
  "governmentAwards",
  "creditReport",
  "vendors",
] as const;
export type ProfileAreaKey = (typeof profileAreaKeys)[number];

/** Providers a value may come from; `tierwise` is the product's own data. */
export const dataProviders = [
  "tierwise",
  "pitchbook",
  "cbinsights",
  "dnb",
  "lab1",
  "opensanctions",
  "ofac",
  "geonames",
  "import",
] as const;
export type DataProvider = (typeof dataProviders)[number];

/**
 * Spec 3 §3: funding from pitchbook, then cbinsights, then the product's own data; key
 * executives from pitchbook then own data. Other areas take their own data first. The server's
 * COMPANY_PROVIDER_PRIORITY setting overrides any entry.
 */
export const defaultProviderPriority: Readonly<Partial<Record<ProfileAreaKey, DataProvider[]>>> = {
  fundingRounds: ["pitchbook", "cbinsights", "tierwise"],
  keyExecutives: ["pitchbook", "tierwise"],
};
export const fallbackProviderPriority: readonly DataProvider[] = [
  "tierwise",
  "dnb",
  "pitchbook",
  "cbinsights",
  "lab1",
  "opensanctions",
  "ofac",
  "import",
  "geonames",
];

/** The provider order for one area (earlier wins); unknown providers sort last. */
export function providerOrder(
  area: ProfileAreaKey,
  overrides: Partial<Record<string, string[]>> = {},
): string[] {
  return overrides[area] ?? defaultProviderPriority[area] ?? [...fallbackProviderPriority];
}

const isoDate = z.iso.date();
const money = z.number().finite();
const share = z.number().min(0).max(1);
const score100 = z.number().min(0).max(100);

/** One record of each area, validated on every write (seed, import, provider fetch). */
export const profileRecordSchemas = {
  summary: z.object({
    description: z.string().max(4000),
    foundedYear: z.number().int().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    legalForm: z.string().nullable(),
    stockTicker: z.string().nullable(),
  }),
  fundingRounds: z.object({
    announcedOn: isoDate,
    roundType: z.string(),
    amountUsd: money.nullable(),
    investors: z.array(z.object({ slug: z.string(), name: z.string() })),
  }),
  keyExecutives: z.object({
    name: z.string(),
    title: z.string(),
    since: isoDate.nullable(),
    nationality: z.string().length(2).nullable(),
  }),
  employees: z.object({ year: z.number().int(), count: z.number().int().min(0) }),
  salaries: z.object({ jobTitle: z.string(), medianUsd: money, sampleSize: z.number().int() }),
  hiringCategories: z.object({ category: z.string(), openings: z.number().int().min(0) }),
  genderMetrics: z.object({ group: z.enum(["workforce", "leadership", "board"]), women: share }),
  ethnicityMetrics: z.object({ ethnicity: z.string(), share }),
  securityRatings: z.object({
    ratedOn: isoDate,
    rating: z.number().int().min(250).max(900),
    grade: z.enum(["A", "B", "C", "D", "F"]),
    factors: z.array(z.object({ name: z.string(), grade: z.enum(["A", "B", "C", "D", "F"]) })),
  }),
  dataBreaches: z.object({
    disclosedOn: isoDate,
    recordsExposed: z.number().int().min(0),
    kind: z.string(),
    summary: z.string(),
  }),
  courtFilings: z.object({
    filedOn: isoDate,
    court: z.string(),
    caseNumber: z.string(),
    kind: z.string(),
    status: z.enum(["open", "closed", "dismissed", "settled"]),
  }),
  sanctions: z.object({
    listName: z.string(),
    program: z.string(),
    listedOn: isoDate.nullable(),
    matchedName: z.string(),
    subject: z.enum(["company", "executive"]),
    score: score100,
  }),
  politicallyExposedPersons: z.object({
    name: z.string(),
    position: z.string(),
    country: z.string().length(2),
    relation: z.string(),
  }),
  regulatoryEnforcement: z.object({
    actionOn: isoDate,
    agency: z.string(),
    action: z.string(),
    penaltyUsd: money.nullable(),
  }),
  adverseMedia: z.object({
    publishedOn: isoDate,
    headline: z.string(),
    category: z.string(),
    source: z.string(),
    url: z.string(),
  }),
  stateOwnedEntity: z.object({
    isStateOwned: z.boolean(),
    state: z.string().length(2).nullable(),
    ownershipShare: share.nullable(),
  }),
  forcedLaborRisks: z.object({
    region: z.string(),
    risk: z.enum(["low", "medium", "high"]),
    reason: z.string(),
  }),
  foreignAffiliations: z.object({
    entityName: z.string(),
    country: z.string().length(2),
    relationship: z.string(),
    since: isoDate.nullable(),
  }),
  technologyTransferRisks: z.object({
    applicationNumber: z.string(),
    title: z.string(),
    coApplicantCountry: z.string().length(2),
    risk: z.enum(["low", "medium", "high"]),
  }),
  beneficialOwnership: z.object({
    ownerName: z.string(),
    ownerType: z.enum(["person", "company", "state"]),
    nationality: z.string().length(2).nullable(),
    country: z.string().length(2),
    share: score100,
    natureOfControlType: z.string(),
    natureOfControlClass: z.string(),
  }),
  linkAnalysis: z.object({
    entityName: z.string(),
    entity: z.enum(["person", "company"]),
    country: z.string().length(2),
    relation: z.string(),
    beneficial: score100,
  }),
  websiteTraffic: z.object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    visits: z.number().int().min(0),
  }),
  competitors: z.object({ slug: z.string().nullable(), name: z.string(), similarity: share }),
  esg: z.object({
    year: z.number().int(),
    environmental: score100,
    social: score100,
    governance: score100,
    total: score100,
  }),
  diversity: z.object({
    certification: z.string(),
    certifiedBy: z.string(),
    since: isoDate.nullable(),
  }),
  creditScore: z.object({
    scoredOn: isoDate,
    score: score100,
    rating: z.string(),
    agencyRating: z.string(),
  }),
  fraudScore: z.object({ scoredOn: isoDate, score: score100, reason: z.string() }),
  viabilityRating: z.object({
    ratedOn: isoDate,
    viabilityScore: z.number().int().min(1).max(9),
    portfolioComparison: z.number().int().min(1).max(9),
    ratingReason: z.string(),
    ratingOverrideReasons: z.array(z.string()),
  }),
  patents: z.object({
    applicationNumber: z.string(),
    title: z.string(),
    filedOn: isoDate,
    grantedOn: isoDate.nullable(),
    office: z.string(),
  }),
  news: z.object({
    id: z.string(),
    headline: z.string(),
    publishedAt: z.iso.datetime(),
    source: z.string(),
    url: z.string(),
  }),
  blogs: z.object({
    id: z.string(),
    headline: z.string(),
    publishedAt: z.iso.datetime(),
    source: z.string(),
    url: z.string(),
  }),
  governmentAwards: z.object({
    awardUniqueKey: z.string(),
    awardId: z.string(),
    awardType: z.string(),
    awardAmount: money,
    recipientName: z.string(),
    awardingAgency: z.string(),
    awardingSubAgency: z.string().nullable(),
    actionDate: isoDate,
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
    companyDuns: z.string().nullable(),
    faceValueOfLoan: money.nullable(),
    originalLoanSubsidyCost: money.nullable(),
  }),
  creditReport: z.object({
    reportedOn: isoDate,
    paydex: z.number().int().min(0).max(100),
    failureScore: score100,
    delinquencyScore: score100,
    recommendedCreditLimitUsd: money,
  }),
  vendors: z.object({
    name: z.string(),
    slug: z.string().nullable(),
    country: z.string().length(2),
    tier: z.number().int().min(1).max(3),
    category: z.string(),
    spendShare: share,
  }),
} as const satisfies Record<ProfileAreaKey, z.ZodType>;

export type ProfileRecord<K extends ProfileAreaKey> = z.infer<(typeof profileRecordSchemas)[K]>;

/**
 * The profile sub-pages of spec 3 §2, in navigation order; overview is the default. `risk`
 * (issue 27): the risk hub's grade, trend and why for the company, shown with the risk hub.
 * `workflows` (issue 31): the company's supplier workflows, shown with workflows.
 */
export const companySubPages = [
  "overview",
  "risk",
  "workflows",
  "reports",
  "performance",
  "financials",
  "regulatory-and-compliance",
  "security",
  "cybersecurity",
  "foreign-influence",
  "esg",
  "ubo",
  "link-analysis",
  "vendor-hierarchy",
  "corporate-hierarchy",
  "corporate-hierarchy-1",
  "corporate-hierarchy-2",
  "pdf-preview",
] as const;
export type CompanySubPage = (typeof companySubPages)[number];
export const dnbSubPages = [
  "overview",
  "corporate-hierarchy",
  "link-analysis",
  "pdf-preview",
] as const;

/** Which stored areas each sub-page reads (financials, hierarchy: own tables). */
export const subPageAreas: Readonly<Record<CompanySubPage, readonly ProfileAreaKey[]>> = {
  overview: [
    "summary",
    "keyExecutives",
    "fundingRounds",
    "employees",
    "news",
    "blogs",
    "competitors",
  ],
  risk: [],
  workflows: [],
  reports: ["creditReport", "creditScore", "fraudScore", "viabilityRating"],
  performance: [
    "websiteTraffic",
    "employees",
    "salaries",
    "hiringCategories",
    "governmentAwards",
    "patents",
  ],
  financials: ["fundingRounds"],
  "regulatory-and-compliance": [
    "sanctions",
    "politicallyExposedPersons",
    "regulatoryEnforcement",
    "courtFilings",
    "adverseMedia",
  ],
  security: ["securityRatings", "dataBreaches"],
  cybersecurity: ["securityRatings", "dataBreaches"],
  "foreign-influence": [
    "stateOwnedEntity",
    "forcedLaborRisks",
    "foreignAffiliations",
    "technologyTransferRisks",
  ],
  esg: ["esg", "diversity", "genderMetrics", "ethnicityMetrics"],
  ubo: ["beneficialOwnership"],
  "link-analysis": ["linkAnalysis"],
  "vendor-hierarchy": ["vendors"],
  "corporate-hierarchy": [],
  "corporate-hierarchy-1": [],
  "corporate-hierarchy-2": [],
  "pdf-preview": [],
};

/**
 * D&B family-tree roles. The corporate-hierarchy filter excludes branches by default, written
 * with a leading ~ (spec 3 §2: default family role "~9140").
 */
export const familyRoles = {
  "9141": "Global Ultimate",
  "9142": "Domestic Ultimate",
  "9159": "Parent/Headquarters",
  "9155": "Subsidiary",
  "9140": "Branch",
} as const;
export type FamilyRoleCode = keyof typeof familyRoles;
export const defaultFamilyRoleFilter = "~9140";

/** Link-analysis beneficial range (spec 3 §9). */
export const beneficialRange = { min: 0, max: 100 } as const;

/** Data packages a subscription set can carry; reports need `reports` (spec 3 §8 'Unavailable'). */
export const dataPackages = ["reports", "financials", "compliance", "cyber", "esg"] as const;
export type DataPackage = (typeof dataPackages)[number];
