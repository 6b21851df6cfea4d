/**
 * Supplier workflows (issue 31): the words, limits, statuses and audit actions the server and
 * the web share. Part of the contract (docs/workflows-contract.graphql).
 */

export const workflowLimits = {
  labelMax: 200,
  helpMax: 2000,
  tagMax: 40,
  nameMax: 120,
  stepsMax: 20,
  sectionsMax: 30,
  questionsPerSectionMax: 60,
  optionsMax: 50,
  textAnswerMax: 10_000,
  filesPerQuestionMax: 10,
  /** Contact e-mails per company when starting. */
  contactsMax: 10,
  commentMax: 5000,
  /** Companies one start may cover (a portfolio of this many). */
  companiesPerStartMax: 20_000,
  /** A link keeps working this many days after the due date, so a late supplier can answer. */
  linkDaysAfterDue: 30,
  /** Days between reminders while the supplier has not submitted and the due date is ahead. */
  reminderEveryDays: 3,
  /** Saved workflow views per person. */
  viewsMax: 50,
} as const;

/** Where a workflow stands. awaiting_supplier covers a questionnaire sent back for changes. */
export const workflowStatuses = [
  "awaiting_supplier",
  "in_review",
  "approved",
  "approved_with_conditions",
  "rejected",
  "cancelled",
] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];

export const finishedWorkflowStatuses: readonly WorkflowStatus[] = [
  "approved",
  "approved_with_conditions",
  "rejected",
  "cancelled",
];

export const workflowStatusLabels: Record<WorkflowStatus, string> = {
  awaiting_supplier: "Waiting for supplier",
  in_review: "In review",
  approved: "Approved",
  approved_with_conditions: "Approved with conditions",
  rejected: "Rejected",
  cancelled: "Cancelled",
};

/** WorkflowAudit.action values: one per step change. */
export const workflowAuditActions = [
  "started",
  "submitted",
  "check_passed",
  "check_failed",
  "case_opened",
  "approved",
  "sent_back",
  "decided",
  "cancelled",
] as const;
export type WorkflowAuditAction = (typeof workflowAuditActions)[number];

export const workflowSortKeys = [
  "updatedAt",
  "startedAt",
  "dueDate",
  "score",
  "companyName",
] as const;
export type WorkflowSortKey = (typeof workflowSortKeys)[number];
export const defaultWorkflowSort = { key: "updatedAt", direction: "Desc" } as const;

export const workflowMessages = {
  linkUsed: "This link has already been used.",
  linkExpired: "This link has expired.",
  linkInvalid: "This link is not valid.",
  linkCancelled: "This request was withdrawn by the organisation.",
  idCharacters: "Use letters, digits, - and _ only.",
  labelRequired: "Enter a label.",
  answerRequired: "Answer this question.",
  answerWrongType: "This answer does not fit the question.",
  unknownOption: "Choose one of the listed options.",
  invalidDate: "Enter a date as YYYY-MM-DD.",
  invalidCountry: "Choose a country from the list.",
  unknownFile: "Upload the file again.",
  firstStepQuestionnaire: "The first step must be a questionnaire.",
  lastStepDecision: "The last step must be a decision, and only the last.",
  duplicateId: "Each step, section, question and option needs its own id.",
  conditionOrder: "A condition can only look at an earlier question of the same questionnaire.",
  conditionKind: "A condition can only look at a yes/no, choice or country question.",
  conditionValue: "A condition names an option the question does not have.",
  choiceOptions: "A choice question needs at least two options.",
  documentsCheck: "A documents check can only name file questions of an earlier step.",
  approverUnknown: "The approver is not a member or team of this organisation.",
  contactsRequired: "Enter at least one contact e-mail.",
  dueDatePast: "The due date cannot be in the past.",
  noCompanies: "Choose at least one company.",
  notYourStep: "You are not the approver of this step.",
  wrongStep: "The workflow is not at a step that allows this.",
  commentRequired: "Enter a comment for the supplier.",
  conditionsRequired: "Enter the conditions of the approval.",
  viewNameExists: "Workflow view name already exists.",
  submitted: "Thank you — your answers were submitted.",
  draftSaved: "Your answers are saved. You can come back to this link later.",
} as const;

/** The web page of one workflow (WorkflowAudit.workflowUrl, e-mails, notifications). */
export const workflowPagePath = (id: string) => `/workflows/${encodeURIComponent(id)}`;
export const workflowsListPath = "/workflows";
/** Who an automatic step is done by, in the audit trail. */
export const automaticActorName = "Automatic check";
