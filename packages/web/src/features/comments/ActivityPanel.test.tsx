import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { casesSession } from "../cases/maker/case-fixtures.ts";
import { ActivityPanel } from "./ActivityPanel.tsx";
import { buildComment, companyTarget, summaryMock, wallMock } from "./comment-fixtures.ts";
import { renderCommentsUi } from "./comments-test-render.tsx";
import { highlightMs } from "./use-highlight.ts";

afterEach(() => vi.useRealTimers());

const location = () => screen.getByTestId("location").textContent ?? "";

describe("activity panel", { timeout: 20_000 }, () => {
  it("shows the notes button with a dot when comments exist and opens the note tab", async () => {
    renderCommentsUi(<ActivityPanel target={companyTarget} />, {
      mocks: [summaryMock({ commentCount: 2 }), wallMock([buildComment()])],
    });
    const button = await screen.findByRole("button", { name: "Notes (new)" });
    expect(screen.queryByRole("region", { name: "Notes" })).toBeNull();
    fireEvent.click(button);
    expect(location()).toBe("/company/acme?tab=note&extension=open");
    expect(await screen.findByRole("region", { name: "Notes" })).toBeTruthy();
    expect(await screen.findByText("Supplier audit due")).toBeTruthy();
  });

  it("has no dot without comments", async () => {
    renderCommentsUi(<ActivityPanel target={companyTarget} />, {
      mocks: [summaryMock({ commentCount: 0 })],
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Notes" })).toBeTruthy());
    // The summary has answered: still no dot.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Notes (new)" })).toBeNull();
  });

  it("extends, docks as a sidebar, collapses back to open and closes", async () => {
    renderCommentsUi(<ActivityPanel target={companyTarget} />, {
      mocks: [summaryMock(), wallMock([])],
      path: "/company/acme?extension=open&tab=note",
    });
    fireEvent.click(await screen.findByRole("button", { name: "Extend" }));
    expect(location()).toContain("extension=extended");
    fireEvent.click(screen.getByRole("button", { name: "Collapse" }));
    expect(location()).toContain("extension=open");
    fireEvent.click(screen.getByRole("button", { name: "Show as sidebar" }));
    expect(location()).toContain("extension=sidebar");
    expect(document.documentElement.style.getPropertyValue("--app-shell-aside-offset")).toContain(
      "25rem",
    );
    fireEvent.click(screen.getByRole("button", { name: "Collapse" }));
    expect(location()).toContain("extension=open");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(location()).toBe("/company/acme");
    expect(screen.queryByRole("region", { name: "Notes" })).toBeNull();
  });

  it("is not shown when the organisation has no comments module", async () => {
    renderCommentsUi(<ActivityPanel target={companyTarget} />, {
      session: buildSession({ organization: buildOrganization() }),
    });
    expect(screen.queryByRole("navigation", { name: "Activity" })).toBeNull();
  });

  it("highlights a linked note and ends the highlight after 10 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCommentsUi(<ActivityPanel target={companyTarget} />, {
      mocks: [summaryMock(), wallMock([buildComment({ id: "c-7" })])],
      path: "/company/acme?highlighted=c-7",
    });
    const note = await screen.findByTestId("comment");
    expect(note.getAttribute("data-highlighted")).toBe("true");
    expect(highlightMs).toBe(10_000);
    await act(async () => {
      vi.advanceTimersByTime(highlightMs);
    });
    await waitFor(() => expect(location()).toBe("/company/acme?extension=open"));
    expect(screen.getByTestId("comment").getAttribute("data-highlighted")).toBeNull();
  });

  it("offers on its notes what other features register for them (Create case)", async () => {
    renderCommentsUi(<ActivityPanel target={companyTarget} />, {
      mocks: [summaryMock(), wallMock([buildComment()])],
      path: "/company/acme?extension=open&tab=note",
      session: casesSession(),
    });
    await screen.findByTestId("comment");
    expect(await screen.findByRole("button", { name: "Create case" })).toBeTruthy();
  });
});
