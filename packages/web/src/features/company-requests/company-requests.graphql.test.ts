import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../server/schema.graphql?raw";
import {
  CREATE_SUBSCRIPTION_SET,
  SUBSCRIPTION_SETS_QUERY,
  UPDATE_SUBSCRIPTION_SET,
} from "../subscription-sets/subscription-sets.graphql.ts";
import { REPLAY_UNDO_RETIRE_COMPANY_REQUEST } from "../undo/undo.graphql.ts";
import {
  BULK_REQUEST_QUERY,
  BULK_REQUEST_ROWS_QUERY,
  BULK_REQUESTS_QUERY,
  CREATE_BULK_REQUEST,
  REVIEW_BULK_ROWS,
  START_BULK_REQUEST,
} from "./bulk/bulk-request.graphql.ts";
import {
  ADD_COMPANY_REQUEST_LOG,
  COMPANY_REQUEST_CREATORS_QUERY,
  COMPANY_REQUEST_QUERY,
  COMPANY_REQUESTS_QUERY,
  CREATE_COMPANY_REQUEST,
  RETIRE_COMPANY_REQUEST,
} from "./company-request.graphql.ts";

/**
 * The documents are written by hand from docs/company-requests-contract.graphql; the server's
 * printed schema is what they meet, so each must validate against it.
 */
const schema = buildSchema(printedSchema);
const documents: Record<string, DocumentNode> = {
  CompanyRequests: COMPANY_REQUESTS_QUERY,
  CompanyRequestCreators: COMPANY_REQUEST_CREATORS_QUERY,
  CompanyRequest: COMPANY_REQUEST_QUERY,
  CreateCompanyRequest: CREATE_COMPANY_REQUEST,
  AddCompanyRequestLog: ADD_COMPANY_REQUEST_LOG,
  RetireCompanyRequest: RETIRE_COMPANY_REQUEST,
  ReplayUndoRetireCompanyRequest: REPLAY_UNDO_RETIRE_COMPANY_REQUEST,
  BulkRequests: BULK_REQUESTS_QUERY,
  BulkRequest: BULK_REQUEST_QUERY,
  BulkRequestRows: BULK_REQUEST_ROWS_QUERY,
  CreateBulkRequest: CREATE_BULK_REQUEST,
  StartBulkRequest: START_BULK_REQUEST,
  ReviewBulkRows: REVIEW_BULK_ROWS,
  SubscriptionSets: SUBSCRIPTION_SETS_QUERY,
  CreateSubscriptionSet: CREATE_SUBSCRIPTION_SET,
  UpdateSubscriptionSet: UPDATE_SUBSCRIPTION_SET,
};

describe("company request documents", () => {
  it.each(Object.keys(documents))("%s validates against the server's schema", (name) => {
    const document = documents[name] as DocumentNode;
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
