import type { Mock } from "../../../testing/render-app-ui.tsx";
import { companyScore, configId } from "../hub/hub-fixtures.ts";
import { COMPANY_RISK_QUERY, type CompanyRisk } from "./company-risk.graphql.ts";

/** The profile's risk read in tests, shaped like the server's answer. */

export const companyId = "company-1";

export function companyRisk(overrides: Partial<CompanyRisk> = {}): CompanyRisk {
  return {
    __typename: "CompanyRisk",
    id: `${configId}:${companyId}`,
    config: {
      __typename: "CompanyRiskConfig",
      id: configId,
      name: "Default Risk Hub",
      isDefault: true,
    },
    score: companyScore("D", ["Compliance: B → D"]),
    previousGrade: "B",
    signalCount: 1,
    signals: [
      {
        __typename: "RiskSignal",
        id: "sanctions",
        name: "Sanctions",
        description: "Poor grade on sanctions screening.",
      },
    ],
    history: [
      { __typename: "RiskHistoryPoint", date: "2026-03-04", score: 40, grade: "B" },
      { __typename: "RiskHistoryPoint", date: "2026-03-05", score: 90, grade: "D" },
    ],
    ...overrides,
  };
}

export function companyRiskMock(
  answer: CompanyRisk | null | Error = companyRisk(),
  usage: { maxUsageCount?: number } = { maxUsageCount: Number.POSITIVE_INFINITY },
): Mock {
  return {
    request: { query: COMPANY_RISK_QUERY, variables: { companyId } },
    ...(answer instanceof Error
      ? { error: answer }
      : { result: { data: { companyRisk: answer } } }),
    ...usage,
  };
}
