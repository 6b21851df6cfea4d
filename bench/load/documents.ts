/**
 * The GraphQL operations the load test sends: the web app's own documents, imported from
 * packages/web, with `__typename` added to every selection as the app's Apollo cache adds it,
 * printed once. A change to a page's query changes the load test with it.
 */

import { addTypenameToDocument } from "@apollo/client/utilities";
import type { DocumentNode } from "graphql";
import { print } from "graphql";
import {
  ALERTS_QUERY,
  UPDATE_ALERT_SCORE,
} from "../../packages/web/src/features/alerts/alert.graphql.ts";
import { ALERT_UNREAD_COUNT_QUERY } from "../../packages/web/src/features/alerts/alert-unread-count.graphql.ts";
import { LOGIN } from "../../packages/web/src/features/auth/auth.graphql.ts";
import {
  SUPPLIER_CASES_QUERY,
  UPDATE_CASE_STATUS,
} from "../../packages/web/src/features/cases/list/case-list.graphql.ts";
import { ADD_COMMENT } from "../../packages/web/src/features/comments/comment-mutations.graphql.ts";
import { PROFILE_AREAS_QUERY } from "../../packages/web/src/features/companies/profile/areas/profile-areas.graphql.ts";
import { COMPANY_BY_SLUG_QUERY } from "../../packages/web/src/features/companies/profile/company-header.graphql.ts";
import { COMPETITOR_SUGGESTIONS_QUERY } from "../../packages/web/src/features/companies/profile/pages/overview.graphql.ts";
import { QUICK_SEARCH_QUERY } from "../../packages/web/src/features/companies/search/quick-search.graphql.ts";
import {
  BULK_REQUEST_QUERY,
  CREATE_BULK_REQUEST,
  START_BULK_REQUEST,
} from "../../packages/web/src/features/company-requests/bulk/bulk-request.graphql.ts";
import {
  EXPORT_JOB_QUERY,
  START_COMPANY_EXPORT,
} from "../../packages/web/src/features/exports/exports.graphql.ts";
import { UNREAD_NOTIFICATION_COUNT_QUERY } from "../../packages/web/src/features/notifications/unread-count.graphql.ts";
import { PORTFOLIO_TREE_QUERY } from "../../packages/web/src/features/portfolios/portfolio-tree.graphql.ts";
import {
  RISK_CONFIG_OPTIONS_QUERY,
  RISK_COUNT_QUERY,
  RISK_HUB_COMPANIES_QUERY,
} from "../../packages/web/src/features/risk/risk-hub.graphql.ts";

/** A document as the web app sends it: its text and its operation's name. */
export type Operation = { name: string; query: string };

function operation(document: DocumentNode): Operation {
  const definition = document.definitions.find((d) => d.kind === "OperationDefinition");
  const name = definition && "name" in definition ? definition.name?.value : undefined;
  if (!name) throw new Error("every load-test operation is named, as the web app's are");
  return { name, query: print(addTypenameToDocument(document)) };
}

export const operations = {
  login: operation(LOGIN),
  quickSearch: operation(QUICK_SEARCH_QUERY),
  companyBySlug: operation(COMPANY_BY_SLUG_QUERY),
  profileAreas: operation(PROFILE_AREAS_QUERY),
  competitors: operation(COMPETITOR_SUGGESTIONS_QUERY),
  portfolioTree: operation(PORTFOLIO_TREE_QUERY),
  alerts: operation(ALERTS_QUERY),
  alertFeedback: operation(UPDATE_ALERT_SCORE),
  alertUnreadCount: operation(ALERT_UNREAD_COUNT_QUERY),
  notificationUnreadCount: operation(UNREAD_NOTIFICATION_COUNT_QUERY),
  cases: operation(SUPPLIER_CASES_QUERY),
  caseStatus: operation(UPDATE_CASE_STATUS),
  addComment: operation(ADD_COMMENT),
  riskConfigs: operation(RISK_CONFIG_OPTIONS_QUERY),
  riskHubCompanies: operation(RISK_HUB_COMPANIES_QUERY),
  riskCount: operation(RISK_COUNT_QUERY),
  createBulkRequest: operation(CREATE_BULK_REQUEST),
  startBulkRequest: operation(START_BULK_REQUEST),
  bulkRequest: operation(BULK_REQUEST_QUERY),
  startCompanyExport: operation(START_COMPANY_EXPORT),
  exportJob: operation(EXPORT_JOB_QUERY),
} satisfies Record<string, Operation>;
