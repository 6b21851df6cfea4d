import type { Questionnaire } from "@tierwise/common/workflows/definition";
import type { SupplierFormView } from "@tierwise/common/workflows/supplier-form";
import type { Session } from "../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import type { WorkflowTemplateRow } from "./workflow-templates.graphql.ts";
import type { WorkflowRow } from "./workflows.graphql.ts";

/** Test data shaped like the server's answers (docs/workflows-contract.graphql). */

/** A member of an organisation with workflows; `admin` manages templates. */
export function workflowSession({ admin = false } = {}): Session {
  return buildSession({
    roles: admin ? ["organization_admin"] : ["user"],
    organization: buildOrganization({ featureFlags: { criteriaCheckAccess: true } }),
  });
}

export function buildTemplateRow(
  overrides: Partial<WorkflowTemplateRow> = {},
): WorkflowTemplateRow {
  return {
    __typename: "WorkflowTemplate",
    id: "template-1",
    tag: "onboarding",
    name: "Supplier onboarding",
    description: null,
    shipped: true,
    archived: false,
    updatedAt: "2026-11-01T10:00:00.000Z",
    runningCount: 2,
    canManage: true,
    current: {
      __typename: "WorkflowTemplateVersion",
      id: "version-1",
      version: 1,
      createdAt: "2026-11-01T10:00:00.000Z",
      createdBy: null,
      steps: [
        {
          __typename: "WorkflowStepSummary",
          id: "q",
          kind: "questionnaire",
          name: "Questionnaire",
          approverName: null,
        },
        {
          __typename: "WorkflowStepSummary",
          id: "d",
          kind: "decision",
          name: "Decision",
          approverName: null,
        },
      ],
      workflowCount: 2,
    },
    ...overrides,
  };
}

export function buildWorkflowRow(overrides: Partial<WorkflowRow> = {}): WorkflowRow {
  return {
    __typename: "Workflow",
    id: "workflow-1",
    name: "Supplier onboarding",
    template: {
      __typename: "WorkflowTemplate",
      id: "template-1",
      tag: "onboarding",
      name: "Supplier onboarding",
    },
    templateVersion: 1,
    company: {
      __typename: "WorkflowCompanyRef",
      id: "company-1",
      slug: "northwind",
      name: "Northwind Traders",
      countryCode: "DE",
    },
    status: "awaiting_supplier",
    currentStep: {
      __typename: "WorkflowStepSummary",
      id: "q",
      kind: "questionnaire",
      name: "Questionnaire",
      approverName: null,
    },
    dueDate: "2026-12-15",
    overdue: false,
    score: null,
    redFlags: [],
    startedAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    finishedAt: null,
    ...overrides,
  };
}

/**
 * A questionnaire with a conditional question: "Do you use subcontractors?" → Yes shows "Name
 * your subcontractors" (required); a file question and an optional country question.
 */
export const conditionalQuestionnaire: Questionnaire = {
  intro: "Tell us how you work.",
  sections: [
    {
      id: "work",
      title: "How you work",
      description: null,
      questions: [
        {
          id: "subcontractors",
          kind: "yesNo",
          label: "Do you use subcontractors?",
          required: true,
        },
        {
          id: "subcontractor-names",
          kind: "text",
          label: "Name your subcontractors",
          required: true,
          condition: { questionId: "subcontractors", anyOf: [true] },
        },
        { id: "certificate", kind: "file", label: "ISO 9001 certificate", required: false },
        { id: "country", kind: "country", label: "Where is your head office?", required: false },
      ],
    },
  ],
};

export function buildSupplierView(overrides: Partial<SupplierFormView> = {}): SupplierFormView {
  return {
    branding: {
      organizationName: "Acme Industries",
      brandColor: "#0b7285",
      logoUrl: null,
      productName: "Acme Supplier Risk",
    },
    workflowName: "Supplier onboarding",
    companyName: "Northwind Traders",
    stepName: "Supplier questionnaire",
    dueDate: "2026-12-15",
    expiresAt: "2027-01-14T00:00:00.000Z",
    contactEmail: "sam@northwind.example",
    questionnaire: conditionalQuestionnaire,
    answers: {},
    savedAt: null,
    sentBackComment: null,
    upload: { maxBytes: 50 * 1024 * 1024, accept: ["pdf", "png", "jpg"] },
    ...overrides,
  };
}
