/**
 * The settings store's document rules (spec 1 §3 "read by path and updated by merging"):
 * objects merge recursively, arrays and scalars replace, null deletes a key.
 */
export type JsonObject = { [key: string]: unknown };

export const settingsMaxBytes = 64 * 1024;
export const settingsMaxDepth = 32;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// defineProperty, not assignment: a key named "__proto__" stays a plain key and cannot swap
// the object's prototype.
function setKey(target: JsonObject, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

export function mergeDocument(base: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(base)) setKey(out, key, value);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete out[key];
    } else if (isJsonObject(value)) {
      const current = Object.hasOwn(out, key) ? out[key] : undefined;
      // A new nested object is merged into {} too, so nulls inside it are dropped, not stored.
      setKey(out, key, mergeDocument(isJsonObject(current) ? current : {}, value));
    } else {
      setKey(out, key, value);
    }
  }
  return out;
}

/** "a.b.0.c" → segments; null for an empty path or an empty segment. */
export function parsePath(path: string): string[] | null {
  const segments = path.split(".");
  return segments.every((s) => s.length > 0) ? segments : null;
}

/** The value at a dotted path (array items by index); null when anything on the way is missing. */
export function readPath(document: JsonObject, path: string | null | undefined): unknown {
  if (path == null || path === "") return document;
  const segments = parsePath(path);
  if (!segments) return null;
  let current: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) {
      current = current[Number(segment)];
    } else if (isJsonObject(current) && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else {
      return null;
    }
  }
  return current ?? null;
}

export function jsonDepth(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(jsonDepth));
  if (isJsonObject(value)) return 1 + Math.max(0, ...Object.values(value).map(jsonDepth));
  return 0;
}

export function serializedBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), "utf8");
}
