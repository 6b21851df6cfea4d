import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { aiReportLimits, aiReportMessages } from "@tierwise/common/ai-reports";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setErrorSink } from "../../app/errors/error-reporter.ts";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import {
  aiSession,
  buildHead,
  buildOverview,
  buildReport,
  createMock,
  currentRatio,
  historyOf,
  openTabPath,
  overviewMock,
  renderCompanyPanel,
  reportMock,
  sentence,
} from "./ai-report-fixtures.tsx";

afterEach(() => {
  vi.useRealTimers();
  act(() => snackbarStore.clear());
  setErrorSink((error, context) => console.error(error, context));
});

const panel = () => screen.findByRole("region", { name: "AI report" });

describe("the AI report tab", { timeout: 20_000 }, () => {
  it("shows the current report with every citation as a link naming its fact", async () => {
    const report = buildReport({
      changes: ["Compliance: high → critical"],
      version: 2,
      droppedSentenceCount: 2,
    });
    renderCompanyPanel({
      path: openTabPath,
      mocks: [
        overviewMock(buildOverview({ current: buildHead({ version: 2 }) })),
        reportMock(report),
      ],
    });
    const region = await panel();
    // The bracketed id is the link, not text.
    expect(
      await within(region).findByText("Liquidity is weak: the current ratio is 0.82."),
    ).toBeTruthy();
    const link = within(region).getByRole("link", {
      name: "Source 1: Current ratio: 0.82 · Companies House · 2025-12-31",
    });
    expect(link.getAttribute("href")).toBe(currentRatio.href);
    expect(link.textContent).toBe("1");
    // A fact cited twice keeps its number.
    const sanctions = within(region).getAllByRole("link", { name: /^Source 2: Sanctions match/ });
    expect(sanctions).toHaveLength(2);
    expect(within(region).getByText("Critical risk")).toBeTruthy();
    expect(within(region).getByText("Recommended actions")).toBeTruthy();
    expect(within(region).getByText("Compliance: high → critical")).toBeTruthy();
    expect(within(region).getByText(aiReportMessages.droppedSentences(2))).toBeTruthy();
    expect(within(region).getByText(/Data providers: Companies House, OFAC SDN/)).toBeTruthy();
    expect(within(region).getByText(/Created by Ada Lovelace .* Generator: local/)).toBeTruthy();

    fireEvent.click(link);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/company/acme/financials"),
    );
  });

  it("says nothing was dropped when every sentence checked out", async () => {
    renderCompanyPanel({
      path: openTabPath,
      mocks: [overviewMock(buildOverview()), reportMock(buildReport())],
    });
    const region = await panel();
    expect(await within(region).findByText("Overall risk")).toBeTruthy();
    expect(within(region).queryByText(/left out because/)).toBeNull();
  });

  it("generates a first report and shows it generating", async () => {
    renderCompanyPanel({
      path: openTabPath,
      mocks: [
        overviewMock(buildOverview({ current: null }), { times: 1 }),
        createMock({ __typename: "CreateAiReportSuccess", id: "r-1" }),
        overviewMock(
          buildOverview({
            current: null,
            inProgress: buildHead({ id: "r-1", status: "in_progress", riskLevel: null }),
            canGenerateNew: false,
          }),
        ),
      ],
    });
    const region = await panel();
    expect(await within(region).findByText(aiReportMessages.noReportYet)).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "Generate report" }));
    expect(await within(region).findByRole("progressbar")).toBeTruthy();
    expect(within(region).getByRole("status").textContent).toContain(aiReportMessages.generating);
    expect(within(region).queryByRole("button", { name: "Generate report" })).toBeNull();
  });

  it.each([
    ["a typed error", { __typename: "ForbiddenError" as const, message: "Forbidden." }],
    ["no result", null],
  ])("'Report generation failed to start' when %s comes back, with a retry", async (_, result) => {
    const reported: unknown[] = [];
    setErrorSink((error) => reported.push(error));
    renderCompanyPanel({
      path: openTabPath,
      mocks: [
        overviewMock(buildOverview({ current: null })),
        createMock(result),
        createMock({ __typename: "CreateAiReportSuccess", id: "r-1" }),
      ],
    });
    const region = await panel();
    fireEvent.click(await within(region).findByRole("button", { name: "Generate report" }));
    const snackbar = await screen.findByRole("alert", {
      name: (_name, element) => element.textContent === aiReportMessages.generationFailedToStart,
    });
    expect(snackbar).toBeTruthy();
    expect(reported).toHaveLength(1);
    // The failure callback marks the generation error, with a way to try again.
    expect(await within(region).findByText(aiReportMessages.generationFailed)).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(within(region).queryByText(aiReportMessages.generationFailed)).toBeNull(),
    );
  });

  it("follows the report already being generated instead of failing", async () => {
    renderCompanyPanel({
      path: openTabPath,
      mocks: [
        overviewMock(buildOverview({ current: null }), { times: 1 }),
        createMock({ __typename: "AlreadyExistsError", message: "Already exists." }),
        overviewMock(
          buildOverview({ current: null, inProgress: buildHead({ status: "in_progress" }) }),
        ),
      ],
    });
    const region = await panel();
    fireEvent.click(await within(region).findByRole("button", { name: "Generate report" }));
    expect(await screen.findByText(aiReportMessages.alreadyInProgress)).toBeTruthy();
    expect(await within(region).findByRole("progressbar")).toBeTruthy();
    expect(screen.queryByText(aiReportMessages.generationFailedToStart)).toBeNull();
    expect(within(region).queryByText(aiReportMessages.generationFailed)).toBeNull();
  });

  it("shows the new report once the poll finds it ready", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const inProgress = buildHead({ id: "r-1", status: "in_progress", riskLevel: null });
    renderCompanyPanel({
      path: openTabPath,
      mocks: [
        overviewMock(buildOverview({ current: null, inProgress }), { times: 1 }),
        overviewMock(buildOverview({ current: buildHead({ id: "r-1" }) })),
        reportMock(buildReport({ id: "r-1" })),
      ],
    });
    const region = await panel();
    expect(await within(region).findByRole("progressbar")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(aiReportLimits.pollIntervalMs));
    expect(
      await within(region).findByText("Liquidity is weak: the current ratio is 0.82."),
    ).toBeTruthy();
    expect(within(region).queryByRole("progressbar")).toBeNull();
  });

  it("marks a generation error when the report it follows ends in error", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const failed = buildReport({
      id: "r-2",
      status: "error",
      version: 2,
      errorMessage: "The model did not answer in time.",
    });
    renderCompanyPanel({
      path: openTabPath,
      mocks: [
        overviewMock(
          buildOverview({ inProgress: buildHead({ id: "r-2", status: "in_progress" }) }),
          {
            times: 1,
          },
        ),
        // The error report is left out: the overview is back to the older report alone.
        overviewMock(buildOverview()),
        reportMock(buildReport()),
        reportMock(failed),
      ],
    });
    const region = await panel();
    expect(await within(region).findByRole("progressbar")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(aiReportLimits.pollIntervalMs));
    expect(await within(region).findByText(aiReportMessages.generationFailed)).toBeTruthy();
    expect(within(region).getByText("The model did not answer in time.")).toBeTruthy();
    expect(within(region).queryByRole("progressbar")).toBeNull();
    expect(within(region).getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("lists at most 10 versions, never one in error, and opens an older one", async () => {
    const heads = Array.from({ length: 12 }, (_, index) =>
      buildHead({
        id: `r-${12 - index}`,
        version: 12 - index,
        status: index === 1 ? "error" : "success",
      }),
    );
    const older = buildReport({
      id: "r-3",
      version: 3,
      summary: [sentence("Three versions ago the ratio was fine.", [currentRatio.id])],
    });
    renderCompanyPanel({
      path: openTabPath,
      mocks: [
        overviewMock(buildOverview({ current: heads[0] ?? null, history: historyOf(heads) })),
        reportMock(buildReport({ id: "r-12", version: 12 })),
        reportMock(older),
      ],
    });
    const region = await panel();
    const history = await within(region).findByRole("region", { name: "History" });
    const items = within(history).getAllByRole("listitem");
    expect(items).toHaveLength(aiReportLimits.historyFirst);
    expect(within(history).queryByText(/^Version 11,/)).toBeNull();

    fireEvent.click(within(history).getByRole("button", { name: /^Version 3,/ }));
    expect(await within(region).findByText("Three versions ago the ratio was fine.")).toBeTruthy();
    expect(within(region).getByText(/You are viewing Version 3,/)).toBeTruthy();
    expect(
      within(history)
        .getByRole("button", { name: /^Version 3,/ })
        .getAttribute("aria-current"),
    ).toBe("true");
    fireEvent.click(within(region).getByRole("button", { name: "Show the latest report" }));
    expect(
      await within(region).findByText("Liquidity is weak: the current ratio is 0.82."),
    ).toBeTruthy();
  });

  it("offers the security summary with the v2 flag only", async () => {
    renderCompanyPanel({
      path: openTabPath,
      session: aiSession({ aiReportV2: true }),
      mocks: [
        overviewMock(buildOverview()),
        reportMock(buildReport()),
        overviewMock(buildOverview({ current: null }), { security: true }),
      ],
    });
    const region = await panel();
    fireEvent.click(await within(region).findByRole("radio", { name: "Security summary" }));
    expect(await within(region).findByText(aiReportMessages.noReportYet)).toBeTruthy();
  });

  it("has no security summary with the v1 flag", async () => {
    renderCompanyPanel({
      path: openTabPath,
      mocks: [overviewMock(buildOverview()), reportMock(buildReport())],
    });
    const region = await panel();
    expect(await within(region).findByText("Overall risk")).toBeTruthy();
    expect(within(region).queryByRole("radio", { name: "Security summary" })).toBeNull();
  });
});
