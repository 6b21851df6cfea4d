import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForTest } from "../../testing/render-for-test.tsx";
import type { WorkflowAudit } from "./activity-wall.graphql.ts";
import { WorkflowAuditEntry } from "./WorkflowAuditEntry.tsx";

const submitted: WorkflowAudit = {
  __typename: "WorkflowAudit",
  id: "audit-1",
  action: "submitted",
  actionTime: "2026-11-21T10:00:00.000Z",
  actor: null,
  fullName: "sam@northwind.example",
  stepName: "Supplier questionnaire",
  workflowName: "Supplier onboarding",
  workflowUrl: "/workflows/workflow-1",
  summary: "submitted the questionnaire",
};

describe("a workflow step on the wall", () => {
  it("names the supplier's contact who acted, and links the workflow with its step", () => {
    renderForTest(<WorkflowAuditEntry audit={submitted} />);
    expect(screen.getByText("sam@northwind.example").closest("p")?.textContent).toBe(
      "sam@northwind.example submitted the questionnaire",
    );
    expect(screen.getByRole("link", { name: "Supplier onboarding" }).getAttribute("href")).toBe(
      "/workflows/workflow-1",
    );
    expect(screen.getByText(/· Supplier questionnaire/)).toBeTruthy();
  });
});
