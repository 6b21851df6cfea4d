import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../server/schema.graphql?raw";
import {
  CASE_EMAIL_THREADS_QUERY,
  CASE_MAIL_RECIPIENTS_QUERY,
  SEND_CASE_EMAIL,
} from "./case-emails.graphql.ts";

/**
 * The documents are written by hand against the cases contract; the server's printed schema is
 * what they will meet, so each must validate against it (field names, argument types, unions).
 */
const schema = buildSchema(printedSchema);
const documents: Record<string, DocumentNode> = {
  CaseEmailThreads: CASE_EMAIL_THREADS_QUERY,
  CaseMailRecipients: CASE_MAIL_RECIPIENTS_QUERY,
  SendCaseEmail: SEND_CASE_EMAIL,
};

describe("case e-mail documents", () => {
  it.each(Object.keys(documents))("%s validates against the server's schema", (name) => {
    const document = documents[name] as DocumentNode;
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
