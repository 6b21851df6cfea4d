import type { RequestLogReason, RequestStatus } from "@tierwise/common/company-requests";
import { inArray } from "drizzle-orm";
import { seedId } from "../../core/deterministic-id.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import {
  companyRequestLogs,
  companyRequestPortfolios,
  companyRequests,
} from "./company-request.table.ts";
import { normaliseCompanyName, websiteDomainOf } from "./matching/company-name.ts";

/** An entry of a demo request's log: by a demo account, or by the provider's content team. */
type DemoLog = {
  reason: RequestLogReason;
  ageDays: number;
  comment?: string;
  status?: RequestStatus;
  by?: string;
  contentTeam?: boolean;
};

type DemoRequest = {
  key: string;
  companyName: string;
  country: string;
  city?: string;
  website?: string;
  taxId?: string;
  note?: string;
  status: RequestStatus;
  statusBeforeRetire?: RequestStatus;
  creator: string;
  companySlug?: string;
  portfolioKey?: string;
  logs: DemoLog[];
};

const contentTeamEmail = "research@tierwise.test";

/** Acme's requests, one or more in every status, each with the log that led there. */
const demoRequests: DemoRequest[] = [
  {
    key: "fjordline",
    companyName: "Fjordline Seafood AS",
    country: "NO",
    city: "Bergen",
    website: "https://fjordline-seafood.example",
    note: "Candidate supplier of frozen fish for the canteen contract.",
    status: "requested",
    creator: "member@acme.test",
    portfolioKey: "strategic",
    logs: [{ reason: "created", ageDays: 2, status: "requested" }],
  },
  {
    key: "pampas-leather",
    companyName: "Pampas Leather S.A.",
    country: "AR",
    city: "Córdoba",
    status: "needs_action",
    creator: "member@acme.test",
    logs: [
      { reason: "created", ageDays: 10, status: "requested" },
      {
        reason: "more_information_needed",
        ageDays: 8,
        status: "needs_action",
        contentTeam: true,
        comment: "Two companies of this name trade in Córdoba. Please add the tax ID or website.",
      },
    ],
  },
  {
    key: "northwind-hamburg",
    companyName: "Northwind Traders Hamburg",
    country: "DE",
    city: "Hamburg",
    status: "complete",
    creator: "admin@acme.test",
    companySlug: "northwind-traders",
    portfolioKey: "strategic",
    logs: [
      { reason: "created", ageDays: 20, status: "requested" },
      {
        reason: "data_found",
        ageDays: 15,
        status: "complete",
        contentTeam: true,
        comment: "This is Northwind Traders' Hamburg site; its profile is now linked.",
      },
    ],
  },
  {
    key: "sunbelt-plastics",
    companyName: "Sunbelt Plastics LLC",
    country: "US",
    city: "Phoenix",
    taxId: "86-1234567",
    status: "closed",
    creator: "member@acme.test",
    logs: [
      { reason: "created", ageDays: 30, status: "requested" },
      {
        reason: "out_of_business",
        ageDays: 25,
        status: "closed",
        contentTeam: true,
        comment: "The company was dissolved in March; there is no data to collect.",
      },
    ],
  },
  {
    key: "kiso-precision-industries",
    companyName: "Kiso Precision Industries Co., Ltd.",
    country: "JP",
    city: "Nagano",
    status: "requested",
    creator: "admin@acme.test",
    logs: [{ reason: "created", ageDays: 12, status: "requested" }],
  },
  {
    key: "kiso-precision",
    companyName: "Kiso Precision K.K.",
    country: "JP",
    status: "replaced",
    creator: "member@acme.test",
    logs: [
      { reason: "created", ageDays: 14, status: "requested" },
      {
        reason: "duplicate",
        ageDays: 12,
        status: "replaced",
        by: "admin@acme.test",
        comment:
          "Same company as the request for Kiso Precision Industries, which has the address.",
      },
    ],
  },
  {
    key: "tallinn-textiles",
    companyName: "Tallinn Textiles OÜ",
    country: "EE",
    city: "Tallinn",
    status: "retired",
    statusBeforeRetire: "requested",
    creator: "member@acme.test",
    logs: [
      { reason: "created", ageDays: 40, status: "requested" },
      {
        reason: "retired",
        ageDays: 35,
        status: "retired",
        by: "admin@acme.test",
        comment: "We stopped sourcing knitwear in the Baltics.",
      },
    ],
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Acme's demo requests with deterministic ids; seeding again changes nothing. Resolved requests
 * link the demo company they name (the fixed first six companies are always there).
 */
export async function seedCompanyRequestsDemo(db: Database) {
  const organizationId = seedId("org:acme");
  const slugs = demoRequests.flatMap((r) => (r.companySlug ? [r.companySlug] : []));
  const known = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(inArray(companies.slug, slugs));
  const companyId = new Map(known.map((c) => [c.slug, c.id]));
  const id = (key: string) => seedId(`company-request:acme:${key}`);
  await db
    .insert(companyRequests)
    .values(
      demoRequests.map((r) => {
        const created = daysAgo(Math.max(...r.logs.map((l) => l.ageDays)));
        const updated = daysAgo(Math.min(...r.logs.map((l) => l.ageDays)));
        return {
          id: id(r.key),
          organizationId,
          userId: seedId(`user:${r.creator}`),
          companyName: r.companyName,
          companyId: r.companySlug ? (companyId.get(r.companySlug) ?? null) : null,
          website: r.website ?? null,
          websiteDomain: websiteDomainOf(r.website),
          country: r.country,
          city: r.city ?? null,
          taxId: r.taxId ?? null,
          note: r.note ?? null,
          status: r.status,
          statusBeforeRetire: r.statusBeforeRetire ?? null,
          nameKey: normaliseCompanyName(r.companyName),
          createdAt: created,
          updatedAt: updated,
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(companyRequestLogs)
    .values(
      demoRequests.flatMap((r) =>
        r.logs.map((log, i) => ({
          id: seedId(`company-request-log:acme:${r.key}:${i}`),
          requestId: id(r.key),
          organizationId,
          userId: log.contentTeam ? null : seedId(`user:${log.by ?? r.creator}`),
          contentMemberEmail: log.contentTeam ? contentTeamEmail : null,
          reason: log.reason,
          comment: log.comment ?? null,
          status: log.status ?? null,
          createdAt: daysAgo(log.ageDays),
        })),
      ),
    )
    .onConflictDoNothing();
  const links = demoRequests.flatMap((r) =>
    r.portfolioKey
      ? [{ requestId: id(r.key), portfolioId: seedId(`portfolio:acme:${r.portfolioKey}`) }]
      : [],
  );
  if (links.length > 0)
    await db.insert(companyRequestPortfolios).values(links).onConflictDoNothing();
}
