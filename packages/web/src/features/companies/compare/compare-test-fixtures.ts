import type {
  CompareCompany,
  CompareFinancialYear,
  CompareMetrics,
  SuggestedCompany,
} from "./compare.graphql.ts";

/** Test data shaped like the server's answers to the /compare documents. */

export const companyId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function financialYear(
  fiscalYear: number,
  overrides: Partial<Omit<CompareFinancialYear, "ratios">> & {
    ratios?: Partial<CompareFinancialYear["ratios"]>;
  } = {},
): CompareFinancialYear {
  const { ratios, ...rest } = overrides;
  return {
    __typename: "FinancialYear",
    fiscalYear,
    currency: "USD",
    revenue: 1_000_000,
    netIncome: 100_000,
    totalAssets: 2_000_000,
    totalEquity: 800_000,
    ...rest,
    ratios: {
      __typename: "FinancialRatios",
      currentRatio: 1.5,
      quickRatio: 1.1,
      altmanZScore: 3.2,
      altmanZone: "safe",
      ...ratios,
    },
  };
}

export function compareCompany(
  n: number,
  name: string,
  overrides: Partial<Omit<CompareCompany, "metrics">> & { metrics?: Partial<CompareMetrics> } = {},
): CompareCompany {
  const { metrics, ...rest } = overrides;
  return {
    __typename: "Company",
    id: companyId(n),
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    displayName: name,
    statusCode: "active",
    naicsTitle: "Steel Manufacturing",
    sector: "Manufacturing",
    locations: [
      {
        __typename: "CompanyLocation",
        city: "Austin",
        countryCode: "US",
        country: "United States",
        subdivisionName: "Texas",
        hq: true,
      },
    ],
    financials: [2021, 2022, 2023, 2024, 2025].map((year) =>
      financialYear(year, { revenue: n * 1_000_000 + year }),
    ),
    profile: [
      { __typename: "ProfileArea", area: "sanctions", records: [] },
      { __typename: "ProfileArea", area: "adverseMedia", records: [{}, {}] },
      { __typename: "ProfileArea", area: "dataBreaches", records: [{}] },
      {
        __typename: "ProfileArea",
        area: "forcedLaborRisks",
        records: [{ region: "X", risk: "low", reason: "r" }],
      },
    ],
    ...rest,
    metrics: {
      __typename: "CompanyMetrics",
      employeeCount: 100 * n,
      revenueUsd: 1_000_000 * n,
      revenueGrowth: 5,
      creditScore: 60,
      creditRating: "A",
      creditAgencyRating: "AA",
      fraudScore: 10,
      viabilityScore: 3,
      securityRating: 700,
      securityGrade: "B",
      esgScore: 55,
      ...metrics,
    },
  };
}

export function suggestedCompany(n: number, name: string): SuggestedCompany {
  return {
    __typename: "Company",
    id: companyId(n),
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    displayName: name,
    naicsTitle: "Steel Manufacturing",
    locations: [
      {
        __typename: "CompanyLocation",
        city: "Austin",
        countryCode: "US",
        subdivisionName: "Texas",
      },
    ],
    metrics: { __typename: "CompanyMetrics", revenueUsd: 1_000_000 * n },
  };
}
