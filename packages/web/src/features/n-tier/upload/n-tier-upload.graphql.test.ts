import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../../server/schema.graphql?raw";
import {
  DECIDE_N_TIER_UPLOAD_ROW,
  N_TIER_SITE_COMPANIES_QUERY,
  N_TIER_UPLOAD_PREVIEW_QUERY,
  N_TIER_UPLOAD_QUERY,
  N_TIER_UPLOAD_ROWS_QUERY,
  REQUEST_N_TIER_UPLOAD_COMPANY,
  UPLOAD_N_TIER_FILE,
} from "./n-tier-upload.graphql.ts";

/** The upload's documents are written by hand: each must meet the server's printed schema. */
const schema = buildSchema(printedSchema);
const documents: Record<string, DocumentNode> = {
  NTierUploadPreview: N_TIER_UPLOAD_PREVIEW_QUERY,
  UploadNTierFile: UPLOAD_N_TIER_FILE,
  NTierUpload: N_TIER_UPLOAD_QUERY,
  NTierUploadRows: N_TIER_UPLOAD_ROWS_QUERY,
  DecideNTierUploadRow: DECIDE_N_TIER_UPLOAD_ROW,
  RequestNTierUploadCompany: REQUEST_N_TIER_UPLOAD_COMPANY,
  NTierSiteCompanies: N_TIER_SITE_COMPANIES_QUERY,
};

describe("n-tier upload documents", () => {
  it.each(Object.keys(documents))("%s validates against the server's schema", (name) => {
    const document = documents[name] as DocumentNode;
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
