/** Numeric range input (spec 1 §5): a lower and an upper field kept inside bounds. */
export const rangeInputTypes = ["FLOAT", "INT", "PERCENT"] as const;
export type RangeInputType = (typeof rangeInputTypes)[number];

export const percentBounds = { min: 0, max: 100 } as const;

export type RangeBounds =
  | { type: "PERCENT"; min?: number; max?: number }
  | { type: "FLOAT" | "INT"; min: number; max: number };

export type NumericRange = { lower: number; upper: number };
export type RangeSide = "lower" | "upper";

type ResolvedBounds = { min: number; max: number; type: RangeInputType };

function resolveBounds(bounds: RangeBounds): ResolvedBounds {
  let min = bounds.min ?? percentBounds.min;
  let max = bounds.max ?? percentBounds.max;
  if (min > max) [min, max] = [max, min];
  if (bounds.type === "INT") {
    min = Math.ceil(min);
    max = Math.max(min, Math.floor(max));
  }
  return { min, max, type: bounds.type };
}

// "+ 0" turns the -0 that rounding -0.4 gives into 0.
function roundToInteger(value: number): number {
  return Math.round(value) + 0;
}

function clamp(value: number, { min, max, type }: ResolvedBounds, whenMissing: number): number {
  if (Number.isNaN(value)) return whenMissing;
  const rounded = type === "INT" ? roundToInteger(value) : value;
  return Math.min(max, Math.max(min, rounded));
}

/**
 * Clamps both values to the bounds, then keeps them ordered. `edited` names the field the user
 * just changed: that one gives way, so a lower typed above the upper becomes the upper and an
 * upper typed below the lower becomes the lower. A value that is not a number resets to its bound.
 */
export function clampRange(
  range: NumericRange,
  bounds: RangeBounds,
  edited: RangeSide = "lower",
): NumericRange {
  const resolved = resolveBounds(bounds);
  const lower = clamp(range.lower, resolved, resolved.min);
  const upper = clamp(range.upper, resolved, resolved.max);
  if (lower <= upper) return { lower, upper };
  return edited === "lower" ? { lower: upper, upper } : { lower, upper: lower };
}

/** A cleared field resets to its bound. */
export function clearedValue(side: RangeSide, bounds: RangeBounds): number {
  const { min, max } = resolveBounds(bounds);
  return side === "lower" ? min : max;
}

/** The upper field reads "100+" at the maximum: everything above is included. */
export function formatUpperValue(value: number, max: number): string {
  return value >= max ? `${max}+` : String(value);
}

const plainNumber = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A finite decimal number written plainly ("-3.5", ".5", "1e3"); no hex, no "Infinity". */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!plainNumber.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads what the user typed: thousands commas, a trailing "%" on percentages and the "+" that
 * the upper field shows at its maximum are accepted. INT values are rounded. Returns null for
 * blank or unreadable text, which the input treats as a cleared field.
 */
export function parseRangeInput(text: string, type: RangeInputType): number | null {
  let cleaned = text.trim().replaceAll(",", "");
  if (type === "PERCENT" && cleaned.endsWith("%")) cleaned = cleaned.slice(0, -1).trimEnd();
  if (cleaned.endsWith("+")) cleaned = cleaned.slice(0, -1).trimEnd();
  const value = parseDecimal(cleaned);
  if (value === null) return null;
  return type === "INT" ? roundToInteger(value) : value;
}
