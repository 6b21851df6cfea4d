import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addComment, operations } from "../../test/comment-operations.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import {
  type Any,
  buildCasesWorld,
  type CasesWorld,
  call,
  caseOps,
  createCase,
  doc,
} from "./cases-test-support.ts";

/**
 * Spec 2 §6: a private case is visible only to those on its access list — administrators
 * included. Every way a case can be read is asked by someone on the list and someone not.
 */
let h: Harness;
let world: CasesWorld;
let hidden: Any;
let open: Any;
const title = "Forced overtime at Northwind";
beforeAll(async () => {
  h = await createHarness();
  world = await buildCasesWorld(h);
  hidden = await createCase(world.people.creator.client, {
    title,
    private: true,
    acl: [{ type: "team", id: world.buyers.id }],
    assigneeId: world.people.teamMember.id,
    companyId: world.company.id,
  });
  open = await createCase(world.people.creator.client, { title: "Public case" });
});
afterAll(() => h.close());

const ids = (page: Any) => page.items.map((c: Any) => c.id);
const outsiders = () => [world.people.colleague, world.people.admin];
const insiders = () => [world.people.creator, world.people.teamMember];

describe("a private case the viewer is not on", () => {
  it("is missing from the list, its total count and its search, for members and admins alike", async () => {
    for (const person of insiders()) {
      const page = await call(person.client, caseOps.list);
      expect(ids(page)).toEqual(expect.arrayContaining([hidden.id, open.id]));
      expect(page.totalCount).toBe(2);
      const found = await call(person.client, caseOps.list, { filters: { search: "overtime" } });
      expect([found.totalCount, ids(found)]).toEqual([1, [hidden.id]]);
    }
    for (const person of outsiders()) {
      const page = await call(person.client, caseOps.list);
      expect([page.totalCount, ids(page)]).toEqual([1, [open.id]]);
      const found = await call(person.client, caseOps.list, {
        filters: { search: String(hidden.rowNumber) },
      });
      expect(found.totalCount).toBe(0);
      const byCompany = await call(person.client, caseOps.list, {
        identifier: { companyId: world.company.id },
      });
      expect(byCompany.totalCount).toBe(0);
    }
  });

  it("is not counted by the charts", async () => {
    const chart = (client: TestClient) => call(client, caseOps.chart);
    const inside = await chart(world.people.teamMember.client);
    const outside = await chart(world.people.admin.client);
    expect([inside.total, outside.total]).toEqual([2, 1]);
    const assigneeKey = `user:${world.people.teamMember.id}`;
    expect(inside.byAssignee.map((b: Any) => b.key)).toContain(assigneeKey);
    expect(outside.byAssignee.map((b: Any) => b.key)).not.toContain(assigneeKey);
    const today = new Date().toISOString().slice(0, 10);
    const createdToday = (data: Any) => data.overTime.find((p: Any) => p.date === today).created;
    expect([createdToday(inside), createdToday(outside)]).toEqual([2, 1]);
  });

  it("is null by id, and not found for changing or deleting it", async () => {
    for (const person of outsiders()) {
      expect(await call(person.client, caseOps.get, { id: hidden.id })).toBeNull();
      const update = await call(person.client, caseOps.update, {
        input: { id: hidden.id, title: "x" },
      });
      expect(update.__typename).toBe("NotFoundError");
      expect((await call(person.client, caseOps.remove, { id: hidden.id })).__typename).toBe(
        "NotFoundError",
      );
    }
    const seen = await call(world.people.teamMember.client, caseOps.get, { id: hidden.id });
    expect([seen.title, seen.canEdit, seen.canDelete]).toEqual([title, true, false]);
  });

  it("hides its wall: comments, summary, a comment by id, and adding to it", async () => {
    const target = { caseId: hidden.id };
    const posted = await addComment(world.people.teamMember.client, {
      target,
      comment: doc("Visited the plant"),
    });
    expect(posted.__typename).toBe("AddCommentSuccess");
    const wall = await world.people.creator.client.gql<Any>(operations.wall, { target });
    expect(wall.data.activityWall.items.map((i: Any) => i.id)).toEqual([posted.comment.id]);
    for (const person of outsiders()) {
      const refused = await person.client.gql<Any>(operations.wall, { target });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ type: "NotFoundError" });
      const summary = await person.client.gql<Any>(operations.summary, { target });
      expect(summary.errors?.[0]?.extensions).toMatchObject({ type: "NotFoundError" });
      const byId = await person.client.gql<Any>(operations.comment, { id: posted.comment.id });
      expect(byId.data.comment).toBeNull();
      const added = await addComment(person.client, { target, comment: doc("Sneaking in") });
      expect(added.__typename).toBe("NotFoundError");
    }
    const unknown = await addComment(world.people.creator.client, {
      target: { caseId: crypto.randomUUID() },
      comment: doc("Nowhere"),
    });
    expect(unknown.__typename).toBe("NotFoundError");
  });

  it("shows a note's convertedToCase only to those who see the case", async () => {
    const note = await addComment(world.people.creator.client, {
      target: { companyId: world.company.id },
      comment: doc("Overtime complaints again"),
    });
    const converted = await createCase(world.people.creator.client, {
      createdFromCommentId: note.comment.id,
      private: true,
      acl: [{ type: "user", id: world.people.teamMember.id }],
    });
    const query = `query($id: ID!) { comment(id: $id) { id convertedAt canReply
      convertedToCase { id rowNumber status createdAt } } }`;
    const asMember = await call(world.people.teamMember.client, query, { id: note.comment.id });
    expect(asMember.convertedToCase).toMatchObject({
      id: converted.id,
      rowNumber: converted.rowNumber,
      status: "to_do",
    });
    expect(asMember.canReply).toBe(false);
    const asColleague = await call(world.people.colleague.client, query, { id: note.comment.id });
    expect(asColleague.convertedAt).not.toBeNull();
    expect(asColleague.convertedToCase).toBeNull();
  });

  it("appears once Private is switched off, and hides again when it is switched back on", async () => {
    const { creator, colleague } = world.people;
    const made = await createCase(creator.client, {
      private: true,
      acl: [{ type: "user", id: world.people.teamMember.id }],
    });
    expect(await call(colleague.client, caseOps.get, { id: made.id })).toBeNull();
    await call(creator.client, caseOps.update, { input: { id: made.id, private: false } });
    const shown = await call(colleague.client, caseOps.get, { id: made.id });
    expect(shown.aclRead).toHaveLength(2);
    const back = await call(creator.client, caseOps.update, {
      input: { id: made.id, private: true },
    });
    expect(back.supplierCase.private).toBe(true);
    expect(await call(colleague.client, caseOps.get, { id: made.id })).toBeNull();
  });
});
