const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day before a YYYY-MM-DD day, as YYYY-MM-DD (null for a malformed one). */
export function previousCalendarDay(value: string): string | null {
  const day = calendarDay.exec(value);
  if (!day) return null;
  const [, year, month, date] = day.map(Number) as [number, number, number, number];
  const result = new Date(year, month - 1, date);
  if (result.getMonth() !== month - 1) return null;
  result.setDate(result.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${result.getFullYear()}-${pad(result.getMonth() + 1)}-${pad(result.getDate())}`;
}
