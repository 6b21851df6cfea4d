import { builder } from "../../../graphql/builder.ts";
import { altmanZone, type CompanyRatios } from "../company-ratios.ts";
import type { FinancialYear } from "./financials.service.ts";

const RatiosType = builder.objectRef<CompanyRatios>("FinancialRatios").implement({
  description: "Computed from the same fiscal year's statements (never stored).",
  fields: (t) => ({
    currentRatio: t.exposeFloat("currentRatio", { nullable: true }),
    quickRatio: t.exposeFloat("quickRatio", { nullable: true }),
    debtToEquity: t.exposeFloat("debtToEquity", { nullable: true }),
    altmanZScore: t.exposeFloat("altmanZScore", { nullable: true }),
    altmanZone: t.string({
      nullable: true,
      description: "safe above 2.99, grey from 1.81, distress below.",
      resolve: (r) => (r.altmanZScore === null ? null : altmanZone(r.altmanZScore)),
    }),
  }),
});

const amount = [
  "totalAssets",
  "currentAssets",
  "cash",
  "inventory",
  "totalLiabilities",
  "currentLiabilities",
  "totalEquity",
  "retainedEarnings",
  "workingCapital",
  "revenue",
  "ebit",
  "netIncome",
  "operatingCashFlow",
  "capitalExpenditure",
  "freeCashFlow",
] as const;

export const FinancialYearType = builder.objectRef<FinancialYear>("FinancialYear").implement({
  fields: (t) => ({
    fiscalYear: t.exposeInt("fiscalYear"),
    currency: t.exposeString("currency"),
    source: t.exposeString("source"),
    fetchedAt: t.expose("fetchedAt", { type: "DateTime" }),
    ratios: t.field({ type: RatiosType, resolve: (y) => y.ratios }),
    ...Object.fromEntries(amount.map((key) => [key, t.exposeFloat(key)])),
  }),
});
