import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ExportFormat } from "@tierwise/common/company-search";
import {
  type DownloadDeps,
  exportCompanies,
  startAndSave,
  startedJob,
} from "../exports/export-download.ts";
import { EXPORT_JOB_FIELDS, type StartCompanyExportData } from "../exports/exports.graphql.ts";

/**
 * A portfolio's companies to CSV or XLSX: the companies export of search, with the portfolio
 * as its scope (the whole portfolio, or with its sub-portfolios), so the same jobs, progress
 * snackbars and download route serve it.
 */
export const START_PORTFOLIO_EXPORT: TypedDocumentNode<
  StartCompanyExportData,
  { format: ExportFormat; portfolioId: string; includeDescendants: boolean }
> = gql`
  mutation StartPortfolioExport(
    $format: CompanyExportFormat!
    $portfolioId: ID!
    $includeDescendants: Boolean
  ) {
    startCompanyExport(
      format: $format
      portfolioId: $portfolioId
      includeDescendants: $includeDescendants
    ) {
      __typename
      ...ExportJobFields
      ... on Error { message }
    }
  }
  ${EXPORT_JOB_FIELDS}
`;

export type PortfolioExportInput =
  | { format: ExportFormat; portfolioId: string; includeDescendants: boolean }
  | { format: ExportFormat; companyIds: string[] };

export function exportPortfolioCompanies(input: PortfolioExportInput, deps: DownloadDeps = {}) {
  if ("companyIds" in input) return exportCompanies(input, deps);
  return startAndSave(
    input.format,
    async (client) => {
      const { data } = await client.mutate({ mutation: START_PORTFOLIO_EXPORT, variables: input });
      return startedJob(data?.startCompanyExport);
    },
    deps,
  );
}
