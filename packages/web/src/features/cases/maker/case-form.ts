import {
  type CaseGsca,
  type CasePriority,
  type CaseStatus,
  caseDefaults,
} from "@tierwise/common/cases";
import { createCaseInputSchema } from "@tierwise/common/inputs/cases";
import { emptyDocument, type RichTextDocument } from "@tierwise/common/rich-text";
import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import type { CreateSupplierCaseInput } from "../case.graphql.ts";
import { type CaseContext, contextIdentifiers } from "./case-context.ts";
import { emptyGsca, gscaInputOf } from "./case-gsca.ts";
import { accessEntryOf, assigneeInput } from "./case-people.ts";

/** The create form's values (spec 2 §2 form fields). */
export type NewCaseValues = {
  title: string;
  description: RichTextDocument;
  status: CaseStatus;
  priority: CasePriority;
  assignee: PickedRecipient | null;
  /** YYYY-MM-DD, or "" for none. */
  dueDate: string;
  tags: string[];
  locations: string[];
  riskSubCategory: string[];
  isPrivate: boolean;
  /** People and teams with access besides the creator. */
  acl: PickedRecipient[];
  gsca: CaseGsca;
};

/** A new case starts To do, Medium, public, without GSCA (spec 2 §4, §9). */
export function initialCaseValues(context: CaseContext): NewCaseValues {
  return {
    title: context.title ?? "",
    description: context.description ?? emptyDocument(),
    status: caseDefaults.status,
    priority: caseDefaults.priority,
    assignee: null,
    dueDate: "",
    tags: [],
    locations: [],
    riskSubCategory: [],
    isPrivate: false,
    acl: [],
    gsca: emptyGsca(),
  };
}

/** The create input; the creator leads a private case's access list. */
export function createInputOf(
  values: NewCaseValues,
  context: CaseContext,
  creatorId: string,
  withGsca: boolean,
): CreateSupplierCaseInput {
  const others = values.acl.filter((entry) => !(entry.type === "User" && entry.id === creatorId));
  return {
    title: values.title.trim(),
    description: values.description,
    status: values.status,
    priority: values.priority,
    ...assigneeInput(values.assignee),
    dueDate: values.dueDate || null,
    tags: values.tags,
    locations: values.locations,
    riskSubCategory: values.riskSubCategory,
    private: values.isPrivate,
    acl: values.isPrivate ? [{ type: "user", id: creatorId }, ...others.map(accessEntryOf)] : [],
    gsca: withGsca && values.gsca.enabled ? gscaInputOf(values.gsca) : null,
    labels: [],
    ...contextIdentifiers(context),
  };
}

/** The form's fields, as the schema's issue paths name them. */
export const newCaseFields = [
  "title",
  "description",
  "status",
  "priority",
  "dueDate",
  "acl",
  "gsca.locations",
  "gsca.themes",
  "gsca.subThemes",
] as const;
export type NewCaseField = (typeof newCaseFields)[number];
export type NewCaseErrors = Partial<Record<NewCaseField, string>>;

/** The shared create schema's first message for each field (spec 2 §5), or none. */
export function newCaseErrorsOf(input: CreateSupplierCaseInput): NewCaseErrors {
  const parsed = createCaseInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: NewCaseErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    const field = newCaseFields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
