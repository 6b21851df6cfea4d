import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { riskMessages } from "@tierwise/common/risk";
import { describe, expect, it } from "vitest";
import { ada, renderRiskUi } from "../risk-fixtures.tsx";
import { COMPANY_RISK_SCORE_QUERY, SELECT_RISK_CONFIG } from "../risk-hub.graphql.ts";
import {
  DECIDE_SCREENING_MATCH,
  SCREENING_MATCHES_QUERY,
} from "../signals/risk-signals.graphql.ts";
import {
  acme,
  companiesPageMock,
  companyScore,
  configId,
  countMock,
  counts,
  drawerMocks,
  hubCompany,
  hubMocks,
  match,
} from "./hub-fixtures.ts";
import { RiskHubPage } from "./RiskHubPage.tsx";

const companies = [
  acme,
  hubCompany("company-2", "Beta Foods", "A", "A"),
  hubCompany("company-3", "Gamma Ltd", "-"),
];

async function openWhyThisGrade() {
  fireEvent.click(await screen.findByRole("button", { name: "Why this grade: Acme Steel" }));
  return screen.findByRole("dialog", { name: "Why Acme Steel grades D · high" });
}

describe("the risk hub", () => {
  it("grades companies with letters and tier words, and says what moved", async () => {
    renderRiskUi(<RiskHubPage />, { mocks: hubMocks(companies) });
    const table = await screen.findByRole("table", { name: "Companies by risk" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "D · high",
      "A · minimal",
      "— · no score",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("Was B · low")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("No change")).toBeTruthy();
    // The chart's numbers, for screen readers.
    const chart = await screen.findByRole("table", { name: "Companies per grade" });
    expect(within(chart).getAllByRole("row")[1]?.textContent).toBe("A · minimal1");
  });

  it("counts in its grade chart only the companies the list is filtered to", async () => {
    renderRiskUi(<RiskHubPage />, {
      path: "/risk-hub?companies=company-1",
      mocks: [
        ...hubMocks(companies),
        companiesPageMock(configId, [acme], ["company-1"]),
        countMock(configId, ["company-1"], counts(0, 0, 0, 1, 0)),
      ],
    });
    const chart = await screen.findByRole("table", { name: "Companies per grade" });
    const rows = within(chart).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "A · minimal0",
      "B · low0",
      "C · medium0",
      "D · high1",
      "— · no score0",
    ]);
  });

  it("shows in its row the score the drawer has just read (one cached score per company)", async () => {
    renderRiskUi(<RiskHubPage />, {
      mocks: [...hubMocks(companies), ...drawerMocks(companyScore("C", ["Compliance: D → C"]))],
    });
    const table = await screen.findByRole("table", { name: "Companies by risk" });
    const row = () => within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row()).getByText("90")).toBeTruthy();
    await openWhyThisGrade();
    expect(await screen.findByText("Compliance: D → C")).toBeTruthy();
    await waitFor(() => expect(within(row()).getByText("70")).toBeTruthy());
    expect(within(row()).getByText("C · medium")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Why Acme Steel grades C · medium" })).toBeTruthy();
  });

  it("says so when there is nothing to score", async () => {
    renderRiskUi(<RiskHubPage />, { mocks: hubMocks([]) });
    expect(await screen.findByText(riskMessages.emptyCompanies)).toBeTruthy();
  });

  it("explains a grade: what changed, and each category's metrics with weights and reasons", async () => {
    renderRiskUi(<RiskHubPage />, { mocks: [...hubMocks(companies), ...drawerMocks()] });
    const drawer = await openWhyThisGrade();
    expect(await within(drawer).findByText("Compliance: B → D")).toBeTruthy();
    fireEvent.click(
      within(drawer).getByRole("button", { name: /Compliance: D · high, 100 points/ }),
    );
    // jsdom runs no CSS transitions: Mantine's Collapse still counts as hidden there.
    const metrics = within(drawer).getByRole("table", {
      name: "Metrics of Compliance",
      hidden: true,
    });
    expect(
      within(metrics).getByText("One possible sanctions match: D while it is not dismissed."),
    ).toBeTruthy();
    expect(within(drawer).getByRole("table", { name: "Risk history of Acme Steel" })).toBeTruthy();
  });

  it("dismisses a sanctions match with a reason, and shows the grade it leads to", async () => {
    const dismissed = {
      ...match,
      decision: "dismissed" as const,
      decisionReason: "different_country" as const,
      decidedBy: ada,
      decidedAt: "2026-03-06T10:00:00.000Z",
    };
    renderRiskUi(<RiskHubPage />, {
      mocks: [
        ...hubMocks(companies),
        ...drawerMocks(),
        {
          request: {
            query: DECIDE_SCREENING_MATCH,
            variables: {
              input: {
                matchId: "match-1",
                decision: "dismissed",
                reason: "different_country",
                comment: null,
              },
            },
          },
          result: {
            data: {
              decideScreeningMatch: { __typename: "ScreeningMatchSuccess", match: dismissed },
            },
          },
        },
        {
          request: {
            query: COMPANY_RISK_SCORE_QUERY,
            variables: { configId, companyId: "company-1" },
          },
          result: { data: { companyRiskScore: companyScore("C", ["Compliance: D → C"]) } },
        },
        {
          request: { query: SCREENING_MATCHES_QUERY, variables: { companyId: "company-1" } },
          result: { data: { screeningMatches: [dismissed] } },
        },
      ],
    });
    const drawer = await openWhyThisGrade();
    const card = await within(drawer).findByRole("article", { name: "Match: ACME" });
    expect(within(card).getByText("country differs (DE vs IR): −30")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss…" }));
    // A reason is required.
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss match" }));
    expect(await within(card).findByText("Choose why this is not a match.")).toBeTruthy();
    fireEvent.click(within(card).getByRole("combobox", { name: "Reason" }));
    fireEvent.click(
      await within(card).findByRole("option", {
        name: "The entry is in another country",
        hidden: true,
      }),
    );
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss match" }));
    expect(await screen.findByText("Decision saved: the grade is recomputed.")).toBeTruthy();
    await waitFor(() => expect(within(drawer).getByText("Compliance: D → C")).toBeTruthy());
    expect(within(drawer).getAllByText("C · medium").length).toBeGreaterThan(0);
  });

  it("asks for a comment when a match is dismissed for another reason", async () => {
    renderRiskUi(<RiskHubPage />, { mocks: [...hubMocks(companies), ...drawerMocks()] });
    const drawer = await openWhyThisGrade();
    const card = await within(drawer).findByRole("article", { name: "Match: ACME" });
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss…" }));
    fireEvent.click(within(card).getByRole("combobox", { name: "Reason" }));
    fireEvent.click(await within(card).findByRole("option", { name: "Other", hidden: true }));
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss match" }));
    expect(await within(card).findByText("Say why, when the reason is Other.")).toBeTruthy();
  });

  it("saves a chosen configuration as the user setting, clearing the filters", async () => {
    const selected: string[] = [];
    renderRiskUi(<RiskHubPage />, {
      path: "/risk-hub?companies=company-1&order=score_desc",
      mocks: [
        ...hubMocks(companies),
        companiesPageMock(configId, [acme], ["company-1"]),
        countMock(configId, ["company-1"]),
        companiesPageMock("config-custom", companies),
        countMock("config-custom"),
        {
          request: { query: SELECT_RISK_CONFIG, variables: { id: "config-custom" } },
          result: () => {
            selected.push("config-custom");
            return { data: { selectRiskConfig: true } };
          },
        },
      ],
    });
    await screen.findByRole("table", { name: "Companies by risk" });
    fireEvent.click(screen.getByRole("combobox", { name: "Risk configuration" }));
    fireEvent.click(await screen.findByRole("option", { name: "Custom Risk Hub 1", hidden: true }));
    await waitFor(() => expect(selected).toEqual(["config-custom"]));
    expect(screen.getByTestId("location").textContent).toBe("/risk-hub?order=score_desc");
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Companies by risk" })).getAllByRole("row"),
      ).toHaveLength(4),
    );
  });

  it("takes the configuration from the route, and changes the route to change it", async () => {
    renderRiskUi(<RiskHubPage />, {
      path: "/risk-hub?config=config-custom",
      mocks: [
        ...hubMocks(companies),
        companiesPageMock("config-custom", [acme]),
        countMock("config-custom"),
      ],
    });
    const table = await screen.findByRole("table", { name: "Companies by risk" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    fireEvent.click(screen.getByRole("combobox", { name: "Risk configuration" }));
    fireEvent.click(await screen.findByRole("option", { name: "Default (default)", hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/risk-hub?config=config-default"),
    );
  });
});
