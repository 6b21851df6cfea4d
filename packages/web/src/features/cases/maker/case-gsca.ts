import {
  type CaseGsca,
  caseDefaults,
  type GscaTheme,
  type GscaType,
  gscaThemeKeys,
  gscaTypes,
} from "@tierwise/common/cases";
import { caseGscaSchema } from "@tierwise/common/inputs/cases";
import type { CaseGscaData, CaseGscaInput } from "../case.graphql.ts";

export type GscaErrors = Partial<Record<"locations" | "themes" | "subThemes", string>>;

/** GSCA off, type violation (spec 2 §4): where a new case and a case without GSCA start. */
export function emptyGsca(): CaseGsca {
  return { enabled: false, locations: [], type: caseDefaults.gscaType, themes: [], subThemes: {} };
}

/** A case's stored GSCA as the form edits it (unknown keys from older data are dropped). */
export function gscaOf(stored: CaseGscaData | null): CaseGsca {
  if (!stored) return emptyGsca();
  const themes = stored.themes.filter((theme): theme is GscaTheme =>
    (gscaThemeKeys as string[]).includes(theme),
  );
  const type = (gscaTypes as readonly string[]).includes(stored.type)
    ? (stored.type as GscaType)
    : caseDefaults.gscaType;
  const subThemes: CaseGsca["subThemes"] = {};
  for (const theme of themes) subThemes[theme] = [...(stored.subThemes[theme] ?? [])];
  return { enabled: stored.enabled, locations: [...stored.locations], type, themes, subThemes };
}

export function gscaInputOf(gsca: CaseGsca): CaseGscaInput {
  return {
    enabled: gsca.enabled,
    locations: gsca.locations,
    type: gsca.type,
    themes: gsca.themes,
    subThemes: gsca.subThemes as Record<string, string[]>,
  };
}

/**
 * The shared rule (spec 2 §5): with GSCA on, locations, type, themes and a sub-theme for each
 * selected theme are required.
 */
export function gscaErrorsOf(gsca: CaseGsca): GscaErrors {
  const parsed = caseGscaSchema.safeParse(gscaInputOf(gsca));
  if (parsed.success) return {};
  const errors: GscaErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "locations" || field === "themes" || field === "subThemes") && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}
