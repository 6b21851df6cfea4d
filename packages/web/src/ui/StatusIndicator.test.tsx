import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../app/testing/render-with-session.tsx";
import { buildSession } from "../app/testing/session-fixtures.ts";
import { StatusIndicator } from "./StatusIndicator.tsx";

describe("StatusIndicator", () => {
  it.each(["red", "green", "yellow"] as const)("draws a labelled %s dot", (status) => {
    renderWithSession(<StatusIndicator status={status} label={`Risk ${status}`} />, buildSession());
    const dot = screen.getByRole("img", { name: `Risk ${status}` });
    expect(dot.getAttribute("data-status")).toBe(status);
  });

  it("shows a labelled spinner while loading and nothing for 'without'", () => {
    const { container } = renderWithSession(
      <>
        <StatusIndicator status="loading" label="Checking" />
        <StatusIndicator status="without" label="No status" />
      </>,
      buildSession(),
    );
    expect(screen.getByRole("status", { name: "Checking" })).toBeTruthy();
    expect(screen.queryByLabelText("No status")).toBeNull();
    expect(container.querySelectorAll("[data-status]")).toHaveLength(1);
  });
});
