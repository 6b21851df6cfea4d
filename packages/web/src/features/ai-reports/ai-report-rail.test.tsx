import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { aiReportLimits, aiReportMessages } from "@tierwise/common/ai-reports";
import { afterEach, describe, expect, it, vi } from "vitest";
import { summaryMock, wallMock } from "../comments/comment-fixtures.ts";
import {
  aiSession,
  buildHead,
  buildOverview,
  overviewMock,
  renderCompanyPanel,
} from "./ai-report-fixtures.tsx";

afterEach(() => vi.useRealTimers());

const location = () => screen.getByTestId("location").textContent ?? "";
const description = () =>
  screen.getByRole("button", { name: "AI report" }).getAttribute("aria-description");

describe("the AI Report button of the activity sidebar", { timeout: 20_000 }, () => {
  it("offers to review the current report, in its tooltip and its description", async () => {
    renderCompanyPanel({ mocks: [overviewMock(buildOverview())] });
    await waitFor(() => expect(description()).toBe(aiReportMessages.openToReview));
    // The tooltip listens on the button's dot wrapper, the element the pointer enters first.
    const wrapper = screen.getByRole("button", { name: "AI report" }).parentElement;
    fireEvent.mouseEnter(wrapper as HTMLElement);
    expect(await screen.findByRole("tooltip")).toHaveProperty(
      "textContent",
      aiReportMessages.openToReview,
    );
  });

  it("says a report is being generated, even over an older one", async () => {
    renderCompanyPanel({
      mocks: [overviewMock(buildOverview({ inProgress: buildHead({ id: "r-2", version: 2 }) }))],
    });
    await waitFor(() => expect(description()).toBe(aiReportMessages.generating));
  });

  it("offers to generate one when the company has none", async () => {
    renderCompanyPanel({ mocks: [overviewMock(buildOverview({ current: null }))] });
    await waitFor(() => expect(description()).toBe(aiReportMessages.openToGenerate));
  });

  it("is disabled, says why and opens nothing when the company cannot have a report", async () => {
    renderCompanyPanel({
      mocks: [overviewMock(buildOverview({ current: null, available: false }))],
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "AI report" }).getAttribute("aria-disabled")).toBe(
        "true",
      ),
    );
    expect(description()).toBe(aiReportMessages.notAvailable);
    fireEvent.click(screen.getByRole("button", { name: "AI report" }));
    expect(location()).toBe("/company/acme");
  });

  it("is not there, and its tab does not open, without the AI report flag", async () => {
    renderCompanyPanel({
      path: "/company/acme?tab=ai-report",
      session: aiSession({ comments: true }),
      mocks: [summaryMock(), wallMock([])],
    });
    // The panel falls back to the notes, the first tab there is.
    expect(await screen.findByRole("region", { name: "Notes" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "AI report" })).toBeNull();
  });

  it("is there with the v2 flag alone", async () => {
    renderCompanyPanel({
      mocks: [overviewMock(buildOverview())],
      session: aiSession({ aiReportV2: true }),
    });
    await waitFor(() => expect(description()).toBe(aiReportMessages.openToReview));
  });

  it("polls every 5 s while a report is generated and stops when it is ready", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let requests = 0;
    const count = () => {
      requests += 1;
    };
    const inProgress = buildHead({ id: "r-2", status: "in_progress", version: 2 });
    const ready = buildHead({ id: "r-2", version: 2 });
    renderCompanyPanel({
      mocks: [
        overviewMock(buildOverview({ inProgress }), { times: 2, onRequest: count }),
        overviewMock(buildOverview({ current: ready }), { onRequest: count }),
      ],
    });
    await waitFor(() => expect(description()).toBe(aiReportMessages.generating));
    expect(requests).toBe(1);
    expect(aiReportLimits.pollIntervalMs).toBe(5000);

    await act(async () => vi.advanceTimersByTime(aiReportLimits.pollIntervalMs));
    await waitFor(() => expect(requests).toBe(2));
    expect(description()).toBe(aiReportMessages.generating);

    await act(async () => vi.advanceTimersByTime(aiReportLimits.pollIntervalMs));
    await waitFor(() => expect(description()).toBe(aiReportMessages.openToReview));
    expect(requests).toBe(3);

    // Ready: no more requests however long the page stays open.
    await act(async () => vi.advanceTimersByTime(aiReportLimits.pollIntervalMs * 3));
    expect(requests).toBe(3);
  });
});
