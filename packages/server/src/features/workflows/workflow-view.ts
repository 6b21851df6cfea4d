import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { and, eq, inArray, or } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import type { TemplateView } from "./template.service.ts";
import {
  type WorkflowRow,
  workflows,
  workflowTemplates,
  workflowTemplateVersions,
} from "./workflow.table.ts";

/** A workflow as GraphQL reads it: its row, its version, template and company, and the viewer. */
export type WorkflowView = {
  row: WorkflowRow;
  definition: WorkflowDefinition;
  version: number;
  template: TemplateView;
  company: { id: string; slug: string; name: string; countryCode: string | null };
  viewer: TenantActor;
};

/** Views of rows in their order, with four statements whatever the number of rows. */
export async function presentWorkflows(
  db: Database,
  actor: TenantActor,
  rows: readonly WorkflowRow[],
): Promise<WorkflowView[]> {
  if (rows.length === 0) return [];
  const versionIds = [...new Set(rows.map((r) => r.templateVersionId))];
  const templateIds = [...new Set(rows.map((r) => r.templateId))];
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const [versions, templates, companyRows] = await Promise.all([
    db
      .select()
      .from(workflowTemplateVersions)
      .where(inArray(workflowTemplateVersions.id, versionIds)),
    db
      .select()
      .from(workflowTemplates)
      .where(ownedBy(actor, workflowTemplates, inArray(workflowTemplates.id, templateIds))),
    db
      .select({
        id: companies.id,
        slug: companies.slug,
        name: companies.displayName,
        countryCode: companies.countryCode,
      })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
  ]);
  // The templates' current versions, unless the page's own rows already run on them.
  const missing = templates.filter(
    (t) => !versions.some((v) => v.templateId === t.id && v.version === t.currentVersion),
  );
  const currents = [
    ...versions,
    ...(missing.length
      ? await db
          .select()
          .from(workflowTemplateVersions)
          .where(
            or(
              ...missing.map((t) =>
                and(
                  eq(workflowTemplateVersions.templateId, t.id),
                  eq(workflowTemplateVersions.version, t.currentVersion),
                ),
              ),
            ),
          )
      : []),
  ];
  const versionById = new Map(versions.map((v) => [v.id, v]));
  const templateById = new Map(
    templates.flatMap((row) => {
      const current = currents.find(
        (v) => v.templateId === row.id && v.version === row.currentVersion,
      );
      return current ? [[row.id, { row, current }] as const] : [];
    }),
  );
  const companyById = new Map(companyRows.map((c) => [c.id, c]));
  return rows.flatMap((row) => {
    const version = versionById.get(row.templateVersionId);
    const template = templateById.get(row.templateId);
    if (!version || !template) return [];
    return [
      {
        row,
        definition: version.definition,
        version: version.version,
        template,
        company: companyById.get(row.companyId) ?? {
          id: row.companyId,
          slug: row.companyId,
          name: row.companyName,
          countryCode: null,
        },
        viewer: actor,
      },
    ];
  });
}

/** One workflow of the viewer's organisation, or null. */
export async function findWorkflowView(db: Database, actor: TenantActor, id: string) {
  if (!isUuid(id)) return null;
  const rows = await db
    .select()
    .from(workflows)
    .where(and(ownedBy(actor, workflows, eq(workflows.id, id))));
  const [view] = await presentWorkflows(db, actor, rows);
  return view ?? null;
}

export async function presentWorkflow(db: Database, actor: TenantActor, id: string) {
  const view = await findWorkflowView(db, actor, id);
  if (!view) throw new Error("a workflow just changed could not be read back");
  return view;
}
