import { formatAbbreviatedNumber } from "@tierwise/common/formatting";

/**
 * How the before/after chart writes its values and dates. One series is written with one
 * number of decimals (100.00 … 69.25, or 100 … 69), never "100 … 69.00"; dates are short on
 * the axis ("Mar 5", which five ticks fit side by side) and full in the sentence below.
 */

/** Past this, a series is written compactly (1.2M); below it, with the same decimals. */
const compactFrom = 10_000;

const isWhole = (value: number) => Math.abs(value - Math.round(value)) < 1e-9;

/**
 * One formatter for every value of a series: whole numbers when every value is whole
 * (100 … 69), two decimals for all otherwise (2.00 … 1.25), as the alert's own text writes them.
 */
export function seriesValueFormatter(values: readonly number[]): (value: number) => string {
  const finite = values.filter(Number.isFinite);
  if (finite.some((value) => Math.abs(value) >= compactFrom)) return formatAbbreviatedNumber;
  const decimals = finite.every(isWhole) ? 0 : 2;
  const format = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (value) => format.format(value);
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

function dayFormat(options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
  return (day: string) => {
    const match = isoDay.exec(day);
    if (!match) return day;
    const [, year, month, date] = match.map(Number) as [number, number, number, number];
    return format.format(new Date(Date.UTC(year, month - 1, date)));
  };
}

/** "Mar 5": an axis tick. */
export const chartTickDate = dayFormat({ month: "short", day: "numeric" });
/** "Mar 5, 2026": the before and the after in words. */
export const chartDayDate = dayFormat({ month: "short", day: "numeric", year: "numeric" });
