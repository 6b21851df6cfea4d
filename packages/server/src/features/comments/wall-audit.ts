import { can } from "@tierwise/common/policy/can";
import { portfolioUndoTypes } from "@tierwise/common/portfolios";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import { auditLog } from "../../db/audit-log.table.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";
import { portfolios } from "../portfolios/portfolio.table.ts";
import { joinVisibility, loadViews } from "../portfolios/portfolio-visibility.ts";
import type { CommentTarget } from "./comment-target.ts";
import { type CommentAuthorView, displayName } from "./comment-view.ts";

/**
 * A workflow audit item (spec 2 §3): on a company's wall a step change of one of its supplier
 * workflows (workflows/workflow-audit.ts); on a portfolio's wall a change of the portfolio read
 * from the admin audit log, whose workflow fields are null.
 */
export type WorkflowAuditView = {
  itemType: "WorkflowAudit";
  id: string;
  workflowId: string | null;
  action: string;
  actionTime: Date;
  /** Who made the change; null for a supplier contact, an automatic step, or a deleted person. */
  actor: CommentAuthorView | null;
  email: string | null;
  fullName: string;
  /** The company (supplier) a workflow is for, or the portfolio changed. */
  name: string;
  stepName: string | null;
  workflowName: string | null;
  workflowUrl: string | null;
  /** What they did, without their name: "added Northwind Traders to Strategic suppliers". */
  summary: string;
};

/** Undo offers whose reversal is a change the wall shows (favourites are personal). */
const shownUndoTypes = [
  portfolioUndoTypes.archive,
  portfolioUndoTypes.unarchive,
  portfolioUndoTypes.move,
  portfolioUndoTypes.addCompanies,
  portfolioUndoTypes.removeCompanies,
];
const portfolioActions = [
  "portfolio.created",
  "portfolio.updated",
  "portfolio.moved",
  "portfolio.archived",
  "portfolio.unarchived",
  "portfolio.shared",
  "portfolio.companies_added",
  "portfolio.companies_removed",
  "portfolio.undone",
];

const jsonList = (value: string) => sql`${JSON.stringify([value])}::jsonb`;
const shownUndo = sql`${auditLog.before}->>'type' in (${sql.join(
  shownUndoTypes.map((type) => sql`${type}`),
  sql`, `,
)})`;

/** Ids (as text, like audit_log.target_id) of the portfolios the viewer sees. */
export function visiblePortfolioIds(db: Database, actor: TenantActor) {
  const query = db
    .select({ id: sql<string>`${portfolios.id}::text` })
    .from(portfolios)
    .$dynamic();
  return joinVisibility(query, actor).where(ownedBy(actor, portfolios));
}

/**
 * The admin-log entries a portfolio's wall shows (the viewer sees the portfolio; resolveTarget
 * checked): its own changes. A company's wall shows workflow audit items instead
 * (workflows/workflow-audit.ts); other walls (DUNS, cases) have none.
 */
export function auditCondition(actor: TenantActor, target: CommentTarget): SQL | null {
  if (!can(actor, "portfolios.read")) return null;
  const base = sql`${auditLog.targetType} = 'Portfolio' and ${inArray(auditLog.action, portfolioActions)}`;
  if (target.kind === "portfolio") {
    const id = target.portfolioId;
    return ownedBy(
      actor,
      auditLog,
      base,
      sql`(${auditLog.action} <> 'portfolio.undone' or ${shownUndo})`,
      sql`(${auditLog.targetId} = ${id}
        or (${auditLog.action} = 'portfolio.companies_added' and ${auditLog.after}->'portfolioIds' @> ${jsonList(id)})
        or (${auditLog.action} = 'portfolio.undone' and ${auditLog.before}->'payload'->'portfolioIds' @> ${jsonList(id)}))`,
    );
  }
  return null;
}

type AuditRow = typeof auditLog.$inferSelect;
type Json = Record<string, unknown> | null;
const record = (value: unknown): Json =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** The portfolios and companies an entry names: for a company wall, that company only. */
function namedIds(row: AuditRow, companyId: string | null) {
  const before = record(row.before);
  const after = record(row.after);
  const payload = record(before?.payload);
  const portfolioIds = new Set<string>(row.targetId ? [row.targetId] : []);
  for (const id of strings(after?.portfolioIds)) portfolioIds.add(id);
  for (const id of strings(payload?.portfolioIds)) portfolioIds.add(id);
  const parentId = typeof after?.parentId === "string" ? after.parentId : null;
  if (parentId) portfolioIds.add(parentId);
  const items = Array.isArray(payload?.items) ? (payload.items as { companyId?: string }[]) : [];
  const companyIds = companyId
    ? [companyId]
    : [
        ...strings(after?.companyIds),
        ...strings(before?.companyIds),
        ...items.flatMap((i) => (i.companyId ? [i.companyId] : [])),
      ];
  return { portfolioIds, parentId, companyIds };
}

const listed = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? "a portfolio")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** The sentence of one entry; the web puts the person's name in front of it. */
function summaryOf(
  row: AuditRow,
  names: { portfolio: (id: string) => string | null; company: (id: string) => string | null },
  wall: CommentTarget,
): string {
  const before = record(row.before);
  const after = record(row.after);
  const payload = record(before?.payload);
  const { portfolioIds, parentId, companyIds } = namedIds(
    row,
    wall.kind === "company" ? wall.companyId : null,
  );
  const portfolioNames = [...portfolioIds]
    .filter((id) => id !== parentId || id === row.targetId)
    .flatMap((id) => names.portfolio(id) ?? []);
  const here =
    wall.kind === "portfolio" ? (names.portfolio(wall.portfolioId) ?? "this portfolio") : null;
  const portfolioText = here ?? listed(portfolioNames);
  const companyText =
    companyIds.length === 1
      ? (names.company(companyIds[0] ?? "") ?? "a company")
      : companyIds.length === 0
        ? "companies"
        : `${companyIds.length} companies`;
  switch (row.action) {
    case "portfolio.created":
      return `created ${portfolioText}`;
    case "portfolio.updated":
      return before?.name !== after?.name
        ? `renamed ${String(before?.name)} to ${String(after?.name)}`
        : `changed the description of ${portfolioText}`;
    case "portfolio.moved": {
      const parent = parentId ? names.portfolio(parentId) : null;
      if (!parentId) return `moved ${portfolioText} to the top level`;
      return parent ? `moved ${portfolioText} into ${parent}` : `moved ${portfolioText}`;
    }
    case "portfolio.archived":
      return `archived ${portfolioText}`;
    case "portfolio.unarchived":
      return `restored ${portfolioText}`;
    case "portfolio.shared":
      return `changed who can see ${portfolioText}`;
    case "portfolio.companies_added":
      return `added ${companyText} to ${portfolioText}`;
    case "portfolio.companies_removed":
      return `removed ${companyText} from ${portfolioText}`;
    default:
      return undoSummary(String(before?.type), payload, portfolioText, companyText);
  }
}

function undoSummary(type: string, payload: Json, portfolio: string, company: string): string {
  if (type === portfolioUndoTypes.addCompanies) return `undid adding ${company} to ${portfolio}`;
  if (type === portfolioUndoTypes.removeCompanies)
    return `undid removing ${company} from ${portfolio}`;
  if (type === portfolioUndoTypes.archive) return `undid archiving ${portfolio}`;
  if (type === portfolioUndoTypes.unarchive) return `undid restoring ${portfolio}`;
  if (type === portfolioUndoTypes.move) return `undid moving ${portfolio}`;
  return `undid a change to ${payload ? portfolio : "a portfolio"}`;
}

/**
 * The audit entries as wall items, in the order given. Names come from what the viewer sees
 * now: a portfolio they cannot see is left out of the sentence (a company wall's entry was
 * chosen because at least one named portfolio is visible).
 */
export async function auditViews(
  db: Database,
  actor: TenantActor,
  rows: readonly AuditRow[],
  wall: CommentTarget,
): Promise<WorkflowAuditView[]> {
  if (rows.length === 0) return [];
  const portfolioIds = new Set<string>();
  const companyIds = new Set<string>();
  const actorIds = new Set<string>();
  for (const row of rows) {
    const named = namedIds(row, wall.kind === "company" ? wall.companyId : null);
    for (const id of named.portfolioIds) portfolioIds.add(id);
    for (const id of named.companyIds) companyIds.add(id);
    if (row.actorId) actorIds.add(row.actorId);
  }
  const uuid = /^[0-9a-f-]{36}$/i;
  const [views, companyRows, actorRows] = await Promise.all([
    loadViews(
      db,
      actor,
      inArray(
        portfolios.id,
        [...portfolioIds].filter((id) => uuid.test(id)),
      ),
    ),
    db
      .select({ id: companies.id, name: companies.displayName })
      .from(companies)
      .where(
        inArray(
          companies.id,
          [...companyIds].filter((id) => uuid.test(id)),
        ),
      ),
    db
      .select()
      .from(users)
      .where(inArray(users.id, [...actorIds])),
  ]);
  const portfolioNames = new Map(views.map((v) => [v.id, v.name]));
  const companyNames = new Map(companyRows.map((c) => [c.id, c.name]));
  const people = new Map(actorRows.map((u) => [u.id, u]));
  const names = {
    portfolio: (id: string) => portfolioNames.get(id) ?? null,
    company: (id: string) => companyNames.get(id) ?? null,
  };
  return rows.map((row) => {
    const person = row.actorId ? people.get(row.actorId) : undefined;
    return {
      itemType: "WorkflowAudit",
      id: row.id,
      workflowId: null,
      email: person?.email ?? null,
      fullName: person ? displayName(person) : "",
      name: wall.kind === "portfolio" ? (names.portfolio(wall.portfolioId) ?? "") : "",
      stepName: null,
      workflowName: null,
      workflowUrl: null,
      action: row.action,
      actionTime: row.createdAt,
      actor: person
        ? {
            id: person.id,
            email: person.email,
            name: displayName(person),
            firstName: person.firstName,
            lastName: person.lastName,
            deletedAt: person.active ? null : row.createdAt,
          }
        : null,
      summary: summaryOf(row, names, wall),
    };
  });
}
