const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A due date (a calendar day, "YYYY-MM-DD") as "Tue, Nov 24, 2026", the portal's date format;
 * read as a day in UTC so it never shifts with the reader's time zone.
 */
export function formatDueDate(value: string): string {
  const day = calendarDay.exec(value);
  if (!day) return value;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}

/** A moment (ISO date-time) in the reader's time zone, e.g. "Nov 24, 2026, 3:05 PM". */
export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** Today as "YYYY-MM-DD" in the reader's time zone (the earliest due date one may pick). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A day `days` after today, "YYYY-MM-DD" (the start dialog's default due date). */
export function daysFromToday(days: number, now = new Date()): string {
  return todayIso(new Date(now.getTime() + days * 86_400_000));
}
