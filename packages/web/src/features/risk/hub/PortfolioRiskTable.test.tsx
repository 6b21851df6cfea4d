import { fireEvent, screen, within } from "@testing-library/react";
import { riskLimits, riskMessages } from "@tierwise/common/risk";
import { describe, expect, it } from "vitest";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { renderRiskUi } from "../risk-fixtures.tsx";
import { RISK_HUB_PORTFOLIOS_QUERY, type RiskHubPortfolio } from "../risk-hub.graphql.ts";
import { configId, counts } from "./hub-fixtures.ts";
import { PortfolioRiskTable } from "./PortfolioRiskTable.tsx";

const portfolio = (id: string, name: string, grade: string): RiskHubPortfolio => ({
  __typename: "RiskHubPortfolio",
  portfolio: { __typename: "RiskPortfolioRef", id, slug: id, name },
  score: grade === "C" ? 70 : 20,
  grade,
  companyCount: 10,
  gradeCounts: counts(3, 1, 4, 2, 0),
});

function pageMock(after: string | null, items: RiskHubPortfolio[], endCursor: string | null): Mock {
  return {
    request: {
      query: RISK_HUB_PORTFOLIOS_QUERY,
      variables: {
        configId,
        first: riskLimits.hubPageSize,
        after,
        ordering: "score_desc",
        portfolioIds: null,
      },
    },
    result: {
      data: {
        riskHubPortfolios: {
          __typename: "RiskHubPortfolioPage",
          items,
          totalCount: 12,
          pageInfo: { __typename: "PageInfo", endCursor, hasNextPage: endCursor !== null },
        },
      },
    },
  };
}

function renderTable(mocks: Mock[]) {
  return renderRiskUi(
    <PortfolioRiskTable
      configId={configId}
      ordering="score_desc"
      portfolioIds={[]}
      onOpen={() => undefined}
    />,
    { mocks },
  );
}

describe("the risk hub's portfolios", () => {
  it("show each portfolio's grade and its companies per grade, ten a page, by cursor", async () => {
    renderTable([
      pageMock(null, [portfolio("p-1", "Steel suppliers", "C")], "cursor-10"),
      pageMock("cursor-10", [portfolio("p-11", "Logistics", "B")], null),
    ]);
    const table = await screen.findByRole("table", { name: "Portfolios by risk" });
    const row = within(table).getByRole("row", { name: /Steel suppliers/ });
    expect(within(row).getByText("C · medium")).toBeTruthy();
    expect(within(row).getByText("A 3 · B 1 · C 4 · D 2 · — 0")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2 (12 portfolios)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Logistics")).toBeTruthy();
    expect(screen.getByText("Page 2 of 2 (12 portfolios)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next page" })).toHaveProperty("disabled", true);
  });

  it("say so when there are no portfolios", async () => {
    renderTable([
      {
        ...pageMock(null, [], null),
        result: {
          data: {
            riskHubPortfolios: {
              __typename: "RiskHubPortfolioPage",
              items: [],
              totalCount: 0,
              pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false },
            },
          },
        },
      },
    ]);
    expect(await screen.findByText(riskMessages.emptyPortfolios)).toBeTruthy();
  });
});
