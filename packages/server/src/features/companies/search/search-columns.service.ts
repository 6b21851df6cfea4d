import {
  advancedSearchColumnsSchema,
  advancedSearchColumnsSettingKey,
  defaultSearchColumns,
  type SearchColumn,
} from "@tierwise/common/company-search";
import { z } from "zod";
import type { Actor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { readSettings, updateSettings } from "../../settings/settings.service.ts";

/**
 * The result columns a user shows on /search, kept in their own settings document under
 * advancedSearchColumnsSettings (spec 3 §3). A missing or no longer valid value (a column
 * removed since) falls back to the defaults.
 */
export async function advancedSearchColumns(
  deps: ServiceDeps,
  actor: Actor,
): Promise<SearchColumn[]> {
  const stored = await readSettings(deps, actor, {
    scope: "user",
    path: advancedSearchColumnsSettingKey,
  });
  const parsed = advancedSearchColumnsSchema.safeParse(stored);
  return parsed.success ? parsed.data : [...defaultSearchColumns];
}

export async function updateAdvancedSearchColumns(
  deps: ServiceDeps,
  actor: Actor,
  input: { columns: unknown },
): Promise<SearchColumn[]> {
  const { columns } = parseInput(z.object({ columns: advancedSearchColumnsSchema }), input);
  // Repeats would show a column twice; the first position wins.
  const unique = [...new Set(columns)];
  // Arrays replace on merge, so this overwrites the list and leaves other settings alone.
  await updateSettings(deps, actor, {
    scope: "user",
    data: { [advancedSearchColumnsSettingKey]: unique },
  });
  return unique;
}
