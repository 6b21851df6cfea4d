import type { ProfileAreaKey } from "@tierwise/common/company-profile";
import { areaLabels } from "./area-labels.ts";
import type { AreaData, AreaMap } from "./parse-profile-areas.ts";
import type { Provenance } from "./provider-labels.ts";
import type { SourceEntry } from "./SourcesDisclosure.tsx";

/** The provenance of one area, for its section's source note. */
export function areaProvenance(area: AreaData<ProfileAreaKey> | undefined): Provenance | null {
  return area
    ? { source: area.source, fetchedAt: area.fetchedAt, alternatives: area.alternatives }
    : null;
}

/** Sources of the areas a page shows, in the page's order; missing areas are left out. */
export function areaSources(areas: AreaMap | null, keys: readonly ProfileAreaKey[]): SourceEntry[] {
  if (!areas) return [];
  return [...new Set(keys)].flatMap((key) => {
    const provenance = areaProvenance(areas[key]);
    return provenance ? [{ label: areaLabels[key], provenance }] : [];
  });
}
