import {
  type CaseColumnConfigEntry,
  type CaseColumnFlag,
  type CaseColumnKey,
  caseColumnKeys,
  caseColumns,
  defaultCaseColumns,
} from "@tierwise/common/cases";
import type { Session } from "../../../app/session/session.types.ts";

/** The organisation flags that flag-gated columns need, as the session carries them. */
export type ColumnFlags = Readonly<Partial<Record<CaseColumnFlag, boolean>>>;

export function columnFlagsOf(session: Session): ColumnFlags {
  const flags = session.organization?.featureFlags;
  return {
    riskCategoryField: flags?.riskCategoryField === true,
    caseManagementLocations: flags?.caseManagementLocations === true,
    gsca: flags?.gsca === true,
    nTier: flags?.nTier === true,
  };
}

const knownKeys = new Set<string>(caseColumnKeys);
export const isCaseColumnKey = (key: string): key is CaseColumnKey => knownKeys.has(key);

/**
 * A stored or saved configuration made whole against the version 9 columns: unknown keys and
 * repeats are dropped, columns it lacks are added where the defaults have them, and titles, data
 * types and locks come from the definitions (so a stored file cannot unlock or rename a column).
 * Columns that cannot change keep their default state.
 */
export function normalizeColumns(
  entries: readonly { key: string; enabled: boolean }[],
): CaseColumnConfigEntry[] {
  const defaults = defaultCaseColumns();
  const byKey = new Map(defaults.map((entry) => [entry.key, entry]));
  const seen = new Set<string>();
  const result: CaseColumnConfigEntry[] = [];
  for (const entry of entries) {
    const definition = byKey.get(entry.key as CaseColumnKey);
    if (!definition || seen.has(entry.key)) continue;
    seen.add(entry.key);
    result.push({
      ...definition,
      enabled: definition.disableChanging ? definition.enabled : entry.enabled,
    });
  }
  defaults.forEach((definition, index) => {
    if (seen.has(definition.key)) return;
    // Put a missing column after the column that precedes it in the defaults.
    const before = defaults[index - 1]?.key;
    const at = before ? result.findIndex((entry) => entry.key === before) + 1 : 0;
    result.splice(at, 0, definition);
    seen.add(definition.key);
  });
  return result;
}

/** The columns this session may see and configure: flag-gated ones need their flag. */
export function availableColumns(
  config: readonly CaseColumnConfigEntry[],
  flags: ColumnFlags,
): CaseColumnConfigEntry[] {
  return config.filter((entry) => {
    const column: { title: string; flag?: CaseColumnFlag } = caseColumns[entry.key];
    return column.flag === undefined || flags[column.flag] === true;
  });
}

/** The table's columns, in order. */
export function shownColumns(
  config: readonly CaseColumnConfigEntry[],
  flags: ColumnFlags,
): CaseColumnConfigEntry[] {
  return availableColumns(config, flags).filter((entry) => entry.enabled);
}

/** Shows or hides a column; Case Name and Access cannot be changed (spec 2 §3). */
export function toggleColumn(
  config: readonly CaseColumnConfigEntry[],
  key: CaseColumnKey,
): CaseColumnConfigEntry[] {
  return config.map((entry) =>
    entry.key === key && !entry.disableChanging ? { ...entry, enabled: !entry.enabled } : entry,
  );
}

/**
 * Moves a column one place among the columns that may change and that the session sees: the
 * locked columns keep their places, and hidden flag-gated columns are skipped.
 */
export function moveColumn(
  config: readonly CaseColumnConfigEntry[],
  key: CaseColumnKey,
  step: -1 | 1,
  flags: ColumnFlags,
): CaseColumnConfigEntry[] {
  const movable = availableColumns(config, flags)
    .filter((entry) => !entry.disableChanging)
    .map((entry) => entry.key);
  const from = movable.indexOf(key);
  const neighbour = movable[from + step];
  if (from === -1 || neighbour === undefined) return [...config];
  const next = [...config];
  const a = next.findIndex((entry) => entry.key === key);
  const b = next.findIndex((entry) => entry.key === neighbour);
  [next[a], next[b]] = [next[b] as CaseColumnConfigEntry, next[a] as CaseColumnConfigEntry];
  return next;
}
