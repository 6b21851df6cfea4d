import type { ProfileRecord } from "@tierwise/common/company-profile";
import { clamp, type SecurityGrade, securityGradeFor } from "../scores.ts";
import { daysBefore, isoDate, type ProfileContext } from "./context.ts";

const factorNames = [
  "Patching cadence",
  "Network security",
  "DNS health",
  "Endpoint security",
  "Application security",
  "IP reputation",
] as const;
const gradeOrder: readonly SecurityGrade[] = ["A", "B", "C", "D", "F"];

/** Monthly security ratings, oldest first; the last is the company's rating and grade. */
export function securityRatings(ctx: ProfileContext): ProfileRecord<"securityRatings">[] {
  const { company, random } = ctx;
  if (company.securityRating === null) return [];
  const records: ProfileRecord<"securityRatings">[] = [];
  let rating = company.securityRating;
  for (let month = 0; month < 6; month++) {
    const grade =
      month === 0 && company.securityGrade
        ? (company.securityGrade as SecurityGrade)
        : securityGradeFor(rating);
    const at = gradeOrder.indexOf(grade);
    records.unshift({
      ratedOn: isoDate(daysBefore(ctx, month * 30)),
      rating,
      grade,
      factors: factorNames.map((name) => ({
        name,
        grade: gradeOrder[clamp(at + random.int(-1, 1), 0, 4)] as SecurityGrade,
      })),
    });
    rating = Math.round(clamp(rating + random.float(-25, 25), 250, 900));
  }
  return records;
}

const breachKinds = [
  ["Ransomware", "encrypted file servers and disrupted order processing for several days"],
  ["Misconfigured cloud storage", "left a customer database readable from the internet"],
  ["Credential phishing", "gave attackers access to employee e-mail accounts"],
  ["Third-party vendor compromise", "exposed data held by a payroll provider"],
  ["Web application attack", "exposed customer account details through an unpatched portal"],
] as const;

/** Disclosed breaches: one or two within the last two years for a company that had one. */
export function dataBreaches(ctx: ProfileContext): ProfileRecord<"dataBreaches">[] {
  const { random, company, traits } = ctx;
  if (!traits.dataBreach) return [];
  const count = random.chance(0.25) ? 2 : 1;
  const records: ProfileRecord<"dataBreaches">[] = [];
  for (let k = 0; k < count; k++) {
    const [kind, what] = random.pick(breachKinds);
    const exposed = Math.round(
      (company.employeeCount ?? 100) * random.logFloat(2, 400) * (kind === "Ransomware" ? 0.2 : 1),
    );
    records.push({
      disclosedOn: isoDate(daysBefore(ctx, random.float(20, 700))),
      recordsExposed: exposed,
      kind,
      summary: `${kind} incident that ${what}; about ${exposed.toLocaleString("en-US")} records affected.`,
    });
  }
  return records.sort((a, b) => (a.disclosedOn < b.disclosedOn ? 1 : -1));
}
