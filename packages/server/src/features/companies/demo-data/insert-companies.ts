import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import type { GeneratedCompany, GeneratedCompanyRow } from "./generate-companies.ts";
import type { GeneratedStatement } from "./statements.ts";

/** [column, PostgreSQL type, value] — one bound array per column, not one parameter per value. */
type Column<T> = readonly [string, string, (row: T) => unknown];

/** An element of an array literal, quoted (the escaping only where needed: it is rare). */
const quoted = (value: string) =>
  value.includes('"') || value.includes("\\")
    ? `"${value.replace(/[\\"]/g, "\\$&")}"`
    : `"${value}"`;

/** A text[] value as its array literal: `unnest` cannot take an array of arrays. */
const arrayLiteral = (values: readonly string[]) => `{${values.map(quoted).join(",")}}`;

const companyColumns: readonly Column<GeneratedCompanyRow>[] = [
  ["id", "uuid", (c) => c.id],
  ["slug", "text", (c) => c.slug],
  ["display_name", "text", (c) => c.displayName],
  ["legal_name", "text", (c) => c.legalName ?? null],
  ["logo_url", "text", (c) => c.logoUrl ?? null],
  ["duns", "text", (c) => c.duns],
  ["global_id", "text", (c) => c.globalId ?? null],
  ["status_code", "text", (c) => c.statusCode ?? "active"],
  ["country_code", "text", (c) => c.countryCode ?? null],
  ["region", "text", (c) => c.region ?? null],
  ["city", "text", (c) => c.city ?? null],
  ["latitude", "float8", (c) => c.latitude ?? null],
  ["longitude", "float8", (c) => c.longitude ?? null],
  ["naics_code", "text", (c) => c.naicsCode ?? null],
  ["naics_title", "text", (c) => c.naicsTitle ?? null],
  ["sector", "text", (c) => c.sector ?? null],
  ["employee_count", "int4", (c) => c.employeeCount ?? null],
  ["founded_year", "int4", (c) => c.foundedYear ?? null],
  ["website", "text", (c) => c.website ?? null],
  ["revenue_usd", "float8", (c) => c.revenueUsd ?? null],
  ["revenue_growth", "float8", (c) => c.revenueGrowth ?? null],
  ["current_ratio", "float8", (c) => c.currentRatio ?? null],
  ["quick_ratio", "float8", (c) => c.quickRatio ?? null],
  ["altman_z_score", "float8", (c) => c.altmanZScore ?? null],
  ["credit_score", "int4", (c) => c.creditScore ?? null],
  ["credit_rating", "text", (c) => c.creditRating ?? null],
  ["credit_agency_rating", "text", (c) => c.creditAgencyRating ?? null],
  ["fraud_score", "int4", (c) => c.fraudScore ?? null],
  ["viability_score", "int4", (c) => c.viabilityScore ?? null],
  ["security_rating", "int4", (c) => c.securityRating ?? null],
  ["security_grade", "text", (c) => c.securityGrade ?? null],
  ["esg_score", "float8", (c) => c.esgScore ?? null],
  ["diversity", "text[]", (c) => arrayLiteral(c.diversity ?? [])],
  ["investors", "text[]", (c) => arrayLiteral(c.investors ?? [])],
  ["collections", "text[]", (c) => arrayLiteral(c.collections ?? [])],
  ["tags", "jsonb", (c) => JSON.stringify(c.tags ?? [])],
  ["tag_slugs", "text[]", (c) => arrayLiteral(c.tagSlugs ?? [])],
  ["profile_seed", "int4", (c) => c.profileSeed],
  ["family_role_code", "text", (c) => c.familyRoleCode ?? null],
  ["parent_company_id", "uuid", (c) => c.parentCompanyId ?? null],
  ["provenance", "jsonb", (c) => JSON.stringify(c.provenance ?? {})],
];

const statementColumns: readonly Column<GeneratedStatement>[] = [
  ["company_id", "uuid", (s) => s.companyId],
  ["fiscal_year", "int4", (s) => s.fiscalYear],
  ["currency", "text", (s) => s.currency],
  ...(
    [
      ["total_assets", "totalAssets"],
      ["current_assets", "currentAssets"],
      ["cash", "cash"],
      ["inventory", "inventory"],
      ["total_liabilities", "totalLiabilities"],
      ["current_liabilities", "currentLiabilities"],
      ["total_equity", "totalEquity"],
      ["retained_earnings", "retainedEarnings"],
      ["working_capital", "workingCapital"],
      ["revenue", "revenue"],
      ["ebit", "ebit"],
      ["net_income", "netIncome"],
      ["operating_cash_flow", "operatingCashFlow"],
      ["capital_expenditure", "capitalExpenditure"],
      ["free_cash_flow", "freeCashFlow"],
    ] as const
  ).map(([column, key]): Column<GeneratedStatement> => [column, "float8", (s) => s[key]]),
  ["source", "text", (s) => s.source ?? "tierwise"],
  ["fetched_at", "timestamptz", (s) => s.fetchedAt.toISOString()],
];

/**
 * One column's values as a PostgreSQL array literal, built here rather than by the driver.
 * JSON.stringify does the work: its array text is PostgreSQL's once the brackets become
 * braces (null, numbers, and strings whose only escapes are \" and \\ read the same), and it
 * turns numbers into text several times faster than String() — at a million companies the
 * difference is minutes. A string with a control character (JSON escapes it as \n, \t, \u…,
 * which PostgreSQL reads differently) sends the column through the slower exact path.
 */
function arrayText<T>(rows: readonly T[], get: (row: T) => unknown): string {
  const values = rows.map((row) => get(row) ?? null);
  const json = JSON.stringify(values);
  if (!/\\[bfnrtu]/.test(json)) return `{${json.slice(1, -1)}}`;
  return `{${values.map((v) => (v === null ? "NULL" : quoted(String(v)))).join(",")}}`;
}

/**
 * `INSERT … SELECT FROM unnest($1::uuid[], $2::text[], …)`: a batch of any size is one
 * statement with one bound array per column — one round trip, a few dozen parameters, and no
 * limit of 65,535 parameters to work around.
 */
function unnestInsert<T>(table: string, columns: readonly Column<T>[], rows: readonly T[]): SQL {
  const names = columns.map(([name]) => `"${name}"`).join(", ");
  // text[] values travel as text (arrays of arrays cannot be unnested) and are cast back.
  const selects = columns
    .map(([name, type]) => (type === "text[]" ? `t."${name}"::text[]` : `t."${name}"`))
    .join(", ");
  const arrays = columns.map(([, type, get]) => {
    const elementType = type === "text[]" ? "text" : type;
    return sql`${sql.param(arrayText(rows, get))}::${sql.raw(`${elementType}[]`)}`;
  });
  return sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(selects)} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(names)})`;
}

export type InsertOptions = {
  /** Companies per statement; their statements go in one more statement. */
  batchSize?: number;
  /** Called after each batch with the number of companies inserted so far. */
  onProgress?: (inserted: number) => void;
  /**
   * Write a batch's companies and statements at the same time, on two connections. Only for
   * tables without their foreign keys (a bulk load): otherwise statements must follow their
   * companies.
   */
  parallel?: boolean;
};

/**
 * Inserts generated companies, `batchSize` at a time (default 5,000), each batch's statements
 * right after its companies. Parents precede their subsidiaries in the input and batches run
 * in order, so the self reference holds batch by batch; the next batch is generated while the
 * database writes the previous one. Returns how many companies were inserted.
 */
export async function insertCompanies(
  db: Database,
  rows: Iterable<GeneratedCompany> | AsyncIterable<GeneratedCompany>,
  options: InsertOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 5_000;
  let inserted = 0;
  let pending: Promise<void> = Promise.resolve();
  const write = async (batch: GeneratedCompany[]) => {
    const companyRows = batch.map((r) => r.company);
    const statements = batch.flatMap((r) => r.statements);
    const insertStatements = () =>
      statements.length > 0
        ? db.execute(unnestInsert("financial_statements", statementColumns, statements))
        : Promise.resolve();
    const insertCompanyRows = db.execute(unnestInsert("companies", companyColumns, companyRows));
    if (options.parallel) {
      await Promise.all([insertCompanyRows, insertStatements()]);
    } else {
      await insertCompanyRows;
      await insertStatements();
    }
    inserted += batch.length;
    options.onProgress?.(inserted);
  };
  const flush = async (batch: GeneratedCompany[]) => {
    await pending;
    pending = write(batch);
    // Held until the next flush; marked handled so a failure is not reported before then.
    pending.catch(() => {});
  };
  let batch: GeneratedCompany[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === batchSize) {
      await flush(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await flush(batch);
  await pending;
  return inserted;
}
