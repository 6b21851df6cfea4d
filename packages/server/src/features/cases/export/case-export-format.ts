import { caseMessages } from "@tierwise/common/cases";

/**
 * Wording and formats of the case export: dates as the case maker shows them
 * ('ddd, MMM D, YYYY', '---' when empty, spec 2 §2), and names that are safe inside a zip.
 */

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'ddd, MMM D, YYYY'. A stored calendar day (a due date) is that day wherever the server runs;
 * a moment (created, closed) is its day in UTC, the one time zone an export made on the server
 * can name.
 */
export function caseDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return caseMessages.emptyValue;
  let date: Date;
  if (typeof value === "string") {
    const day = calendarDay.exec(value);
    date = day
      ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
      : new Date(value);
  } else {
    date = value;
  }
  if (Number.isNaN(date.getTime())) return caseMessages.emptyValue;
  return `${weekdays[date.getUTCDay()]}, ${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'ddd, MMM D, YYYY HH:mm UTC', for the feed's comments and e-mails. */
export function caseMoment(value: Date): string {
  const time = value.toISOString().slice(11, 16);
  return `${caseDate(value)} ${time} UTC`;
}

/** The zip's name: "{case title} {YYYY-MM-DD}.zip", the date of the export (UTC). */
export function caseExportFileName(title: string, now: Date): string {
  return `${safeName(title, "Case")} ${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * A name for a zip entry or a download: no path separators, no control characters, no leading
 * dots, at most 150 characters before the extension. Unzipping can then never write outside
 * the folder it unzips into.
 */
export function safeName(name: string, fallback = "file"): string {
  const cleaned = name
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[/\\:*?"<>|]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if (!cleaned) return fallback;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  const stem = extension ? cleaned.slice(0, dot) : cleaned;
  return `${stem.slice(0, 150).trim() || fallback}${extension}`;
}

/** Gives repeated names " (2)", " (3)"… before the extension, so no entry replaces another. */
export function uniqueNames() {
  const taken = new Set<string>();
  return (name: string): string => {
    const dot = name.lastIndexOf(".");
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : "";
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1)
      candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
