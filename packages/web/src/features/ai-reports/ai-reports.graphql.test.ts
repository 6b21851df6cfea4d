import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../server/schema.graphql?raw";
import {
  COMPANY_RISK_SUMMARY_REPORTS_QUERY,
  COMPANY_SECURITY_SUMMARY_REPORTS_QUERY,
} from "./ai-report-overview.graphql.ts";
import {
  AI_REPORT_QUERY,
  CREATE_COMPANY_RISK_SUMMARY_REPORT,
  CREATE_COMPANY_SECURITY_SUMMARY_REPORT,
} from "./ai-reports.graphql.ts";

/**
 * The documents are written by hand from docs/ai-reports-contract.graphql; the server's printed
 * schema is what they meet, so each must validate against it.
 */
const schema = buildSchema(printedSchema);
const documents: Record<string, DocumentNode> = {
  CompanyRiskSummaryReports: COMPANY_RISK_SUMMARY_REPORTS_QUERY,
  CompanySecuritySummaryReports: COMPANY_SECURITY_SUMMARY_REPORTS_QUERY,
  AiReport: AI_REPORT_QUERY,
  CreateCompanyRiskSummaryReport: CREATE_COMPANY_RISK_SUMMARY_REPORT,
  CreateCompanySecuritySummaryReport: CREATE_COMPANY_SECURITY_SUMMARY_REPORT,
};

describe("AI report documents", () => {
  it.each(Object.keys(documents))("%s validates against the server's schema", (name) => {
    const document = documents[name] as DocumentNode;
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
