import { parseEmailEntries } from "@tierwise/common/email-entries";
import { messages } from "@tierwise/common/messages";
import { workflowLimits, workflowMessages } from "@tierwise/common/workflows/messages";
import type { EmailChipItem } from "../../../ui/EmailChips.tsx";
import type { StartWorkflowInput } from "../workflows.graphql.ts";

/** Who a start is for: companies (a profile's one), a portfolio's companies, or a case's company. */
export type StartTarget =
  | { kind: "companies"; companyIds: string[]; label: string }
  | { kind: "portfolio"; portfolioId: string; label: string; companyCount: number }
  | { kind: "case"; caseId: string; label: string };

export type StartFormValues = {
  templateId: string | null;
  contacts: EmailChipItem[];
  /** Text typed into the contacts field but not confirmed as a chip yet. */
  pendingContact: string;
  dueDate: string;
  message: string;
};

export type StartField = "templateId" | "contactEmails" | "dueDate" | "message";
export type StartErrors = Partial<Record<StartField, string>>;

/** The contacts as addresses: chips plus what is still typed, each once. */
export function contactEmailsOf(values: Pick<StartFormValues, "contacts" | "pendingContact">) {
  const typed = parseEmailEntries(
    values.pendingContact,
    values.contacts.map((chip) => chip.email),
  );
  return [
    ...values.contacts.map((chip) => ({ email: chip.email, valid: chip.status !== "error" })),
    ...typed.map((entry) => ({ email: entry.email, valid: entry.valid })),
  ];
}

/**
 * The checks before asking the server (which checks again): a template, one to ten valid
 * contact addresses (the portal's e-mail rule, as for invitations), a due date today or later.
 */
export function startFormErrors(values: StartFormValues, today: string): StartErrors {
  const errors: StartErrors = {};
  if (!values.templateId) errors.templateId = "Choose a template.";
  const contacts = contactEmailsOf(values);
  if (contacts.length === 0) errors.contactEmails = workflowMessages.contactsRequired;
  else if (contacts.some((contact) => !contact.valid))
    errors.contactEmails = messages.notAValidEmail;
  else if (contacts.length > workflowLimits.contactsMax)
    errors.contactEmails = `Enter at most ${workflowLimits.contactsMax} contact e-mails.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dueDate)) errors.dueDate = "Enter a due date.";
  else if (values.dueDate < today) errors.dueDate = workflowMessages.dueDatePast;
  if (values.message.length > workflowLimits.commentMax)
    errors.message = `Keep the message under ${workflowLimits.commentMax} characters.`;
  return errors;
}

/** The mutation's input for a checked form. */
export function startInput(target: StartTarget, values: StartFormValues): StartWorkflowInput {
  const scope =
    target.kind === "companies"
      ? { companyIds: target.companyIds }
      : target.kind === "portfolio"
        ? { portfolioId: target.portfolioId }
        : { caseId: target.caseId };
  return {
    templateId: values.templateId ?? "",
    ...scope,
    contactEmails: contactEmailsOf(values).map((contact) => contact.email),
    dueDate: values.dueDate,
    message: values.message.trim() || null,
  };
}

/** A server ValidationError path as the form's field ("contactEmails.2" → contactEmails). */
export function startFieldOf(path: string): StartField | null {
  const head = path.split(".")[0];
  return head === "templateId" ||
    head === "contactEmails" ||
    head === "dueDate" ||
    head === "message"
    ? head
    : null;
}
