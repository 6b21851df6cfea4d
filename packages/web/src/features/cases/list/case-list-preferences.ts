import {
  type CaseFilters,
  type CaseSort,
  caseLimits,
  defaultCaseColumns,
  defaultCaseSort,
} from "@tierwise/common/cases";
import {
  caseColumnConfigSchema,
  caseFiltersSchema,
  caseSortSchema,
} from "@tierwise/common/inputs/cases";
import {
  caseFiltersVersion,
  caseSortVersion,
  type PreferenceStoreOptions,
} from "@tierwise/common/local-preferences";
import type { z } from "zod";

type Preference<T> = Omit<PreferenceStoreOptions<T>, "storage">;

/**
 * The list's stored choices (spec 2 §3 "Stored local preferences per session"): sort and
 * filters at version 2, columns at the column configuration's version 9. Each is used only if it
 * passes its shared schema; otherwise the defaults apply. Defined once: useLocalPreference wants
 * stable option objects.
 */
export const caseSortPreference: Preference<CaseSort> = {
  key: "cases.sort",
  version: caseSortVersion,
  schema: caseSortSchema,
  defaults: defaultCaseSort,
};

export const caseFiltersPreference: Preference<CaseFilters> = {
  key: "cases.filters",
  version: caseFiltersVersion,
  schema: caseFiltersSchema,
  defaults: {},
};

/** Columns as stored: any keys; normalizeColumns (case-columns.ts) makes them whole. */
export type StoredCaseColumns = z.output<typeof caseColumnConfigSchema>;

export const caseColumnsPreference: Preference<StoredCaseColumns> = {
  key: "cases.columns",
  version: caseLimits.columnConfigVersion,
  schema: caseColumnConfigSchema,
  defaults: defaultCaseColumns(),
};
