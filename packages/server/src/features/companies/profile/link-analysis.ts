import { beneficialRange, type ProfileRecord } from "@tierwise/common/company-profile";
import { normalizeSearchText } from "@tierwise/common/filter-url";

export type LinkAnalysisFilter = {
  search?: string | null;
  countries?: readonly string[] | null;
  entity?: string | null;
  beneficialGte?: number | null;
  beneficialLte?: number | null;
};

type Link = ProfileRecord<"linkAnalysis">;

/** Spec 3 §2 link-analysis filters: search, countries, entity, beneficial 0–100 (inclusive). */
export function filterLinks(links: readonly Link[], filter: LinkAnalysisFilter): Link[] {
  const lower = clamp(filter.beneficialGte ?? beneficialRange.min);
  const upper = clamp(filter.beneficialLte ?? beneficialRange.max);
  const text = normalizeSearchText(filter.search ?? "");
  const countries = new Set(filter.countries ?? []);
  return links.filter(
    (link) =>
      link.beneficial >= lower &&
      link.beneficial <= upper &&
      (countries.size === 0 || countries.has(link.country)) &&
      (!filter.entity || link.entity === filter.entity) &&
      (text === "" || normalizeSearchText(link.entityName).includes(text)),
  );
}

const clamp = (value: number) =>
  Math.min(beneficialRange.max, Math.max(beneficialRange.min, value));
