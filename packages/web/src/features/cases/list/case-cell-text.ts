import {
  type CaseColumnKey,
  caseLimits,
  caseMessages,
  casePriorityLabels,
  caseStatusLabels,
  type GscaTheme,
  type GscaType,
  gscaThemes,
  gscaTypeLabels,
} from "@tierwise/common/cases";
import { countryName } from "@tierwise/common/countries";
import { formatCaseDate } from "../maker/case-dates.ts";
import type { CaseListRow, CaseUserRef } from "./case-list.graphql.ts";

const empty = caseMessages.emptyValue;
const yesNo = (value: boolean) => (value ? "Yes" : "No");
const listed = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : empty);
const text = (value: string | null | undefined) => (value?.trim() ? value : empty);

/** A person, marked when deactivated (spec 2 §3). */
export const personName = (person: CaseUserRef) =>
  person.deactivated ? `${person.name} ${caseMessages.deactivated}` : person.name;

const countries = (codes: readonly string[]) =>
  listed(codes.map((code) => countryName(code) ?? code));

const themeOf = (key: string) => (key in gscaThemes ? gscaThemes[key as GscaTheme] : undefined);

function subThemeLabels(subThemes: Record<string, string[]>): string[] {
  return Object.entries(subThemes).flatMap(([theme, keys]) => {
    const labels: Record<string, string> = themeOf(theme)?.subThemes ?? {};
    return keys.map((key) => labels[key] ?? key);
  });
}

/**
 * The last comment as the list shows it: the server already sends the first 34 characters
 * (spec 2 §3); a longer value is cut here too, so the column never grows.
 */
export function lastCommentPreview(value: string | null): string {
  if (!value?.trim()) return empty;
  return [...value].slice(0, caseLimits.lastCommentPreview).join("");
}

/** Progress of the case's tasks: '{n}%', or 'No tasks' when it has none. */
export const progressText = (progress: number | null) =>
  progress === null ? caseMessages.noTasksProgress : `${progress}%`;

/** The text of one cell of the case table (spec 2 §3 "Case table columns"). */
export function caseCellText(row: CaseListRow, key: CaseColumnKey): string {
  switch (key) {
    case "id":
      return String(row.rowNumber);
    case "title":
      return row.title;
    case "companyId":
      return row.company?.name ?? empty;
    case "description":
      return text(row.descriptionText);
    case "tags":
      return listed(row.tags.map((tag) => tag.value));
    case "private":
      return row.private ? "Private" : "Public";
    case "assignees":
      return row.assignee ? personName(row.assignee) : (row.assignedTeam?.name ?? empty);
    case "creators":
      return personName(row.creator);
    case "priority":
      return casePriorityLabels[row.priority];
    case "status":
      return caseStatusLabels[row.status];
    case "dateDue":
      return formatCaseDate(row.dueDate);
    case "dateUpdated":
      return formatCaseDate(row.updatedAt);
    case "dateCreated":
      return formatCaseDate(row.createdAt);
    case "dateClosed":
      return formatCaseDate(row.closedAt);
    case "commentCount":
      return String(row.counts.comments);
    case "emailCount":
      return String(row.counts.emails);
    case "daysActive":
      return String(row.daysActive);
    case "progress":
      return progressText(row.progress);
    case "externalEmails":
      return yesNo(row.counts.externalEmails > 0);
    case "lastComment":
      return lastCommentPreview(row.lastComment);
    case "resolution":
      return text(row.resolutionComment);
    case "portfolioId":
      return row.portfolio?.id ?? empty;
    case "portfolioName":
      return row.portfolio?.name ?? empty;
    case "riskSubCategory":
      return listed(row.riskSubCategory);
    case "locations":
      return countries(row.locations);
    case "gscaEnabled":
      return yesNo(row.gsca?.enabled === true);
    case "gscaLocation":
      return row.gsca?.enabled ? countries(row.gsca.locations) : empty;
    case "gscaTheme":
      return row.gsca?.enabled
        ? listed(row.gsca.themes.map((theme) => themeOf(theme)?.label ?? theme))
        : empty;
    case "gscaSubTheme":
      return row.gsca?.enabled ? listed(subThemeLabels(row.gsca.subThemes)) : empty;
    case "gscaType":
      return row.gsca?.enabled
        ? (gscaTypeLabels[row.gsca.type as GscaType]?.label ?? row.gsca.type)
        : empty;
    case "ntier":
      return listed(row.supplierTier.map(String));
  }
}
