import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CompanySearchParams, ExportFormat } from "@tierwise/common/company-search";

/** GraphQL documents of downloads (server: features/exports/export-job.type.ts). */

export type ExportJobStatus = "QUEUED" | "RUNNING" | "DONE" | "FAILED";

export interface ExportJob {
  __typename: "ExportJob";
  id: string;
  kind: "COMPANIES" | "PDF" | "N_TIER";
  format: "CSV" | "XLSX" | "PDF";
  status: ExportJobStatus;
  /** 0–100; 100 once the file can be downloaded. */
  progress: number;
  rowCount: number | null;
  fileName: string;
  error: string | null;
  /** /export-companies-download/{id} or /pdf-download/{id}. */
  pageUrl: string;
  /** Set once status is DONE: GET it with the session cookie. */
  downloadUrl: string | null;
  expiresAt: string;
}

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

export type StartExportError =
  | MessageError<"ValidationError">
  | MessageError<"InvalidIdError">
  | MessageError<"NotFoundError">
  | (MessageError<"LimitReachedError"> & { limit: number })
  | (MessageError<"ConnectedObjectNotFoundError"> & { type: string; missingId: string });

/** The export job as every export screen reads it (search, portfolios). */
export const EXPORT_JOB_FIELDS = gql`
  fragment ExportJobFields on ExportJob {
    id
    kind
    format
    status
    progress
    rowCount
    fileName
    error
    pageUrl
    downloadUrl
    expiresAt
  }
`;

export interface StartCompanyExportData {
  startCompanyExport: ExportJob | StartExportError;
}

export interface StartCompanyExportVariables {
  format: ExportFormat;
  companyIds?: string[];
  searchParams?: CompanySearchParams;
}

export const START_COMPANY_EXPORT: TypedDocumentNode<
  StartCompanyExportData,
  StartCompanyExportVariables
> = gql`
  mutation StartCompanyExport(
    $format: CompanyExportFormat!
    $companyIds: [ID!]
    $searchParams: JSON
  ) {
    startCompanyExport(format: $format, companyIds: $companyIds, searchParams: $searchParams) {
      __typename
      ...ExportJobFields
      ... on Error { message }
      ... on LimitReachedError { limit }
      ... on ConnectedObjectNotFoundError { type missingId: id }
    }
  }
  ${EXPORT_JOB_FIELDS}
`;

export interface StartPdfDownloadData {
  startPdfDownload: ExportJob | StartExportError;
}

export const START_PDF_DOWNLOAD: TypedDocumentNode<StartPdfDownloadData, { companyId: string }> =
  gql`
    mutation StartPdfDownload($companyId: ID!) {
      startPdfDownload(companyId: $companyId) {
        __typename
        ...ExportJobFields
        ... on Error { message }
      }
    }
    ${EXPORT_JOB_FIELDS}
  `;

export interface ExportJobData {
  exportJob: ExportJob | MessageError<"NotFoundError">;
}

export const EXPORT_JOB_QUERY: TypedDocumentNode<ExportJobData, { id: string }> = gql`
  query ExportJob($id: ID!) {
    exportJob(id: $id) {
      __typename
      ...ExportJobFields
      ... on Error { message }
    }
  }
  ${EXPORT_JOB_FIELDS}
`;

export interface RetryExportJobData {
  retryExportJob: ExportJob | MessageError<"NotFoundError">;
}

export const RETRY_EXPORT_JOB: TypedDocumentNode<RetryExportJobData, { id: string }> = gql`
  mutation RetryExportJob($id: ID!) {
    retryExportJob(id: $id) {
      __typename
      ...ExportJobFields
      ... on Error { message }
    }
  }
  ${EXPORT_JOB_FIELDS}
`;

export function isExportJob<T extends { __typename: string }>(
  value: T | null | undefined,
): value is Extract<T, { __typename: "ExportJob" }> {
  return value?.__typename === "ExportJob";
}
