import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ExportFormat } from "@tierwise/common/company-search";
import { type DownloadDeps, startAndSave, startedJob } from "../../exports/export-download.ts";
import {
  EXPORT_JOB_FIELDS,
  type ExportJob,
  type StartExportError,
} from "../../exports/exports.graphql.ts";
import type { NTierFilterInput, NTierSortInput } from "../n-tier.graphql.ts";

/** Server: n-tier/n-tier-export.type.ts (a job of the exports feature, kind N_TIER). */
export const START_N_TIER_EXPORT: TypedDocumentNode<
  { startNTierExport: ExportJob | StartExportError },
  { format: ExportFormat; filter: NTierFilterInput; sort?: NTierSortInput }
> = gql`
  mutation StartNTierExport($format: CompanyExportFormat!, $filter: NTierFilter, $sort: NTierSort) {
    startNTierExport(format: $format, filter: $filter, sort: $sort) {
      __typename
      ...ExportJobFields
      ... on Error { message }
    }
  }
  ${EXPORT_JOB_FIELDS}
`;

/**
 * The n-tier table under its filter and order to CSV or XLSX: the same server jobs, progress snackbars,
 * one-download-per-format rule and download route as the company exports.
 */
export function exportNTierTable(
  input: { format: ExportFormat; filter: NTierFilterInput; sort?: NTierSortInput },
  deps: DownloadDeps = {},
) {
  return startAndSave(
    input.format,
    async (client) => {
      const { data } = await client.mutate({ mutation: START_N_TIER_EXPORT, variables: input });
      return startedJob(data?.startNTierExport);
    },
    deps,
  );
}
