import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { companyRatios } from "../company-ratios.ts";
import { type FinancialStatement, financialStatements } from "../financial-statement.table.ts";

export type FinancialYear = FinancialStatement & { ratios: ReturnType<typeof companyRatios> };

/** Every fiscal year's statements, oldest first, with the ratios computed from that year. */
export async function companyFinancials(db: Database, companyId: string): Promise<FinancialYear[]> {
  const rows = await db
    .select()
    .from(financialStatements)
    .where(eq(financialStatements.companyId, companyId))
    .orderBy(asc(financialStatements.fiscalYear));
  return rows.map((row) => ({ ...row, ratios: companyRatios(row) }));
}
