import type { CaseGsca, CasePriority, CaseStatus } from "@tierwise/common/cases";
import { plainText, type RichTextDocument } from "@tierwise/common/rich-text";
import { inArray, sql } from "drizzle-orm";
import { seedId } from "../../core/deterministic-id.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { computeNTier } from "../n-tier/n-tier-compute.ts";
import { caseAccess, caseRowNumbers, caseTags, supplierCases } from "./case.table.ts";

type DemoCase = {
  key: string;
  title: string;
  description: string[];
  status: CaseStatus;
  priority: CasePriority;
  companySlug: string | null;
  portfolioKey?: string;
  assignee?: string;
  team?: string;
  creator: string;
  dueInDays?: number;
  ageDays: number;
  closedAgoDays?: number;
  tags: string[];
  access?: { type: "user" | "team"; key: string }[];
  gsca?: CaseGsca;
};

const demoCases: DemoCase[] = [
  {
    key: "late-deliveries",
    title: "Late deliveries from Northwind Traders",
    description: [
      "Three of the last five shipments arrived more than a week late.",
      "Agree a recovery plan with the account manager.",
    ],
    status: "in_progress",
    priority: "high",
    companySlug: "northwind-traders",
    portfolioKey: "strategic",
    assignee: "member@acme.test",
    creator: "admin@acme.test",
    dueInDays: 14,
    ageDays: 12,
    tags: ["Critical supplier"],
  },
  {
    key: "sanctions-check",
    title: "Sanctions check before the next order",
    description: ["A new shareholder appeared in the registry; screen before we order again."],
    status: "to_do",
    priority: "medium",
    companySlug: "contoso-manufacturing",
    team: "Compliance",
    creator: "member@acme.test",
    dueInDays: 5,
    ageDays: 3,
    tags: ["Sanctions screening"],
  },
  {
    key: "working-hours",
    title: "Excessive working hours reported at a sub-supplier",
    description: [
      "An NGO report names a sub-supplier of Globex Logistics for 70-hour weeks.",
      "Kept private while the facts are checked.",
    ],
    status: "to_do",
    priority: "high",
    companySlug: "globex-logistics",
    assignee: "admin@acme.test",
    creator: "admin@acme.test",
    ageDays: 6,
    tags: ["ESG watch"],
    access: [
      { type: "user", key: "admin@acme.test" },
      { type: "team", key: "Procurement" },
    ],
    gsca: {
      enabled: true,
      locations: ["NL", "VN"],
      type: "risk",
      themes: ["occupationalSafety"],
      subThemes: { occupationalSafety: ["workingHours"] },
    },
  },
  {
    key: "onboarding-documents",
    title: "Onboarding documents complete",
    description: ["Certificates and bank details received and checked."],
    status: "complete",
    priority: "low",
    companySlug: "initech-software",
    creator: "member@acme.test",
    ageDays: 30,
    closedAgoDays: 20,
    tags: ["Onboarding"],
  },
];

const paragraphs = (lines: string[]): RichTextDocument =>
  lines.map((text) => ({ type: "paragraph", children: [{ text }] }));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const isoDate = (days: number) => daysAgo(-days).toISOString().slice(0, 10);

/**
 * Acme's demo cases: four cases about the demo companies, tagged with the organisation's demo
 * tags. One is private (GSCA), on the access list of its creator and the Procurement team, so
 * multi@tierwise.test (Compliance only) does not see it.
 * Needs the foundation, the organisation demo (tags), the companies, the portfolios and the
 * n-tier demo's relations.
 * Deterministic ids; safe to run twice.
 */
export async function seedCasesDemo(db: Database): Promise<void> {
  const organizationId = seedId("org:acme");
  const slugs = demoCases.flatMap((c) => (c.companySlug ? [c.companySlug] : []));
  const found = await db
    .select({ id: companies.id, slug: companies.slug, duns: companies.duns })
    .from(companies)
    .where(inArray(companies.slug, slugs));
  const companyBySlug = new Map(found.map((company) => [company.slug, company]));
  await db.transaction(async (tx) => {
    for (const [index, demo] of demoCases.entries()) {
      const id = seedId(`case:acme:${demo.key}`);
      const company = demo.companySlug ? companyBySlug.get(demo.companySlug) : undefined;
      const description = paragraphs(demo.description);
      await tx
        .insert(supplierCases)
        .values({
          id,
          organizationId,
          rowNumber: index + 1,
          title: demo.title,
          description,
          descriptionText: plainText(description),
          status: demo.status,
          priority: demo.priority,
          assigneeId: demo.assignee ? seedId(`user:${demo.assignee}`) : null,
          assignedTeamId: demo.team ? seedId(`team:acme:${demo.team}`) : null,
          creatorId: seedId(`user:${demo.creator}`),
          dueDate: demo.dueInDays === undefined ? null : isoDate(demo.dueInDays),
          createdAt: daysAgo(demo.ageDays),
          updatedAt: daysAgo(Math.max(0, demo.ageDays - 1)),
          closedAt: demo.closedAgoDays === undefined ? null : daysAgo(demo.closedAgoDays),
          private: demo.access !== undefined,
          gsca: demo.gsca ?? null,
          gscaEnabled: demo.gsca?.enabled ?? false,
          companyId: company?.id ?? null,
          duns: company?.duns ?? null,
          portfolioId: demo.portfolioKey ? seedId(`portfolio:acme:${demo.portfolioKey}`) : null,
        })
        .onConflictDoNothing();
      if (demo.tags.length > 0)
        await tx
          .insert(caseTags)
          .values(
            demo.tags.map((value) => ({
              caseId: id,
              organizationId,
              tagId: seedId(`tag:acme:${value}`),
            })),
          )
          .onConflictDoNothing();
      if (demo.access)
        await tx
          .insert(caseAccess)
          .values(
            demo.access.map((entry) => ({
              caseId: id,
              organizationId,
              actorType: entry.type,
              actorId: seedId(
                entry.type === "user" ? `user:${entry.key}` : `team:acme:${entry.key}`,
              ),
            })),
          )
          .onConflictDoNothing();
    }
    // The next case people create continues after the demo's numbers.
    await tx
      .insert(caseRowNumbers)
      .values({ organizationId, lastRowNumber: demoCases.length })
      .onConflictDoUpdate({
        target: caseRowNumbers.organizationId,
        set: { lastRowNumber: sql`greatest(${caseRowNumbers.lastRowNumber}, ${demoCases.length})` },
      });
  });
  // A case shows its company's tier in Acme's network (n-tier/case-tier.ts): computing the
  // network now (the n-tier demo ran before) gives the demo cases theirs from the first start.
  await computeNTier(db, organizationId);
}
