/**
 * Requests as the viewer sees them (the contract's CompanyRequest). A page is presented in a
 * fixed number of queries whatever its size; logs, portfolios and subscription sets load only
 * when the query asks for them (the list pages show none of them), once for the whole page.
 */
import { type RequestStatus, requestTransitions } from "@tierwise/common/company-requests";
import { can } from "@tierwise/common/policy/can";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { subscriptionSetCompanies, subscriptionSets } from "../companies/subscription-set.table.ts";
import { portfolios } from "../portfolios/portfolio.table.ts";
import { loadViews } from "../portfolios/portfolio-visibility.ts";
import {
  bulkRequests,
  type CompanyRequestLogRow,
  type CompanyRequestRow,
  companyRequestLogs,
  companyRequestPortfolios,
} from "./company-request.table.ts";
import type { MatchedCompany } from "./matching/match-companies.ts";
import { requestSubject } from "./request-lookup.ts";
import { loadRequestPeople, type RequestPersonView } from "./request-people.ts";

export type RequestLogView = Pick<
  CompanyRequestLogRow,
  "id" | "comment" | "reason" | "status" | "contentMemberEmail" | "createdAt"
> & { user: RequestPersonView | null };
export type RequestPortfolioView = { id: string; slug: string; name: string };
export type RequestSubscriptionSetView = { id: string; name: string; dataPackages: string[] };

export type CompanyRequestView = CompanyRequestRow & {
  company: MatchedCompany | null;
  allowedStatuses: RequestStatus[];
  creator: RequestPersonView;
  bulkRequest: { id: string; filename: string } | null;
  canRetire: boolean;
  logs: () => Promise<RequestLogView[]>;
  portfolios: () => Promise<RequestPortfolioView[]>;
  subscriptionSets: () => Promise<RequestSubscriptionSetView[]>;
};

/** Runs `load` once, on first use, for every request of the page. */
function lazily<T>(load: () => Promise<Map<string, T[]>>) {
  let loaded: Promise<Map<string, T[]>> | undefined;
  return (id: string) => async () => {
    loaded ??= load();
    return (await loaded).get(id) ?? [];
  };
}

const group = <T>(pairs: [string, T][]) => {
  const map = new Map<string, T[]>();
  for (const [key, value] of pairs) map.set(key, [...(map.get(key) ?? []), value]);
  return map;
};

export async function presentRequests(
  db: Database,
  actor: TenantActor,
  rows: readonly CompanyRequestRow[],
): Promise<CompanyRequestView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const companyIds = [...new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : [])))];
  const bulkIds = [
    ...new Set(rows.flatMap((row) => (row.bulkRequestId ? [row.bulkRequestId] : []))),
  ];
  const [people, known, bulks] = await Promise.all([
    loadRequestPeople(
      db,
      actor,
      rows.map((row) => row.userId),
    ),
    companyIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: companies.id,
            slug: companies.slug,
            name: companies.displayName,
            country: companies.countryCode,
          })
          .from(companies)
          .where(
            and(
              inArray(companies.id, companyIds),
              notInArray(companies.statusCode, [...hiddenStatuses]),
            ),
          ),
    bulkIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: bulkRequests.id, filename: bulkRequests.filename })
          .from(bulkRequests)
          .where(ownedBy(actor, bulkRequests, inArray(bulkRequests.id, bulkIds))),
  ]);
  const companyById = new Map(known.map((company) => [company.id, company]));
  const bulkById = new Map(bulks.map((bulk) => [bulk.id, bulk]));

  const logsOf = lazily(() => loadLogs(db, actor, ids));
  const portfoliosOf = lazily(() => loadPortfolios(db, actor, ids));
  const setsOf = lazily(() => loadSubscriptionSets(db, actor, companyIds));
  return rows.map((row) => ({
    ...row,
    company: row.companyId ? (companyById.get(row.companyId) ?? null) : null,
    allowedStatuses: [...requestTransitions[row.status]],
    creator: people.get(row.userId) ?? {
      id: row.userId,
      name: "",
      email: "",
      deactivated: true,
    },
    bulkRequest: row.bulkRequestId ? (bulkById.get(row.bulkRequestId) ?? null) : null,
    canRetire: row.status !== "retired" && can(actor, "requests.retire", requestSubject(row)),
    logs: logsOf(row.id),
    portfolios: portfoliosOf(row.id),
    subscriptionSets: row.companyId ? setsOf(row.companyId) : async () => [],
  }));
}

export async function presentRequest(db: Database, actor: TenantActor, row: CompanyRequestRow) {
  const [view] = await presentRequests(db, actor, [row]);
  if (!view) throw new Error("request not presented");
  return view;
}

/** Oldest first, each with its author. */
async function loadLogs(db: Database, actor: TenantActor, requestIds: string[]) {
  const logs = await db
    .select()
    .from(companyRequestLogs)
    .where(ownedBy(actor, companyRequestLogs, inArray(companyRequestLogs.requestId, requestIds)))
    .orderBy(asc(companyRequestLogs.createdAt), asc(companyRequestLogs.id));
  const people = await loadRequestPeople(
    db,
    actor,
    logs.map((log) => log.userId),
  );
  return group(
    logs.map((log): [string, RequestLogView] => [
      log.requestId,
      {
        id: log.id,
        comment: log.comment,
        reason: log.reason,
        status: log.status,
        contentMemberEmail: log.contentMemberEmail,
        createdAt: log.createdAt,
        user: log.userId ? (people.get(log.userId) ?? null) : null,
      },
    ]),
  );
}

/** The portfolios the viewer sees among those the requests are to be added to. */
async function loadPortfolios(db: Database, actor: TenantActor, requestIds: string[]) {
  const links = await db
    .select()
    .from(companyRequestPortfolios)
    .where(inArray(companyRequestPortfolios.requestId, requestIds));
  if (links.length === 0) return new Map<string, RequestPortfolioView[]>();
  const visible = await loadViews(
    db,
    actor,
    inArray(portfolios.id, [...new Set(links.map((link) => link.portfolioId))]),
  );
  const byId = new Map(visible.map((p) => [p.id, { id: p.id, slug: p.slug, name: p.name }]));
  return group(
    links.flatMap((link): [string, RequestPortfolioView][] => {
      const portfolio = byId.get(link.portfolioId);
      return portfolio ? [[link.requestId, portfolio]] : [];
    }),
  );
}

/** The organisation's sets that hold each resolved company: as a member, or holding all companies. */
async function loadSubscriptionSets(db: Database, actor: TenantActor, companyIds: string[]) {
  if (companyIds.length === 0) return new Map<string, RequestSubscriptionSetView[]>();
  const columns = {
    id: subscriptionSets.id,
    name: subscriptionSets.name,
    dataPackages: subscriptionSets.dataPackages,
  };
  const [everything, members] = await Promise.all([
    db
      .select(columns)
      .from(subscriptionSets)
      .where(ownedBy(actor, subscriptionSets, eq(subscriptionSets.allCompanies, true))),
    db
      .select({ ...columns, companyId: subscriptionSetCompanies.companyId })
      .from(subscriptionSetCompanies)
      .innerJoin(
        subscriptionSets,
        eq(subscriptionSets.id, subscriptionSetCompanies.subscriptionSetId),
      )
      .where(
        ownedBy(
          actor,
          subscriptionSets,
          eq(subscriptionSets.allCompanies, false),
          inArray(subscriptionSetCompanies.companyId, companyIds),
        ),
      ),
  ]);
  const view = (set: { id: string; name: string; dataPackages: string[] }) => ({
    id: set.id,
    name: set.name,
    dataPackages: [...set.dataPackages],
  });
  const pairs: [string, RequestSubscriptionSetView][] = [
    ...members.map((set): [string, RequestSubscriptionSetView] => [set.companyId, view(set)]),
    ...companyIds.flatMap((companyId) =>
      everything.map((set): [string, RequestSubscriptionSetView] => [companyId, view(set)]),
    ),
  ];
  const byCompany = group(pairs);
  for (const sets of byCompany.values()) sets.sort((a, b) => a.name.localeCompare(b.name));
  return byCompany;
}
