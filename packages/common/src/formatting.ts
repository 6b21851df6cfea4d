/** Display formatting shared by web and server (spec 1 §9). The product speaks en-US. */
const locale = "en-US";

/** What any formatter shows when it has no number to show. */
export const missingValue = "—";

/** Prefixes that replace Intl's own symbol for these currencies (spec 1 §9). */
const currencyPrefixOverrides: Readonly<Record<string, string>> = { CAD: "$C", SGD: "$S" };

export type NumberInput = number | null | undefined;

function isPresent(value: NumberInput): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export type CurrencyFormatOptions = {
  /** Compact thousands, millions… ("$C1.5K"). */
  abbreviate?: boolean;
};

export function formatCurrency(
  value: NumberInput,
  currencyCode: string,
  options: CurrencyFormatOptions = {},
): string {
  if (!isPresent(value)) return missingValue;
  const currency = currencyCode.trim().toUpperCase();
  const compact = options.abbreviate === true;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(compact
        ? { notation: "compact", maximumFractionDigits: 1 }
        : { trailingZeroDisplay: "stripIfInteger" }),
    });
  } catch {
    // Intl refuses malformed codes; the amount is still worth showing.
    const amount = compact ? formatAbbreviatedNumber(value) : formatPlainNumber(value);
    return currency ? `${currency} ${amount}` : amount;
  }
  const override = currencyPrefixOverrides[currency];
  if (override === undefined) return format.format(value);
  const parts = format.formatToParts(value);
  const currencyIndex = parts.findIndex((part) => part.type === "currency");
  return parts
    .map((part, index) => {
      if (index === currencyIndex) return override;
      // Intl separates textual codes ("SGD 1") with a space the symbol prefix must not keep.
      if (part.type === "literal" && Math.abs(index - currencyIndex) === 1) return "";
      return part.value;
    })
    .join("");
}

function formatPlainNumber(value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** 950 → "950", 1500 → "1.5K", 2e6 → "2M", 3.25e9 → "3.3B", 1.2e12 → "1.2T". */
export function formatAbbreviatedNumber(value: NumberInput): string {
  if (!isPresent(value)) return missingValue;
  return new Intl.NumberFormat(locale, {
    notation: "compact",
    maximumFractionDigits: 1,
    signDisplay: "negative",
  }).format(value);
}

function formatOneDecimal(value: number, signDisplay: "negative" | "exceptZero"): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay,
  }).format(value);
}

/** The value is already in percent units: 12.34 → "12.3%" (not 0.1234). */
export function formatPercent(value: NumberInput): string {
  if (!isPresent(value)) return missingValue;
  return `${formatOneDecimal(value, "negative")}%`;
}

export const percentPointSuffix = " p.p.";

/** 1.5 → "1.5 p.p." */
export function formatPercentPoints(value: NumberInput): string {
  if (!isPresent(value)) return missingValue;
  return `${formatOneDecimal(value, "negative")}${percentPointSuffix}`;
}

export const changeUnits = ["percent", "percent_point", "absolute_value"] as const;
export type ChangeUnit = (typeof changeUnits)[number];

/** A change always carries its direction: "+12.3%", "-1.5 p.p.", "+1.5K"; zero has no sign. */
export function formatChange(value: NumberInput, unit: ChangeUnit): string {
  if (!isPresent(value)) return missingValue;
  switch (unit) {
    case "percent":
      return `${formatOneDecimal(value, "exceptZero")}%`;
    case "percent_point":
      return `${formatOneDecimal(value, "exceptZero")}${percentPointSuffix}`;
    case "absolute_value":
      return new Intl.NumberFormat(locale, {
        notation: "compact",
        maximumFractionDigits: 1,
        signDisplay: "exceptZero",
      }).format(value);
  }
}

export const neverLabel = "Never";

export type DateInput = Date | string | number | null | undefined;
export type InvalidDateReporter = (value: unknown) => void;

let reportInvalidDate: InvalidDateReporter | null = null;

/**
 * Lets the app send invalid dates to its error reporter (spec 1 §8). Returns a function that
 * removes this reporter again.
 */
export function onInvalidDate(reporter: InvalidDateReporter | null): () => void {
  reportInvalidDate = reporter;
  return () => {
    if (reportInvalidDate === reporter) reportInvalidDate = null;
  };
}

const isoCalendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string | number): Date {
  if (typeof value === "string") {
    const calendarDate = isoCalendarDate.exec(value.trim());
    // "2024-03-05" is a calendar day, not UTC midnight: read it in local time so it never shifts.
    if (calendarDate) {
      const [, year, month, day] = calendarDate.map(Number) as [number, number, number, number];
      const date = new Date(2000, 0, 1);
      // setFullYear keeps years below 100 literal; the Date constructor maps them to 19xx.
      date.setFullYear(year, month - 1, day);
      return date.getMonth() === month - 1 ? date : new Date(Number.NaN);
    }
  }
  return new Date(value);
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Compares calendar days in the runtime's local time zone (the user's, in the browser). */
export function formatRelativeDay(value: DateInput, now: Date = new Date()): string {
  if (value === null || value === undefined || value === "") return neverLabel;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) {
    try {
      reportInvalidDate?.(value);
    } catch {
      // A failing reporter must not break rendering.
    }
    return neverLabel;
  }
  const today = startOfDay(now);
  const day = startOfDay(date);
  if (day === today) return "Today";
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  if (day === yesterday) return "Yesterday";
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  }).format(date);
}

export type LocationNameParts = {
  name?: string | null;
  stateCode?: string | null;
  countryCode?: string | null;
};

/** "Austin, TX, US"; the state code is shown for US locations only. */
export function formatLocationName({ name, stateCode, countryCode }: LocationNameParts): string {
  const country = countryCode?.trim().toUpperCase() ?? "";
  const state = country === "US" ? (stateCode?.trim().toUpperCase() ?? "") : "";
  return [name?.trim() ?? "", state, country].filter((part) => part !== "").join(", ");
}
