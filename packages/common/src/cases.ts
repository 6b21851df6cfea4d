/**
 * Supplier cases (spec 2): the enumerations, labels, GSCA taxonomy, table columns and constants
 * that the server and the web read alike. Every user-facing sentence of spec 2 about cases is
 * in `caseMessages`, verbatim.
 */

import type { GscaType } from "./case-gsca.ts";

export const caseStatuses = ["to_do", "in_progress", "complete", "retired"] as const;
export type CaseStatus = (typeof caseStatuses)[number];
export const caseStatusLabels: Record<CaseStatus, string> = {
  to_do: "To do",
  in_progress: "In progress",
  complete: "Complete",
  retired: "Retired",
};
/** Choosing one of these on an existing case goes through the resolve dialog (spec 2 §4). */
export const resolvingStatuses: readonly CaseStatus[] = ["complete", "retired"];
/** A new case cannot choose Complete or Retired. */
export const newCaseStatuses: readonly CaseStatus[] = ["to_do", "in_progress"];
/** Status badge colours (spec 2 §2): background and text, with a contrast ratio over 4.5. */
export const caseStatusColors: Record<CaseStatus, { background: string; text: string }> = {
  to_do: { background: "#e8eaed", text: "#202124" },
  in_progress: { background: "#d2e3fc", text: "#174ea6" },
  complete: { background: "#ceead6", text: "#0d652d" },
  retired: { background: "#fce8e6", text: "#a50e0e" },
};

export const casePriorities = ["low", "medium", "high"] as const;
export type CasePriority = (typeof casePriorities)[number];
export const casePriorityLabels: Record<CasePriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const taskStatuses = ["to_do", "complete"] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const taskStatusLabels: Record<TaskStatus, string> = {
  to_do: "To do",
  complete: "Complete",
};

export const supplierTiers = [1, 2, 3] as const;
export const caseItemKinds = ["feed", "email", "task"] as const;
export type CaseItemKind = (typeof caseItemKinds)[number];
export const caseViewModes = ["expanded", "modal", "sidebar"] as const;
export type CaseViewMode = (typeof caseViewModes)[number];

export const caseDefaults = {
  status: "to_do" as CaseStatus,
  priority: "medium" as CasePriority,
  gscaType: "violation" as GscaType,
} as const;

/** Business constants (spec 2 §9). */
export const caseLimits = {
  taskTitleMax: 250,
  attachmentMaxMb: 50,
  /** Locations and risk sub-category lists save after this pause. */
  listSaveDelayMs: 1000,
  countrySearchDebounceMs: 200,
  lastCommentPreview: 34,
  pageSize: 25,
  recipientOptionsPageSize: 25,
  threadPreviewRows: 5,
  highlightClearMs: 10_000,
  columnConfigVersion: 9,
  sidebarWidthRem: 25,
  titleMax: 250,
  viewNameMax: 100,
  viewDescriptionMax: 1000,
  emailSubjectMax: 998,
} as const;

// GSCA taxonomy: case-gsca.ts (kept apart for size; everything is re-exported here).
export * from "./case-gsca.ts";

// ---------------------------------------------------------------- list columns (spec 2 §3)

export type CaseColumnDataType = "text" | "number" | "date" | "boolean";
export type CaseColumnConfigEntry = {
  key: CaseColumnKey;
  title: string;
  disableChanging: boolean;
  enabled: boolean;
  dataType: CaseColumnDataType;
};

/** Which organisation flag a column needs, if any. */
export type CaseColumnFlag = "riskCategoryField" | "caseManagementLocations" | "gsca" | "nTier";

type ColumnDefinition = {
  title: string;
  dataType: CaseColumnDataType;
  enabledByDefault: boolean;
  disableChanging?: boolean;
  flag?: CaseColumnFlag;
  /** The sort key (spec 2 §3 "Case sort keys"), when the column sorts. */
  sortKey?: CaseSortKey;
};

export const caseSortKeys = [
  "assignees",
  "commentCount",
  "dateDue",
  "priority",
  "status",
  "tags",
  "title",
  "ntier",
  "dateCreated",
  "dateUpdated",
  "dateClosed",
  "id",
] as const;
export type CaseSortKey = (typeof caseSortKeys)[number];

/** Every column of the case table, in its default order. */
export const caseColumns = {
  id: { title: "Case ID", dataType: "number", enabledByDefault: false, sortKey: "id" },
  title: {
    title: "Case Name",
    dataType: "text",
    enabledByDefault: true,
    disableChanging: true,
    sortKey: "title",
  },
  companyId: { title: "Company", dataType: "text", enabledByDefault: true },
  description: { title: "Description", dataType: "text", enabledByDefault: false },
  tags: { title: "Tags", dataType: "text", enabledByDefault: true, sortKey: "tags" },
  private: { title: "Access", dataType: "boolean", enabledByDefault: true, disableChanging: true },
  assignees: { title: "Assignee", dataType: "text", enabledByDefault: true, sortKey: "assignees" },
  creators: { title: "Created By", dataType: "text", enabledByDefault: true },
  priority: { title: "Priority", dataType: "text", enabledByDefault: true, sortKey: "priority" },
  status: { title: "Status", dataType: "text", enabledByDefault: true, sortKey: "status" },
  dateDue: { title: "Due Date", dataType: "date", enabledByDefault: true, sortKey: "dateDue" },
  dateUpdated: {
    title: "Last Update",
    dataType: "date",
    enabledByDefault: true,
    sortKey: "dateUpdated",
  },
  dateCreated: {
    title: "Date Created",
    dataType: "date",
    enabledByDefault: false,
    sortKey: "dateCreated",
  },
  dateClosed: {
    title: "Closed Date",
    dataType: "date",
    enabledByDefault: false,
    sortKey: "dateClosed",
  },
  commentCount: {
    title: "Comments",
    dataType: "number",
    enabledByDefault: false,
    sortKey: "commentCount",
  },
  emailCount: { title: "Emails", dataType: "number", enabledByDefault: false },
  daysActive: { title: "Days Active", dataType: "number", enabledByDefault: false },
  progress: { title: "Progress", dataType: "number", enabledByDefault: false },
  externalEmails: { title: "External Emails", dataType: "boolean", enabledByDefault: false },
  lastComment: { title: "Last Comment", dataType: "text", enabledByDefault: true },
  resolution: { title: "Resolution Comment", dataType: "text", enabledByDefault: false },
  portfolioId: { title: "Portfolio ID", dataType: "text", enabledByDefault: false },
  portfolioName: { title: "Portfolio Name", dataType: "text", enabledByDefault: false },
  riskSubCategory: {
    title: "Risk Category",
    dataType: "text",
    enabledByDefault: true,
    flag: "riskCategoryField",
  },
  locations: {
    title: "Country",
    dataType: "text",
    enabledByDefault: false,
    flag: "caseManagementLocations",
  },
  gscaEnabled: { title: "GSCA Case", dataType: "boolean", enabledByDefault: true, flag: "gsca" },
  gscaLocation: { title: "GSCA Locations", dataType: "text", enabledByDefault: true, flag: "gsca" },
  gscaTheme: { title: "GSCA Themes", dataType: "text", enabledByDefault: true, flag: "gsca" },
  gscaSubTheme: {
    title: "GSCA Sub Themes",
    dataType: "text",
    enabledByDefault: true,
    flag: "gsca",
  },
  gscaType: { title: "GSCA Type", dataType: "text", enabledByDefault: true, flag: "gsca" },
  ntier: {
    title: "Tiers",
    dataType: "text",
    enabledByDefault: true,
    flag: "nTier",
    sortKey: "ntier",
  },
} as const satisfies Record<string, ColumnDefinition>;
export type CaseColumnKey = keyof typeof caseColumns;
export const caseColumnKeys = Object.keys(caseColumns) as CaseColumnKey[];

/** The version 9 default configuration, before flags hide columns. */
export function defaultCaseColumns(): CaseColumnConfigEntry[] {
  return caseColumnKeys.map((key) => {
    const column: ColumnDefinition = caseColumns[key];
    return {
      key,
      title: column.title,
      disableChanging: column.disableChanging === true,
      enabled: column.enabledByDefault,
      dataType: column.dataType,
    };
  });
}

// ---------------------------------------------------------------- filters (spec 2 §3)

/** The list's filters, as the URL, local preferences, saved views and the API carry them. */
export type CaseFilters = {
  creators?: string[];
  /** Ids of users or teams, as `user:{id}` / `team:{id}`. */
  assignees?: string[];
  tags?: string[];
  status?: CaseStatus[];
  priority?: CasePriority[];
  private?: boolean | null;
  ntier?: number[];
  /** ISO dates (YYYY-MM-DD) on the creation date; the end date is shifted back one day. */
  dateFrom?: string | null;
  dateTo?: string | null;
  search?: string | null;
};
export type CaseSort = { key: CaseSortKey; direction: "Asc" | "Desc" };
export const defaultCaseSort: CaseSort = { key: "dateUpdated", direction: "Desc" };

// ---------------------------------------------------------------- e-mail subjects

const subjectPrefix = /^\s*((re|fw|fwd|aw|wg|sv|vs)\s*(\[\d+\])?\s*:\s*)+/i;

/** Reply and forward prefix the subject after stripping any existing prefixes (spec 2 §4). */
export function prefixedSubject(kind: "reply" | "forward", subject: string): string {
  const bare = subject.replace(subjectPrefix, "").trim();
  return `${kind === "reply" ? "RE: " : "FW: "}${bare}`;
}

/** An address outside the organisation's internal mail domains is external (spec 2 §5). */
export function isExternalAddress(address: string, internalMailDomains: readonly string[]) {
  const domain = address.trim().toLowerCase().split("@").pop() ?? "";
  return !internalMailDomains.some((internal) => {
    const wanted = internal.trim().toLowerCase().replace(/^@/, "");
    return domain === wanted || domain.endsWith(`.${wanted}`);
  });
}

// ---------------------------------------------------------------- messages (spec 2 §8)

export const caseMessages = {
  createCaseTitle: "Create Case",
  fieldUpdated: (field: string, plural = false) =>
    `${field} ${plural ? "were" : "was"} updated successfully`,
  taskDeleted: "Your task was deleted.",
  caseDeleted: (rowNumber: number, title: string) =>
    `Case ID ${rowNumber}: ${title} was successfully deleted.`,
  emailSent: "Your email has been sent.",
  noteDeleted: "Your note was deleted.",
  deleteCaseTitle: "Delete Case?",
  deleteCaseBody:
    "Are you sure you want to delete this case? This action is permanent and cannot be undone.",
  deleteTaskTitle: "Delete Task?",
  deleteTaskBody:
    "Are you sure you want to delete this task? This action is permanent and cannot be undone.",
  externalDetected:
    "External email addresses are detected. This email will be labeled External Email",
  externalAttachments: "Attached files will be visible by external recipients",
  externalLabel: "External Email",
  noEmails: "There are currently no emails on this case.",
  noTasks: "There are currently no tasks on this case.",
  noTags: "No tags to display",
  noComments: "There are currently no comments on this case.",
  noCommentsHint: "Start by adding a comment or tagging a colleague.",
  viewNameTaken: "Case view name already exists.",
  exportNoCase: "Exporting case failed. Case is not defined.",
  exportFailed: "Exporting case failed.",
  gscaSubThemeRequired: "Please select at least one Sub Theme for each selected Theme.",
  accessListRequired: "A private case needs at least one person or team with access.",
  descriptionRequired: "Enter a description.",
  noTasksProgress: "No tasks",
  deactivated: "(deactivated)",
  emptyValue: "---",
  defaultViewName: "Default View",
  viewOriginalNote: "View original note",
  viewOriginalAlert: "View Original Alert",
  manageTags: "Manage Tags",
  addToCaseQuestion: (names: string) =>
    `${names} cannot see this case. Do you want to add them to it?`,
  addedToCase: (names: string) => `${names} can now see this case.`,
  privateMentionConfirm:
    "This case is private. The people you mentioned who are not on its access list will not see your comment unless you add them.",
} as const;
