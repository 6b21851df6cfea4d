import { and, asc, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { seedId } from "../../core/deterministic-id.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { portfolioAccess, portfolioCompanies, portfolios } from "./portfolio.table.ts";
import { slugBase } from "./portfolio-limits.ts";
import { recountPortfolios } from "./portfolio-recount.ts";

const european = ["DE", "FR", "GB", "IT", "ES", "NL", "SE", "PL", "BE", "CH", "AT", "DK"];
const asian = ["CN", "JP", "KR", "IN", "SG", "TW", "VN", "TH", "MY", "ID"];

type DemoPortfolio = {
  key: string;
  name: string;
  description: string;
  parent: string | null;
  order: number;
  /** Which demo companies it holds. */
  companies: SQL;
  count: number;
};

const demoTree: DemoPortfolio[] = [
  {
    key: "strategic",
    name: "Strategic suppliers",
    description: "Suppliers we cannot replace within a quarter.",
    parent: null,
    order: 0,
    companies: inArray(companies.slug, [
      "northwind-traders",
      "contoso-manufacturing",
      "globex-logistics",
      "initech-software",
      "umbrella-chemicals",
      "stark-components",
    ]),
    count: 6,
  },
  {
    key: "europe",
    name: "Tier 1 — Europe",
    description: "Direct suppliers based in Europe.",
    parent: "strategic",
    order: 0,
    companies: inArray(companies.countryCode, european),
    count: 12,
  },
  {
    key: "asia",
    name: "Tier 1 — Asia",
    description: "Direct suppliers based in Asia.",
    parent: "strategic",
    order: 1,
    companies: inArray(companies.countryCode, asian),
    count: 12,
  },
  {
    key: "logistics",
    name: "Logistics",
    description: "Carriers, freight forwarders and warehousing.",
    parent: "strategic",
    order: 2,
    companies: sql`(${companies.naicsCode} like '48%' or ${companies.naicsCode} like '49%')`,
    count: 8,
  },
];

/**
 * Acme's demo portfolios: "Strategic suppliers" with three sub-portfolios, filled from the demo
 * companies, made by admin@acme.test and shared read-only with the whole organisation, so a new
 * person sees portfolios at once. Needs the foundation and the companies; deterministic ids,
 * safe to run twice.
 */
export async function seedPortfoliosDemo(db: Database): Promise<void> {
  const organizationId = seedId("org:acme");
  const adminId = seedId("user:admin@acme.test");
  const id = (key: string) => seedId(`portfolio:acme:${key}`);
  await db.transaction(async (tx) => {
    for (const node of demoTree) {
      const path = node.parent ? [id(node.parent)] : [];
      await tx
        .insert(portfolios)
        .values({
          id: id(node.key),
          organizationId,
          slug: slugBase(node.name),
          name: node.name,
          description: node.description,
          parentId: node.parent ? id(node.parent) : null,
          path,
          level: path.length + 1,
          order: node.order,
          createdBy: adminId,
        })
        .onConflictDoNothing();
      const picked = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(node.companies, notInArray(companies.statusCode, [...hiddenStatuses])))
        .orderBy(asc(companies.searchRow))
        .limit(node.count);
      if (picked.length > 0)
        await tx
          .insert(portfolioCompanies)
          .values(
            picked.map((company) => ({
              organizationId,
              portfolioId: id(node.key),
              companyId: company.id,
              addedBy: adminId,
            })),
          )
          .onConflictDoNothing();
    }
    // Sub-portfolios inherit the root's entries.
    await tx
      .insert(portfolioAccess)
      .values([
        {
          organizationId,
          portfolioId: id("strategic"),
          actorType: "user",
          actorId: adminId,
          editable: true,
        },
        {
          organizationId,
          portfolioId: id("strategic"),
          actorType: "org",
          actorId: organizationId,
          editable: false,
        },
      ])
      .onConflictDoNothing();
    await recountPortfolios(tx, organizationId);
  });
}
