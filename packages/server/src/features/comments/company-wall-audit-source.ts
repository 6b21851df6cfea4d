import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TenantActor } from "../../core/actor.ts";
import type { Database } from "../../db/client.ts";
import type { WorkflowAuditView } from "./wall-audit.ts";

/**
 * Where a company wall's audit items come from (spec 2 §2: the supplier workflows' step
 * changes). The workflows feature registers itself here when it loads, so the wall reads them
 * without comments depending on workflows (workflows already builds on comments' attachments
 * and views; the other direction would make the two folders a cycle).
 */
export type CompanyWallAuditSource = {
  table: PgTable;
  id: PgColumn;
  at: PgColumn;
  /** The rows the viewer may see on this company's wall, or null when they see none. */
  condition(actor: TenantActor, companyId: string): SQL | null;
  /** The wall items for ids picked from the table, read within the viewer's organisation. */
  views(db: Database, actor: TenantActor, ids: string[]): Promise<WorkflowAuditView[]>;
};

let registered: CompanyWallAuditSource | null = null;

export function registerCompanyWallAuditSource(source: CompanyWallAuditSource) {
  registered = source;
}

/** The registered source; none means company walls carry no audit items. */
export function companyWallAuditSource(): CompanyWallAuditSource | null {
  return registered;
}
