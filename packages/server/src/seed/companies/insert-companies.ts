import type { Database } from "../../db/client.ts";
import { companies } from "../../features/companies/company.table.ts";
import { financialStatements } from "../../features/companies/financial-statement.table.ts";
import type { GeneratedCompany } from "./generate-companies.ts";

const companyBatch = 1_000;
// 21 columns a statement row: 2,000 rows stay well under PostgreSQL's 65,535 bind parameters.
const statementBatch = 2_000;

/**
 * Inserts generated companies with multi-row inserts, 1,000 companies at a time, each batch's
 * statements after its companies. Parents precede their subsidiaries in the input, so the
 * self reference holds batch by batch. Returns how many companies were inserted.
 */
export async function insertCompanies(
  db: Database,
  rows: Iterable<GeneratedCompany> | AsyncIterable<GeneratedCompany>,
): Promise<number> {
  let inserted = 0;
  let batch: GeneratedCompany[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insert(companies).values(batch.map((row) => row.company));
    const statements = batch.flatMap((row) => row.statements);
    for (let i = 0; i < statements.length; i += statementBatch) {
      await db.insert(financialStatements).values(statements.slice(i, i + statementBatch));
    }
    inserted += batch.length;
    batch = [];
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === companyBatch) await flush();
  }
  await flush();
  return inserted;
}
