import { caseMessages } from "@tierwise/common/cases";
import { reportError } from "../../../app/errors/error-reporter.ts";

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A case date in the US calendar format 'ddd, MMM D, YYYY' ("Tue, Nov 24, 2026"), '---' when
 * empty (spec 2 §2). Calendar days (YYYY-MM-DD, as due dates are kept) never shift with the
 * time zone; an invalid value is reported (spec 2 §8) and shown as empty.
 */
export function formatCaseDate(value: string | null | undefined): string {
  if (!value) return caseMessages.emptyValue;
  const day = calendarDay.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime()) || (day && date.getDate() !== Number(day[3]))) {
    reportError(new Error("Invalid case date"), { value });
    return caseMessages.emptyValue;
  }
  return `${weekdays[date.getDay()]}, ${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
