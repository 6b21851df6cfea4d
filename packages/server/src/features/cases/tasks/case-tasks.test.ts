import { caseLimits } from "@tierwise/common/cases";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/audit-log.table.ts";
import { memberships } from "../../../db/membership.table.ts";
import { users } from "../../../db/user.table.ts";
import { createHarness, type Harness } from "../../../test/harness.ts";
import { caseTasks } from "../case.table.ts";
import "./case-task.type.ts";
import {
  type Any,
  buildCaseOrganization,
  call,
  caseCounters,
  insertCase,
  type Person,
} from "./case-test-world.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const user = "id name email deactivated";
const taskFields = `id caseId title dueAt status closedAt createdAt canEdit
  assignedUser { ${user} } assignedTeam { id name } createdBy { ${user} }`;
const errors =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";
const ops = {
  list: `query($caseId: ID!) { caseTasks(caseId: $caseId) { ${taskFields} } }`,
  create: `mutation($input: CreateCaseTaskInput!) { createCaseTask(input: $input) { ${errors} ... on CaseTaskSuccess { task { ${taskFields} } } } }`,
  update: `mutation($input: UpdateCaseTaskInput!) { updateCaseTask(input: $input) { ${errors} ... on CaseTaskSuccess { task { ${taskFields} } } } }`,
  remove: `mutation($id: ID!) { deleteCaseTask(id: $id) { __typename ... on Error { message } ... on DeleteCaseTaskSuccess { id } } }`,
};

async function createTask(person: Person, caseId: string, extra: Record<string, unknown> = {}) {
  const answer = await call(person.client, ops.create, {
    input: { caseId, title: "Call the supplier", ...extra },
  });
  if (answer.__typename !== "CaseTaskSuccess") throw new Error(JSON.stringify(answer));
  return answer.task;
}

async function world() {
  const org = await buildCaseOrganization(h);
  const creator = await org.person("user", "Carla");
  const colleague = await org.person("user", "Colin");
  const admin = await org.person("organization_admin", "Adele");
  const supplierCase = await insertCase(h.database.db, {
    organizationId: org.organization.id,
    creatorId: creator.id,
  });
  return { ...org, creator, colleague, admin, supplierCase };
}

describe("case tasks", () => {
  it("adds a task To do, lists it with its creator, counts it on the case and audits it", async () => {
    const { creator, colleague, supplierCase } = await world();
    const task = await createTask(creator, supplierCase.id, { dueAt: "2026-12-01" });
    expect(task).toMatchObject({
      caseId: supplierCase.id,
      title: "Call the supplier",
      status: "to_do",
      closedAt: null,
      dueAt: "2026-12-01",
      canEdit: true,
      assignedUser: null,
      createdBy: { id: creator.id, name: `Carla ${creator.lastName}`, deactivated: false },
    });
    await createTask(colleague, supplierCase.id, { title: "Ask for a corrective plan" });
    const listed = await call(colleague.client, ops.list, { caseId: supplierCase.id });
    expect(listed.map((t: Any) => [t.title, t.canEdit])).toEqual([
      ["Call the supplier", false],
      ["Ask for a corrective plan", true],
    ]);
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({ all: 2, closed: 0 });
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, task.id), eq(auditLog.action, "case_task.created")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(creator.id);
  });

  it("requires a title of at most 250 characters and a calendar due date", async () => {
    const { creator, supplierCase } = await world();
    const tooLong = await call(creator.client, ops.create, {
      input: { caseId: supplierCase.id, title: "x".repeat(caseLimits.taskTitleMax + 1) },
    });
    expect(tooLong.__typename).toBe("ValidationError");
    expect(tooLong.fieldErrors).toEqual([
      { path: "title", message: "Must be 250 characters or less." },
    ]);
    const blank = await call(creator.client, ops.create, {
      input: { caseId: supplierCase.id, title: "   " },
    });
    expect(blank.fieldErrors).toEqual([{ path: "title", message: "Required." }]);
    const badDate = await call(creator.client, ops.create, {
      input: { caseId: supplierCase.id, title: "Visit", dueAt: "next week" },
    });
    expect(badDate.fieldErrors[0].path).toBe("dueAt");
    const longest = await createTask(creator, supplierCase.id, { title: "y".repeat(250) });
    expect(longest.title).toHaveLength(250);
    const task = await createTask(creator, supplierCase.id);
    const renamed = await call(creator.client, ops.update, {
      input: { id: task.id, title: "z".repeat(251) },
    });
    expect(renamed.fieldErrors).toEqual([
      { path: "title", message: "Must be 250 characters or less." },
    ]);
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({ all: 2, closed: 0 });
  });

  it("completing sets closedAt to now and counts it closed; reopening clears both", async () => {
    const { creator, supplierCase } = await world();
    const task = await createTask(creator, supplierCase.id);
    const before = Date.now();
    const done = await call(creator.client, ops.update, {
      input: { id: task.id, status: "complete" },
    });
    expect(done.task.status).toBe("complete");
    const closedAt = new Date(done.task.closedAt).getTime();
    expect(closedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(closedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({ all: 1, closed: 1 });
    // Saving another field of a complete task keeps its closing time and count.
    const renamed = await call(creator.client, ops.update, {
      input: { id: task.id, title: "Called the supplier", status: "complete" },
    });
    expect(renamed.task.closedAt).toBe(done.task.closedAt);
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({ all: 1, closed: 1 });
    const reopened = await call(creator.client, ops.update, {
      input: { id: task.id, status: "to_do" },
    });
    expect(reopened.task).toMatchObject({ status: "to_do", closedAt: null });
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({ all: 1, closed: 0 });
  });

  it("lets only the task's creator or an administrator edit, complete or delete it", async () => {
    const { creator, colleague, admin, supplierCase } = await world();
    const task = await createTask(creator, supplierCase.id);
    for (const input of [
      { id: task.id, title: "Taken over" },
      { id: task.id, status: "complete" },
    ]) {
      const refused = await call(colleague.client, ops.update, { input });
      expect(refused.__typename).toBe("ForbiddenError");
    }
    expect((await call(colleague.client, ops.remove, { id: task.id })).__typename).toBe(
      "ForbiddenError",
    );
    const [stored] = await h.database.db.select().from(caseTasks).where(eq(caseTasks.id, task.id));
    expect(stored).toMatchObject({ title: "Call the supplier", status: "to_do" });
    const byAdmin = await call(admin.client, ops.update, {
      input: { id: task.id, status: "complete" },
    });
    expect(byAdmin.task.status).toBe("complete");
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, task.id), eq(auditLog.action, "case_task.updated")));
    expect(audit.map((a) => a.actorId)).toEqual([admin.id]);
    expect((await call(admin.client, ops.remove, { id: task.id })).id).toBe(task.id);
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({ all: 0, closed: 0 });
    const own = await createTask(creator, supplierCase.id);
    expect((await call(creator.client, ops.remove, { id: own.id })).id).toBe(own.id);
    expect(await call(creator.client, ops.list, { caseId: supplierCase.id })).toEqual([]);
  });

  it("assigns only active members and teams of the organisation; a person replaces a team", async () => {
    const { creator, colleague, team, person, supplierCase } = await world();
    const buyers = await team("Buyers", [colleague.id]);
    const other = await buildCaseOrganization(h);
    const stranger = await other.person();
    const strangersTeam = await other.team("Buyers elsewhere", [stranger.id]);
    const leaver = await person("user", "Leo");
    await h.database.db
      .update(memberships)
      .set({ active: false })
      .where(eq(memberships.userId, leaver.id));
    for (const [assignment, path] of [
      [{ assigneeId: stranger.id }, "assigneeId"],
      [{ assigneeId: leaver.id }, "assigneeId"],
      [{ assigneeId: "not-an-id" }, "assigneeId"],
      [{ assignedTeamId: strangersTeam.id }, "assignedTeamId"],
    ] as const) {
      const refused = await call(creator.client, ops.create, {
        input: { caseId: supplierCase.id, title: "Audit the plant", ...assignment },
      });
      expect(refused.__typename).toBe("ValidationError");
      expect(refused.fieldErrors[0].path).toBe(path);
    }
    const both = await call(creator.client, ops.create, {
      input: {
        caseId: supplierCase.id,
        title: "x",
        assigneeId: colleague.id,
        assignedTeamId: buyers.id,
      },
    });
    expect(both.__typename).toBe("ValidationError");
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({ all: 0, closed: 0 });

    const task = await createTask(creator, supplierCase.id, { assignedTeamId: buyers.id });
    expect(task.assignedTeam).toEqual({ id: buyers.id, name: "Buyers" });
    const toPerson = await call(creator.client, ops.update, {
      input: { id: task.id, assigneeId: colleague.id },
    });
    expect(toPerson.task.assignedTeam).toBeNull();
    expect(toPerson.task.assignedUser).toMatchObject({ id: colleague.id, deactivated: false });
    const toStranger = await call(creator.client, ops.update, {
      input: { id: task.id, assigneeId: stranger.id },
    });
    expect(toStranger.__typename).toBe("ValidationError");
    const cleared = await call(creator.client, ops.update, {
      input: { id: task.id, assigneeId: null },
    });
    expect(cleared.task).toMatchObject({ assignedUser: null, assignedTeam: null });
  });

  it("marks a deactivated assignee or creator as deactivated and keeps the name", async () => {
    const { creator, colleague, admin, supplierCase } = await world();
    const task = await createTask(creator, supplierCase.id, { assigneeId: colleague.id });
    const name = `Colin ${colleague.lastName}`;
    expect(task.assignedUser).toMatchObject({ name, deactivated: false });
    await h.database.db
      .update(memberships)
      .set({ active: false })
      .where(eq(memberships.userId, colleague.id));
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, creator.id));
    const [listed] = await call(admin.client, ops.list, { caseId: supplierCase.id });
    expect(listed.assignedUser).toEqual({
      id: colleague.id,
      name,
      email: colleague.email,
      deactivated: true,
    });
    expect(listed.createdBy).toMatchObject({ id: creator.id, deactivated: true });
    // The task stays editable with its deactivated assignee in place.
    const renamed = await call(admin.client, ops.update, {
      input: { id: task.id, title: "Call the supplier again" },
    });
    expect(renamed.task.assignedUser.id).toBe(colleague.id);
  });

  it("hides another organisation's cases and tasks as not found", async () => {
    const { creator, supplierCase } = await world();
    const task = await createTask(creator, supplierCase.id);
    const other = await buildCaseOrganization(h);
    const outsider = await other.person("organization_admin");
    const listed = await outsider.client.gql<Any>(ops.list, { caseId: supplierCase.id });
    expect(listed.errors?.[0]?.message).toBe("Case not found.");
    const created = await call(outsider.client, ops.create, {
      input: { caseId: supplierCase.id, title: "Sneak in" },
    });
    expect(created.__typename).toBe("NotFoundError");
    for (const [query, variables] of [
      [ops.update, { input: { id: task.id, status: "complete" } }],
      [ops.remove, { id: task.id }],
    ] as const) {
      expect((await call(outsider.client, query, variables)).__typename).toBe("NotFoundError");
    }
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({ all: 1, closed: 0 });
  });

  it("hides a private case's tasks from people not on its access list", async () => {
    const { organization, creator, colleague, admin, team, person } = await world();
    const member = await person("user", "Tess");
    const reviewers = await team("Reviewers", [member.id]);
    const privateCase = await insertCase(h.database.db, {
      organizationId: organization.id,
      creatorId: creator.id,
      private: true,
      access: [
        { type: "user", id: creator.id },
        { type: "team", id: reviewers.id },
      ],
    });
    const task = await createTask(creator, privateCase.id);
    // On the list through a team: works the case like anyone on it.
    const teamTask = await createTask(member, privateCase.id, { title: "Review the report" });
    expect(teamTask.canEdit).toBe(true);
    // Not on the list, administrator or not: the case and its tasks do not exist for them.
    for (const outsider of [colleague, admin]) {
      const listed = await outsider.client.gql<Any>(ops.list, { caseId: privateCase.id });
      expect(listed.errors?.[0]?.message).toBe("Case not found.");
      const created = await call(outsider.client, ops.create, {
        input: { caseId: privateCase.id, title: "Peek" },
      });
      expect(created.__typename).toBe("NotFoundError");
      const updated = await call(outsider.client, ops.update, {
        input: { id: task.id, status: "complete" },
      });
      expect(updated.__typename).toBe("NotFoundError");
      expect((await call(outsider.client, ops.remove, { id: task.id })).__typename).toBe(
        "NotFoundError",
      );
    }
    expect(await caseCounters(h.database.db, privateCase.id)).toEqual({ all: 2, closed: 0 });
  });

  it("needs a signed-in member of an organisation with cases switched on", async () => {
    const { supplierCase } = await world();
    const anonymous = await h.client().gql<Any>(ops.list, { caseId: supplierCase.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const withoutCases = await buildCaseOrganization(h, { caseManagementEnabled: false });
    const member = await withoutCases.person();
    const refused = await member.client.gql<Any>(ops.create, {
      input: { caseId: supplierCase.id, title: "Try" },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("keeps the case's counters equal to its tasks through a mix of changes", async () => {
    const { creator, supplierCase } = await world();
    const made = [];
    for (const title of ["One", "Two", "Three", "Four"])
      made.push(await createTask(creator, supplierCase.id, { title }));
    const [one, two, three] = made as [Any, Any, Any];
    await call(creator.client, ops.update, { input: { id: one.id, status: "complete" } });
    await call(creator.client, ops.update, { input: { id: two.id, status: "complete" } });
    await call(creator.client, ops.update, { input: { id: two.id, status: "complete" } });
    await call(creator.client, ops.remove, { id: two.id });
    await call(creator.client, ops.update, { input: { id: three.id, status: "to_do" } });
    const rows = await h.database.db
      .select()
      .from(caseTasks)
      .where(eq(caseTasks.caseId, supplierCase.id));
    expect(await caseCounters(h.database.db, supplierCase.id)).toEqual({
      all: rows.length,
      closed: rows.filter((row) => row.status === "complete").length,
    });
    expect(rows.length).toBe(3);
  });
});
