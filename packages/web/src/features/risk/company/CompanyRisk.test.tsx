import { fireEvent, screen, within } from "@testing-library/react";
import { riskMessages } from "@tierwise/common/risk";
import { describe, expect, it } from "vitest";
import { buildSession } from "../../../app/testing/session-fixtures.ts";
import { renderRiskUi } from "../risk-fixtures.tsx";
import { CompanyRiskCard } from "./CompanyRiskCard.tsx";
import { CompanyRiskPanel } from "./CompanyRiskPanel.tsx";
import { companyId, companyRisk, companyRiskMock } from "./company-risk-fixtures.ts";

const card = () => <CompanyRiskCard companyId={companyId} riskPath="/company/acme-steel/risk" />;
const panel = () => <CompanyRiskPanel companyId={companyId} companyName="Acme Steel" />;

describe("the Overview's risk grade card", () => {
  it("shows the grade in words, its points, which way it moved and the signals, linking to the why", async () => {
    renderRiskUi(card(), { mocks: [companyRiskMock()], path: "/company/acme-steel" });
    const region = await screen.findByRole("region", { name: "Risk grade" });
    expect(await within(region).findByText("D · high")).toBeTruthy();
    expect(within(region).getByText("90 risk points")).toBeTruthy();
    expect(within(region).getByText("Riskier: was B · low")).toBeTruthy();
    expect(within(region).getByText("1 risk signal")).toBeTruthy();
    expect(within(region).getByText("Default Risk Hub")).toBeTruthy();
    const link = within(region).getByRole("link", { name: "Why this grade" });
    expect(link.getAttribute("href")).toBe("/company/acme-steel/risk");
    fireEvent.click(link);
    expect(screen.getByTestId("location").textContent).toBe("/company/acme-steel/risk");
  });

  it("says loading while it reads, and not scored yet when the configuration has no score", async () => {
    renderRiskUi(card(), {
      mocks: [companyRiskMock(companyRisk({ score: null, signalCount: 0 }))],
    });
    expect(screen.getByText("Loading the risk grade…").getAttribute("aria-busy")).toBe("true");
    expect(
      await screen.findByText(`${riskMessages.noScoreYet} under Default Risk Hub.`),
    ).toBeTruthy();
  });

  it("says so when the grade cannot be read, and tries again", async () => {
    renderRiskUi(card(), {
      mocks: [companyRiskMock(new Error("down"), {}), companyRiskMock()],
    });
    const failed = await screen.findByText("The risk grade could not be loaded.");
    expect(failed.getAttribute("role")).toBe("alert");
    fireEvent.click(screen.getByRole("button", { name: "Load the grade again" }));
    expect(await screen.findByText("D · high")).toBeTruthy();
  });

  it("is not there without the risk hub", () => {
    renderRiskUi(card(), { mocks: [], session: buildSession() });
    expect(screen.queryByRole("region", { name: "Risk grade" })).toBeNull();
  });
});

describe("the profile's Risk tab", () => {
  it("shows the grade, the trend chart's numbers, the signals and why, from one read", async () => {
    renderRiskUi(panel(), { mocks: [companyRiskMock()] });
    const grade = await screen.findByRole("region", { name: "Grade" });
    expect(within(grade).getByText("D · high")).toBeTruthy();
    expect(
      within(grade).getByText("90 risk points · Riskier: was B · low · 1 risk signal"),
    ).toBeTruthy();
    // The chart's numbers, for screen readers.
    const trend = screen.getByRole("region", { name: "Trend" });
    const history = within(trend).getByRole("table", { name: "Risk history of Acme Steel" });
    expect(within(history).getAllByRole("row")[2]?.textContent).toBe("2026-03-0590D · high");
    const signals = screen.getByRole("region", { name: "Risk signals" });
    expect(within(signals).getByText("Sanctions: Poor grade on sanctions screening.")).toBeTruthy();
    const why = screen.getByRole("region", { name: "Why this grade" });
    expect(within(why).getByRole("heading", { level: 4, name: "Categories" })).toBeTruthy();
    expect(within(why).getByText("Compliance: B → D")).toBeTruthy();
    const metrics = within(why).getByRole("table", { name: "Metrics of Compliance", hidden: true });
    expect(
      within(metrics).getByText("One possible sanctions match: D while it is not dismissed."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open in the Risk Hub" }).getAttribute("href")).toBe(
      `/risk-hub?companies=${companyId}`,
    );
  });

  it("says not scored yet, naming the configuration", async () => {
    renderRiskUi(panel(), { mocks: [companyRiskMock(companyRisk({ score: null }))] });
    expect(await screen.findByText(riskMessages.noScoreYet)).toBeTruthy();
    expect(screen.getByText("Acme Steel has no score under Default Risk Hub yet.")).toBeTruthy();
  });

  it("with one score so far, says the trend starts later instead of an empty chart", async () => {
    const [first] = companyRisk().history;
    renderRiskUi(panel(), {
      mocks: [companyRiskMock(companyRisk({ history: first ? [first] : [] }))],
    });
    const trend = await screen.findByRole("region", { name: "Trend" });
    expect(within(trend).queryByRole("table")).toBeNull();
    expect(within(trend).getByText(/One score so far/)).toBeTruthy();
  });

  it("says so when the risk cannot be read, and tries again", async () => {
    renderRiskUi(panel(), { mocks: [companyRiskMock(new Error("down"), {}), companyRiskMock()] });
    const failed = await screen.findByText("The company's risk could not be loaded.");
    expect(failed.getAttribute("role")).toBe("alert");
    fireEvent.click(screen.getByRole("button", { name: "Load the risk again" }));
    expect(await screen.findByRole("region", { name: "Grade" })).toBeTruthy();
  });

  it("without the risk hub, says the plan has none", () => {
    renderRiskUi(panel(), { mocks: [], session: buildSession() });
    expect(screen.getByText("The risk hub is not part of your organisation's plan")).toBeTruthy();
  });
});
