import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { riskMessages } from "@tierwise/common/risk";
import { describe, expect, it } from "vitest";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import {
  buildConfig,
  defaultConfig,
  metric,
  renderRiskUi,
  riskSession,
} from "../risk-fixtures.tsx";
import { RiskSettingsPage } from "./RiskSettingsPage.tsx";
import {
  COMMIT_RISK_CONFIG,
  CREATE_RISK_CONFIG,
  PREVIEW_RISK_CONFIG_QUERY,
  RISK_CONFIGS_QUERY,
  type RiskConfig,
  ROLLBACK_RISK_CONFIG,
} from "./risk-config.graphql.ts";
import { draftInput, draftOf } from "./risk-draft.ts";

const configsMock = (configs: RiskConfig[]): Mock => ({
  request: { query: RISK_CONFIGS_QUERY, variables: {} },
  result: { data: { riskConfigs: configs } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderSettings(path: string, mocks: Mock[], session = riskSession()) {
  return renderRiskUi(<RiskSettingsPage />, {
    path,
    route: "/settings/risk-hub/*",
    mocks,
    session,
  });
}

const weightOf = (id: string) => screen.getByTestId(`category-weight-${id}`).textContent;

describe("the risk configuration settings", () => {
  it("list the default first, read-only, with no editing", async () => {
    renderSettings("/settings/risk-hub", [configsMock([buildConfig(), defaultConfig])]);
    const nav = await screen.findByRole("navigation", { name: "Risk configurations" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["DefaultDefault", "Custom Risk Hub 1"]);
    expect(await screen.findByText(riskMessages.defaultUnmodifiable)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Commit" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Roll back/ })).toBeNull();
  });

  it("show weights normalised, the remainder on the first; a new category weighs 100", async () => {
    renderSettings("/settings/risk-hub/config-custom", [
      configsMock([defaultConfig, buildConfig()]),
    ]);
    await screen.findByRole("table", { name: "Categories" });
    expect([weightOf("financial"), weightOf("compliance")]).toEqual(["0.5", "0.5"]);
    fireEvent.click(screen.getByRole("button", { name: "Add category" }));
    // 0.5, 0.5, 100 of 101: 0.005 + 0.005 + 0.9901 is 1.0001, so the first gives back 0.0001.
    expect([weightOf("financial"), weightOf("compliance"), weightOf("new-3")]).toEqual([
      "0.0049",
      "0.005",
      "0.9901",
    ]);
    expect(screen.getByRole("button", { name: "Save draft" })).toHaveProperty("disabled", false);
  });

  it("show a category's metric weights normalised, and a metric's details", async () => {
    const [financial, ...others] = buildConfig().categories;
    if (!financial) throw new Error("the fixture has a financial category");
    const config = buildConfig({
      categories: [
        {
          ...financial,
          risks: [
            metric("Current ratio", "current_ratio", 2),
            metric("Quick ratio", "quick_ratio", 1),
          ],
        },
        ...others,
      ],
    });
    renderSettings("/settings/risk-hub/config-custom/categories/financial/metrics/quick_ratio", [
      configsMock([defaultConfig, config]),
    ]);
    await screen.findByRole("table", { name: "Metrics of Financial" });
    expect(screen.getByTestId("metric-weight-current_ratio").textContent).toBe("0.6667");
    expect(screen.getByTestId("metric-weight-quick_ratio").textContent).toBe("0.3333");
    const details = screen.getByRole("region", { name: "Quick ratio" });
    expect(within(details).getByText("Weight in the category: 0.3333.")).toBeTruthy();
  });

  it("show InvalidRiskConfigError's message when a commit is refused", async () => {
    renderSettings("/settings/risk-hub/config-custom", [
      configsMock([defaultConfig, buildConfig({ inProgress: true })]),
      {
        request: { query: COMMIT_RISK_CONFIG, variables: { id: "config-custom" } },
        result: {
          data: {
            commitRiskConfig: {
              __typename: "InvalidRiskConfigError",
              message: riskMessages.invalidRiskConfig,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Commit" }));
    // Waits for the refusal itself: the page may show other alerts (the draft's) before it.
    const message = await screen.findByText(riskMessages.invalidRiskConfig);
    expect(message.closest("[role=alert]")).not.toBeNull();
  });

  it("roll back to an earlier revision, listing who changed what", async () => {
    const rolledBack = buildConfig({ revision: 3 });
    renderSettings("/settings/risk-hub/config-custom", [
      configsMock([defaultConfig, buildConfig()]),
      {
        request: { query: ROLLBACK_RISK_CONFIG, variables: { id: "config-custom", revision: 1 } },
        result: {
          data: { rollbackRiskConfig: { __typename: "RiskConfigSuccess", config: rolledBack } },
        },
      },
    ]);
    const revisions = await screen.findByRole("table", { name: "Revisions" });
    expect(within(revisions).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(revisions).getByText("Financial weight 0.25 → 0.5")).toBeTruthy();
    expect(within(revisions).queryByRole("button", { name: "Roll back to revision 2" })).toBeNull();
    fireEvent.click(within(revisions).getByRole("button", { name: "Roll back to revision 1" }));
    expect(await screen.findByText("Rolled back to revision 1.")).toBeTruthy();
  });

  it("stop creating at six configurations, saying why", async () => {
    const customs = [1, 2, 3, 4, 5].map((count) =>
      buildConfig({ id: `config-${count}`, name: `Custom Risk Hub ${count}` }),
    );
    renderSettings("/settings/risk-hub", [configsMock([defaultConfig, ...customs])]);
    const create = await screen.findByRole("button", { name: "New configuration" });
    expect(create).toHaveProperty("disabled", true);
    expect(screen.getByText(riskMessages.configLimitReached)).toBeTruthy();
  });

  it("create a configuration and open it", async () => {
    const created = buildConfig({ id: "config-new", name: "Custom Risk Hub 2" });
    renderSettings("/settings/risk-hub", [
      configsMock([defaultConfig, buildConfig()]),
      {
        request: { query: CREATE_RISK_CONFIG, variables: { copyFrom: "config-default" } },
        result: {
          data: { createRiskConfig: { __typename: "RiskConfigSuccess", config: created } },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "New configuration" }));
    expect(await screen.findByText("Custom Risk Hub 2 created.")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/settings/risk-hub/config-new"),
    );
  });

  it("offer no creation without create:risk_config", async () => {
    renderSettings(
      "/settings/risk-hub/config-custom",
      [configsMock([defaultConfig, buildConfig({ canModify: false })])],
      riskSession("user"),
    );
    await screen.findByRole("table", { name: "Categories" });
    expect(screen.queryByRole("button", { name: "New configuration" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add category" })).toBeNull();
  });

  it("preview the grade distribution the working copy would give, before committing", async () => {
    const config = buildConfig();
    renderSettings("/settings/risk-hub/config-custom", [
      configsMock([defaultConfig, config]),
      {
        request: {
          query: PREVIEW_RISK_CONFIG_QUERY,
          variables: { input: draftInput(config.id, draftOf(config)) },
        },
        result: {
          data: {
            previewRiskConfig: {
              __typename: "RiskConfigPreview",
              current: { __typename: "GradeDistribution", A: 5, B: 3, C: 1, D: 1, none: 0 },
              preview: { __typename: "GradeDistribution", A: 4, B: 3, C: 1, D: 2, none: 0 },
              movedCompanies: 1,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Preview the grades" }));
    expect(await screen.findByText("1 companies would change grade.")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Companies per grade: current and preview" });
    expect(within(table).getAllByRole("row")[4]?.textContent).toBe("D · high12");
  });
});
