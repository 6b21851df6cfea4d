import { gql, type TypedDocumentNode } from "@apollo/client";
import { PROFILE_AREA_FIELDS, type ProfileAreaResult } from "../areas/profile-areas.graphql.ts";

export const statementAmounts = [
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
export type StatementAmount = (typeof statementAmounts)[number];

export type FinancialYear = {
  __typename: "FinancialYear";
  fiscalYear: number;
  currency: string;
  source: string;
  fetchedAt: string;
  ratios: {
    __typename: "FinancialRatios";
    currentRatio: number | null;
    quickRatio: number | null;
    debtToEquity: number | null;
    altmanZScore: number | null;
    altmanZone: string | null;
  };
} & Record<StatementAmount, number | null>;

/** Statements per fiscal year with their ratios, and the funding rounds (spec 3 §2). */
export const FINANCIALS_QUERY: TypedDocumentNode<
  {
    companyById: {
      __typename: "Company";
      id: string;
      financials: FinancialYear[];
      profile: ProfileAreaResult[];
    } | null;
  },
  { id: string }
> = gql`
  query CompanyFinancials($id: ID!) {
    companyById(id: $id) {
      id
      financials {
        fiscalYear
        currency
        source
        fetchedAt
        totalAssets
        currentAssets
        cash
        inventory
        totalLiabilities
        currentLiabilities
        totalEquity
        retainedEarnings
        workingCapital
        revenue
        ebit
        netIncome
        operatingCashFlow
        capitalExpenditure
        freeCashFlow
        ratios { currentRatio quickRatio debtToEquity altmanZScore altmanZone }
      }
      profile(areas: [fundingRounds]) { ...ProfileAreaFields }
    }
  }
  ${PROFILE_AREA_FIELDS}
`;
