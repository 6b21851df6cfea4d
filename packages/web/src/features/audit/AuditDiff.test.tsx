import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForTest } from "../../testing/render-for-test.tsx";
import { AuditDiff } from "./AuditDiff.tsx";

describe("AuditDiff", () => {
  it("renders one before → after line per changed path", () => {
    renderForTest(
      <AuditDiff
        before={{ name: "Buyers", active: true }}
        after={{ name: "Sourcing", active: true }}
      />,
    );
    expect(screen.getByText("name")).toBeTruthy();
    expect(screen.queryByText("active")).toBeNull();
    const line = screen.getByLabelText("name changed");
    expect(line.textContent).toBe("Buyers → Sourcing");
  });

  it("says so when nothing changed", () => {
    renderForTest(<AuditDiff before={{ a: 1 }} after={{ a: 1 }} />);
    expect(screen.getByText("No recorded changes.")).toBeTruthy();
  });
});
