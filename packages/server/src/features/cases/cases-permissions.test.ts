import { caseMessages } from "@tierwise/common/cases";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { supplierCases } from "./case.table.ts";
import {
  buildCasesWorld,
  type CasesWorld,
  call,
  caseInput,
  caseOps,
  createCase,
} from "./cases-test-support.ts";

let h: Harness;
let world: CasesWorld;
beforeAll(async () => {
  h = await createHarness();
  world = await buildCasesWorld(h);
});
afterAll(() => h.close());

const rename = (client = world.people.creator.client, id: string, title = "Renamed") =>
  call(client, caseOps.update, { input: { id, title } });
const remove = (client = world.people.creator.client, id: string) =>
  call(client, caseOps.remove, { id });

describe("who may read, change and delete a case (spec 2 §6)", () => {
  it("needs sign-in and the organisation's caseManagementEnabled flag for every call", async () => {
    const anonymous = h.client();
    const created = await createCase(world.people.creator.client);
    expect((await call(anonymous, caseOps.list)).__typename).toBe("UNAUTHENTICATED");
    const { noModule } = world.people;
    for (const [query, variables] of [
      [caseOps.create, { input: caseInput() }],
      [caseOps.update, { input: { id: created.id, title: "x" } }],
      [caseOps.remove, { id: created.id }],
      [caseOps.list, {}],
      [caseOps.get, { id: created.id }],
      [caseOps.chart, {}],
      ["{ caseViews { id } }", {}],
    ] as const) {
      expect((await call(noModule.client, query, variables)).__typename).toBe("FORBIDDEN");
    }
  });

  it("lets every member see and work a public case, and shows canEdit/canDelete by the rules", async () => {
    const { creator, colleague, admin } = world.people;
    const created = await createCase(creator.client);
    expect([created.canEdit, created.canDelete]).toEqual([true, true]);
    const seenByColleague = await call(colleague.client, caseOps.get, { id: created.id });
    expect([seenByColleague.canEdit, seenByColleague.canDelete]).toEqual([true, false]);
    const seenByAdmin = await call(admin.client, caseOps.get, { id: created.id });
    expect([seenByAdmin.canEdit, seenByAdmin.canDelete]).toEqual([true, true]);
    expect((await rename(colleague.client, created.id, "By a colleague")).supplierCase.title).toBe(
      "By a colleague",
    );
  });

  it("lets only the creator or an organisation admin delete, with the spec's sentence parts", async () => {
    const { creator, colleague, admin } = world.people;
    const first = await createCase(creator.client, { title: "Audit overdue" });
    const refused = await remove(colleague.client, first.id);
    expect(refused.__typename).toBe("ForbiddenError");
    expect(
      await h.database.db.select().from(supplierCases).where(eq(supplierCases.id, first.id)),
    ).toHaveLength(1);
    const deleted = await remove(creator.client, first.id);
    expect(deleted).toMatchObject({ __typename: "DeleteSupplierCaseSuccess", id: first.id });
    expect(caseMessages.caseDeleted(deleted.rowNumber, deleted.title)).toBe(
      `Case ID ${first.rowNumber}: Audit overdue was successfully deleted.`,
    );
    const second = await createCase(colleague.client);
    expect((await remove(admin.client, second.id)).__typename).toBe("DeleteSupplierCaseSuccess");
    expect((await call(creator.client, caseOps.get, { id: second.id })) ?? null).toBeNull();
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, second.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["case.created", "case.deleted"]);
  });

  it("answers another organisation's case as not found for reading, changing and deleting", async () => {
    const { creator, outsider } = world.people;
    const created = await createCase(creator.client);
    expect(await call(outsider.client, caseOps.get, { id: created.id })).toBeNull();
    expect((await rename(outsider.client, created.id)).__typename).toBe("NotFoundError");
    expect((await remove(outsider.client, created.id)).__typename).toBe("NotFoundError");
    const theirList = await call(outsider.client, caseOps.list);
    expect(theirList.items.map((c: { id: string }) => c.id)).not.toContain(created.id);
    expect((await call(creator.client, caseOps.get, { id: created.id })).title).toBe(created.title);
  });

  it("numbers cases per organisation, never reusing a deleted case's number", async () => {
    const { creator, outsider } = world.people;
    const a = await createCase(creator.client);
    const b = await createCase(creator.client);
    expect(b.rowNumber).toBe(a.rowNumber + 1);
    await remove(creator.client, b.id);
    expect((await createCase(creator.client)).rowNumber).toBe(b.rowNumber + 1);
    const theirs = await createCase(outsider.client);
    const theirNext = await createCase(outsider.client);
    expect(theirNext.rowNumber).toBe(theirs.rowNumber + 1);
    expect(theirs.rowNumber).toBeLessThan(a.rowNumber);
  });

  it("records every change in the audit log, by the names of the text it changed", async () => {
    const created = await createCase(world.people.creator.client);
    await rename(world.people.colleague.client, created.id, "Audited rename");
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "case.updated"), eq(auditLog.targetId, created.id)));
    expect(entry).toMatchObject({
      targetId: created.id,
      actorId: world.people.colleague.id,
      before: {},
      after: { changedText: ["title"] },
    });
  });
});
