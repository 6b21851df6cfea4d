import {
  type ProfileAreaKey,
  type ProfileRecord,
  profileRecordSchemas,
} from "@tierwise/common/company-profile";

/** A ProfileArea as the server sends it; records are JSON. */
export type RawProfileArea = {
  area: string;
  source: string;
  fetchedAt: string;
  records: unknown;
  alternatives: readonly { source: string; fetchedAt: string }[];
};

export type AreaData<K extends ProfileAreaKey> = {
  area: K;
  source: string;
  fetchedAt: string;
  alternatives: { source: string; fetchedAt: string }[];
  records: ProfileRecord<K>[];
  /** Records that did not match the area's schema and are not shown. */
  skipped: number;
};

export type AreaMap = { [K in ProfileAreaKey]?: AreaData<K> };

function isAreaKey(area: string): area is ProfileAreaKey {
  return Object.hasOwn(profileRecordSchemas, area);
}

/** The valid records of one area; anything else (a provider's stray shape) is skipped. */
export function parseAreaRecords<K extends ProfileAreaKey>(
  area: K,
  records: unknown,
): { records: ProfileRecord<K>[]; skipped: number } {
  if (!Array.isArray(records)) return { records: [], skipped: 0 };
  const schema = profileRecordSchemas[area];
  const valid: ProfileRecord<K>[] = [];
  for (const record of records) {
    const parsed = schema.safeParse(record);
    if (parsed.success) valid.push(parsed.data as ProfileRecord<K>);
  }
  return { records: valid, skipped: records.length - valid.length };
}

/** The areas the server returned, by key, each with its provenance and validated records. */
export function parseProfileAreas(raw: readonly RawProfileArea[] | null | undefined): AreaMap {
  const map: AreaMap = {};
  for (const item of raw ?? []) {
    if (!isAreaKey(item.area)) continue;
    const area = item.area;
    const { records, skipped } = parseAreaRecords(area, item.records);
    (map as Record<ProfileAreaKey, AreaData<ProfileAreaKey>>)[area] = {
      area,
      source: item.source,
      fetchedAt: item.fetchedAt,
      alternatives: item.alternatives.map(({ source, fetchedAt }) => ({ source, fetchedAt })),
      records,
      skipped,
    };
  }
  return map;
}

/** Records newest first by a date field (ISO dates and date-times sort as text). */
export function newestFirst<T>(records: readonly T[], date: (record: T) => string | null): T[] {
  return [...records].sort((a, b) => (date(b) ?? "").localeCompare(date(a) ?? ""));
}

/** Records oldest first, for charts over time. */
export function oldestFirst<T>(records: readonly T[], date: (record: T) => string | number): T[] {
  return [...records].sort((a, b) => {
    const left = date(a);
    const right = date(b);
    return typeof left === "number" && typeof right === "number"
      ? left - right
      : String(left).localeCompare(String(right));
  });
}
