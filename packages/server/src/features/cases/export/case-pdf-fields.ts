import {
  caseColumns,
  caseMessages,
  casePriorityLabels,
  caseStatusLabels,
  gscaThemes,
  gscaTypeLabels,
} from "@tierwise/common/cases";
import { countryName } from "@tierwise/common/countries";
import { can } from "@tierwise/common/policy/can";
import { hasFlag } from "@tierwise/common/policy/policy-actor";
import type { TenantActor } from "../../../core/actor.ts";
import type { CaseUserRefView } from "../tasks/case-people.ts";
import type { CaseExportData } from "./case-export-data.ts";
import { caseDate } from "./case-export-format.ts";
import type { CaseExportOptions, ExportFieldKey } from "./case-export-request.ts";

const empty = caseMessages.emptyValue;
const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : empty);
const countries = (codes: readonly string[]) => list(codes.map((c) => countryName(c) ?? c));

/** A person as the export prints them: the name, then '(deactivated)' when they are. */
export function personLabel(person: CaseUserRefView | null): string {
  if (!person) return empty;
  const name = person.name || person.email || empty;
  return person.deactivated ? `${name} ${caseMessages.deactivated}` : name;
}

/** What the case export may show of the case to this viewer, field by field. */
export type CaseExportRules = {
  show(key: ExportFieldKey): boolean;
};

/**
 * The field rules of the export: a field named in fieldsToExclude is left out; risk
 * sub-category needs cases.exportRiskCategory (spec 2 §6); case locations and GSCA appear only
 * where the case maker shows them (flags caseManagementLocations and gsca).
 */
export function caseExportRules(actor: TenantActor, options: CaseExportOptions): CaseExportRules {
  const allowed: Partial<Record<ExportFieldKey, boolean>> = {
    riskSubCategory: can(actor, "cases.exportRiskCategory"),
    locations: hasFlag(actor, "caseManagementLocations"),
    gsca: can(actor, "cases.gsca"),
  };
  return { show: (key) => allowed[key] !== false && !options.exclude.has(key) };
}

/** The label/value pairs of case.pdf's Details section, in the case maker's order. */
export function caseDetailPairs(
  data: CaseExportData,
  rules: CaseExportRules,
  options: CaseExportOptions,
): [string, string][] {
  const c = data.supplierCase;
  const pairs: [ExportFieldKey, string, string][] = [
    ["id", caseColumns.id.title, String(c.rowNumber)],
    ["status", caseColumns.status.title, caseStatusLabels[c.status]],
    ["priority", caseColumns.priority.title, casePriorityLabels[c.priority]],
    [
      "assignees",
      caseColumns.assignees.title,
      data.assignee ? personLabel(data.assignee) : (data.assignedTeam?.name ?? empty),
    ],
    ["dateDue", caseColumns.dateDue.title, caseDate(c.dueDate)],
    ["tags", caseColumns.tags.title, list(data.tags)],
    ["private", caseColumns.private.title, c.private ? "Private" : "Public"],
    ...(c.private
      ? ([["private", "Access List", list(data.accessList)]] as [ExportFieldKey, string, string][])
      : []),
    ["companyId", caseColumns.companyId.title, data.company ?? empty],
    ["portfolioName", "Portfolio", data.portfolio ?? empty],
    ["locations", caseColumns.locations.title, countries(c.locations)],
    [
      "riskSubCategory",
      caseColumns.riskSubCategory.title,
      list(c.riskSubCategory.map((key) => options.riskLabels.get(key) ?? key)),
    ],
    ["creators", caseColumns.creators.title, personLabel(data.creator)],
    ["dateCreated", caseColumns.dateCreated.title, caseDate(c.createdAt)],
    ["dateClosed", caseColumns.dateClosed.title, caseDate(c.closedAt)],
  ];
  if (c.gsca && rules.show("gsca")) {
    const gsca = c.gsca;
    pairs.push(["gscaEnabled", caseColumns.gscaEnabled.title, gsca.enabled ? "Yes" : "No"]);
    if (gsca.enabled) {
      const subThemes = gsca.themes.flatMap((theme) => {
        const known: Record<string, string> = gscaThemes[theme]?.subThemes ?? {};
        return (gsca.subThemes[theme] ?? []).map((key) => known[key] ?? key);
      });
      pairs.push(
        ["gscaType", caseColumns.gscaType.title, gscaTypeLabels[gsca.type]?.label ?? gsca.type],
        ["gscaLocation", caseColumns.gscaLocation.title, countries(gsca.locations)],
        [
          "gscaTheme",
          caseColumns.gscaTheme.title,
          list(gsca.themes.map((theme) => gscaThemes[theme]?.label ?? theme)),
        ],
        ["gscaSubTheme", caseColumns.gscaSubTheme.title, list(subThemes)],
      );
    }
  }
  return pairs.filter(([key]) => rules.show(key)).map(([, label, value]) => [label, value]);
}
