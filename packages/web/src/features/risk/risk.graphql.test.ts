import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import printedSchema from "../../../../server/schema.graphql?raw";
import { COMPANY_RISK_QUERY } from "./company/company-risk.graphql.ts";
import {
  COMPANY_RISK_SCORE_QUERY,
  RISK_CONFIG_OPTIONS_QUERY,
  RISK_COUNT_QUERY,
  RISK_HISTORY_QUERY,
  RISK_HUB_COMPANIES_FILTER_QUERY,
  RISK_HUB_COMPANIES_QUERY,
  RISK_HUB_PORTFOLIOS_FILTER_QUERY,
  RISK_HUB_PORTFOLIOS_QUERY,
  SELECT_RISK_CONFIG,
} from "./risk-hub.graphql.ts";
import {
  COMMIT_RISK_CONFIG,
  CREATE_RISK_CONFIG,
  DISCARD_RISK_CONFIG_DRAFT,
  PREVIEW_RISK_CONFIG_QUERY,
  RISK_CONFIGS_QUERY,
  ROLLBACK_RISK_CONFIG,
  UPDATE_RISK_CONFIG,
} from "./settings/risk-config.graphql.ts";
import {
  DECIDE_SCREENING_MATCH,
  DISMISS_RISK_SIGNAL,
  PORTFOLIO_RISK_SIGNALS_QUERY,
  RESTORE_RISK_SIGNAL,
  SCREENING_MATCHES_QUERY,
} from "./signals/risk-signals.graphql.ts";

/**
 * The documents are written by hand from docs/risk-contract.graphql; the server's printed
 * schema is what they meet, so each must validate against it.
 */
const schema = buildSchema(printedSchema);
const documents: Record<string, DocumentNode> = {
  RiskConfigOptions: RISK_CONFIG_OPTIONS_QUERY,
  SelectRiskConfig: SELECT_RISK_CONFIG,
  RiskCount: RISK_COUNT_QUERY,
  RiskHubCompanies: RISK_HUB_COMPANIES_QUERY,
  RiskHubPortfolios: RISK_HUB_PORTFOLIOS_QUERY,
  RiskHubCompaniesFilter: RISK_HUB_COMPANIES_FILTER_QUERY,
  RiskHubPortfoliosFilter: RISK_HUB_PORTFOLIOS_FILTER_QUERY,
  RiskHistory: RISK_HISTORY_QUERY,
  CompanyRiskScore: COMPANY_RISK_SCORE_QUERY,
  CompanyRisk: COMPANY_RISK_QUERY,
  RiskConfigs: RISK_CONFIGS_QUERY,
  CreateRiskConfig: CREATE_RISK_CONFIG,
  UpdateRiskConfig: UPDATE_RISK_CONFIG,
  CommitRiskConfig: COMMIT_RISK_CONFIG,
  DiscardRiskConfigDraft: DISCARD_RISK_CONFIG_DRAFT,
  RollbackRiskConfig: ROLLBACK_RISK_CONFIG,
  PreviewRiskConfig: PREVIEW_RISK_CONFIG_QUERY,
  PortfolioRiskSignals: PORTFOLIO_RISK_SIGNALS_QUERY,
  DismissRiskSignal: DISMISS_RISK_SIGNAL,
  RestoreRiskSignal: RESTORE_RISK_SIGNAL,
  ScreeningMatches: SCREENING_MATCHES_QUERY,
  DecideScreeningMatch: DECIDE_SCREENING_MATCH,
};

describe("risk documents", () => {
  it.each(Object.keys(documents))("%s validates against the server's schema", (name) => {
    const document = documents[name] as DocumentNode;
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
