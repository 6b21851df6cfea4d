import { type ProfileAreaKey, profileRecordSchemas } from "@tierwise/common/company-profile";
import type { z } from "zod";
import {
  cellBoolean,
  cellDate,
  cellDateTime,
  cellJson,
  cellNumber,
  cellStringList,
  cellText,
  describeIssues,
  isBlank,
} from "./cell-values.ts";

type FieldKind =
  | { kind: "text" | "date" | "datetime" | "number" | "boolean" | "stringList" | "json" }
  | { kind: "enum"; values: string[] };
type FieldShape = FieldKind & { nullable: boolean };

type ZodDef = {
  type: string;
  format?: string;
  innerType?: { _zod: { def: ZodDef } };
  element?: { _zod: { def: ZodDef } };
  entries?: Record<string, string>;
};

/** What each field of an area's record wants, read from the zod schema in common. */
function fieldShapes(area: ProfileAreaKey): Map<string, FieldShape> {
  const shape = (profileRecordSchemas[area] as unknown as { shape: Record<string, z.ZodType> })
    .shape;
  const shapes = new Map<string, FieldShape>();
  for (const [field, schema] of Object.entries(shape)) {
    let def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
    let nullable = false;
    while ((def.type === "nullable" || def.type === "optional") && def.innerType) {
      nullable = true;
      def = def.innerType._zod.def;
    }
    let kind: FieldKind;
    if (def.type === "string") {
      kind = {
        kind: def.format === "date" ? "date" : def.format === "datetime" ? "datetime" : "text",
      };
    } else if (def.type === "number") kind = { kind: "number" };
    else if (def.type === "boolean") kind = { kind: "boolean" };
    else if (def.type === "enum") kind = { kind: "enum", values: Object.values(def.entries ?? {}) };
    else if (def.type === "array" && def.element?._zod.def.type === "string") {
      kind = { kind: "stringList" };
    } else kind = { kind: "json" };
    shapes.set(field, { ...kind, nullable });
  }
  return shapes;
}

const shapeCache = new Map<ProfileAreaKey, Map<string, FieldShape>>();
export function recordFields(area: ProfileAreaKey): Map<string, FieldShape> {
  let shapes = shapeCache.get(area);
  if (!shapes) {
    shapes = fieldShapes(area);
    shapeCache.set(area, shapes);
  }
  return shapes;
}

function coerce(shape: FieldShape, value: unknown): unknown {
  if (isBlank(value)) return shape.nullable ? null : undefined;
  switch (shape.kind) {
    case "text":
      return cellText(value);
    case "date":
      return cellDate(value);
    case "datetime":
      return cellDateTime(value);
    case "number":
      return cellNumber(value);
    case "boolean":
      return cellBoolean(value);
    case "stringList":
      return cellStringList(value);
    case "json":
      return cellJson(value);
    case "enum": {
      // "high" for "High", "a" for "A": the spelling in the schema wins.
      const text = String(cellText(value));
      return shape.values.find((v) => v.toLowerCase() === text.toLowerCase()) ?? text;
    }
  }
}

/**
 * One record from a row's cells (by field name): each cell is turned into the field's type, then
 * the area's schema validates the whole record. Returns the record or plain-English reasons.
 */
export function recordFromCells(
  area: ProfileAreaKey,
  cells: Record<string, unknown>,
): { record: Record<string, unknown> } | { reasons: string[] } {
  const record: Record<string, unknown> = {};
  for (const [field, shape] of recordFields(area)) record[field] = coerce(shape, cells[field]);
  const parsed = profileRecordSchemas[area].safeParse(record);
  if (parsed.success) return { record: parsed.data as Record<string, unknown> };
  return { reasons: describeIssues(parsed.error, record) };
}
