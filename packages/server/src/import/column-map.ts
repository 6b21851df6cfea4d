/** "Display Name", "display_name" and "displayName" all name the field displayName. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export type ColumnMap = {
  /** File column → field. */
  fields: Map<string, string>;
  /** Columns that name no field: ignored, and noted in the report. */
  unknown: string[];
  /** Columns naming a field an earlier column already named: ignored. */
  repeated: string[];
};

/** Matches a file's header to the fields it may carry, ignoring case, spaces and punctuation. */
export function mapColumns(
  columns: readonly string[],
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): ColumnMap {
  const byKey = new Map<string, string>(fields.map((f) => [headerKey(f), f]));
  for (const [alias, field] of Object.entries(aliases)) {
    if (!byKey.has(alias)) byKey.set(alias, field);
  }
  const map: ColumnMap = { fields: new Map(), unknown: [], repeated: [] };
  const used = new Set<string>();
  for (const column of columns) {
    const field = byKey.get(headerKey(column));
    if (!field) map.unknown.push(column);
    else if (used.has(field)) map.repeated.push(column);
    else {
      used.add(field);
      map.fields.set(column, field);
    }
  }
  return map;
}

/** The row's cells under field names. */
export function cellsByField(
  values: Record<string, unknown>,
  map: ColumnMap,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, field] of map.fields) out[field] = values[column];
  return out;
}
