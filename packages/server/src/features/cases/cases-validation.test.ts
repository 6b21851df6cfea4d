import { caseMessages } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { supplierCases } from "./case.table.ts";
import {
  type Any,
  buildCasesWorld,
  type CasesWorld,
  call,
  caseInput,
  caseOps,
  createCase,
  doc,
} from "./cases-test-support.ts";

let h: Harness;
let world: CasesWorld;
beforeAll(async () => {
  h = await createHarness();
  world = await buildCasesWorld(h);
});
afterAll(() => h.close());

const create = (extra: Record<string, unknown>, client = world.people.creator.client) =>
  call(client, caseOps.create, { input: caseInput(extra) });

/** The refusal's field errors as { path: message }. */
const fieldErrors = (answer: Any): Record<string, string> => {
  expect(answer.__typename).toBe("ValidationError");
  return Object.fromEntries(
    answer.fieldErrors.map((e: { path: string; message: string }) => [e.path, e.message]),
  );
};

const gsca = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  locations: ["DE"],
  type: "violation",
  themes: ["childLabour"],
  subThemes: { childLabour: ["minimumAge"] },
  ...extra,
});

const storedCount = async () => (await h.database.db.select().from(supplierCases)).length;

describe("createSupplierCase validation (spec 2 §5)", () => {
  it("requires a title, and refuses one over 250 characters", async () => {
    const before = await storedCount();
    expect(fieldErrors(await create({ title: "" }))).toEqual({ title: messages.required });
    expect(fieldErrors(await create({ title: "   " }))).toEqual({ title: messages.required });
    expect(fieldErrors(await create({ title: "x".repeat(251) }))).toEqual({
      title: messages.tooLong(250),
    });
    expect(await storedCount()).toBe(before);
  });

  it("requires a status and a priority when they are sent empty", async () => {
    expect(fieldErrors(await create({ status: null }))).toEqual({ status: messages.required });
    expect(fieldErrors(await create({ priority: null }))).toEqual({ priority: messages.required });
  });

  it("starts To do with Medium priority when neither is given", async () => {
    const created = await createCase(world.people.creator.client);
    expect([created.status, created.priority]).toEqual(["to_do", "medium"]);
  });

  it("refuses Complete and Retired for a new case, and allows In progress", async () => {
    for (const status of ["complete", "retired"])
      expect(Object.keys(fieldErrors(await create({ status })))).toEqual(["status"]);
    expect((await createCase(world.people.creator.client, { status: "in_progress" })).status).toBe(
      "in_progress",
    );
  });

  it("refuses an empty description with the spec's message, and a malformed one", async () => {
    expect(fieldErrors(await create({ description: doc("   ") }))).toEqual({
      description: caseMessages.descriptionRequired,
    });
    expect(
      fieldErrors(await create({ description: [{ type: "script", children: [{ text: "x" }] }] })),
    ).toEqual({ description: messages.jsonSchemaValidation });
  });

  it("stores the description's plain text for search and the Description column", async () => {
    const created = await createCase(world.people.creator.client, {
      description: [
        { type: "heading-one", children: [{ text: "Findings" }] },
        { type: "paragraph", children: [{ text: "Two " }, { text: "late", bold: true }] },
      ],
    });
    expect(created.descriptionText).toBe("Findings\nTwo late");
  });

  it("refuses a private case without an access list", async () => {
    const before = await storedCount();
    expect(fieldErrors(await create({ private: true, acl: [] }))).toEqual({
      acl: caseMessages.accessListRequired,
    });
    expect(fieldErrors(await create({ private: true }))).toEqual({
      acl: caseMessages.accessListRequired,
    });
    expect(await storedCount()).toBe(before);
  });

  it("locks the creator into a private case's access list", async () => {
    const { colleague, creator } = world.people;
    const created = await createCase(creator.client, {
      private: true,
      acl: [{ type: "user", id: colleague.id }],
    });
    expect(created.aclRead.sort()).toEqual([`user:${colleague.id}`, `user:${creator.id}`].sort());
    const updated = await call(creator.client, caseOps.update, {
      input: { id: created.id, acl: [{ type: "team", id: world.buyers.id }] },
    });
    expect(updated.supplierCase.aclRead.sort()).toEqual(
      [`team:${world.buyers.id}`, `user:${creator.id}`].sort(),
    );
    expect(updated.supplierCase.accessList).toContainEqual({
      id: world.buyers.id,
      type: "team",
      name: "Buyers",
    });
  });

  it("refuses access-list entries, assignees, teams and tags outside the organisation", async () => {
    const { outsider } = world.people;
    expect(
      Object.keys(
        fieldErrors(await create({ private: true, acl: [{ type: "user", id: outsider.id }] })),
      ),
    ).toEqual(["acl"]);
    expect(Object.keys(fieldErrors(await create({ assigneeId: outsider.id })))).toEqual([
      "assigneeId",
    ]);
    expect(Object.keys(fieldErrors(await create({ assignedTeamId: crypto.randomUUID() })))).toEqual(
      ["assignedTeamId"],
    );
    expect(Object.keys(fieldErrors(await create({ tags: [world.tags.globexTag.id] })))).toEqual([
      "tags",
    ]);
    expect(
      Object.keys(
        fieldErrors(
          await create({ assigneeId: world.people.colleague.id, assignedTeamId: world.buyers.id }),
        ),
      ),
    ).toEqual(["assigneeId"]);
  });

  it("answers a company or portfolio the creator cannot see as not found", async () => {
    expect((await create({ companyId: crypto.randomUUID() })).__typename).toBe("NotFoundError");
    expect((await create({ portfolioId: crypto.randomUUID() })).__typename).toBe("NotFoundError");
  });
});

describe("GSCA validation (spec 2 §4–§5)", () => {
  const onCompany = (extra: Record<string, unknown>) =>
    create({ companyId: world.company.id, ...extra });

  it("requires locations, type, themes and a sub-theme for each selected theme", async () => {
    expect(fieldErrors(await onCompany({ gsca: gsca({ locations: [] }) }))).toEqual({
      "gsca.locations": messages.required,
    });
    expect(fieldErrors(await onCompany({ gsca: gsca({ themes: [], subThemes: {} }) }))).toEqual({
      "gsca.themes": messages.required,
    });
    expect(Object.keys(fieldErrors(await onCompany({ gsca: gsca({ type: null }) })))).toEqual([
      "gsca.type",
    ]);
    expect(
      fieldErrors(
        await onCompany({
          gsca: gsca({
            themes: ["childLabour", "mercury"],
            subThemes: { childLabour: ["minimumAge"] },
          }),
        }),
      ),
    ).toEqual({
      "gsca.subThemes": "Please select at least one Sub Theme for each selected Theme.",
    });
  });

  it("drops the sub-themes of unselected themes and defaults the type to violation", async () => {
    const answer = await onCompany({
      private: false,
      gsca: {
        enabled: true,
        locations: ["DE"],
        themes: ["childLabour"],
        subThemes: { childLabour: ["minimumAge"], mercury: ["products"] },
      },
    });
    expect(answer.supplierCase.gsca).toEqual({
      enabled: true,
      locations: ["DE"],
      type: "violation",
      themes: ["childLabour"],
      subThemes: { childLabour: ["minimumAge"] },
    });
  });

  it("makes a new GSCA case private (creator on the list) unless private is given", async () => {
    const { creator } = world.people;
    const byDefault = (await onCompany({ gsca: gsca() })).supplierCase;
    expect(byDefault.private).toBe(true);
    expect(byDefault.aclRead).toEqual([`user:${creator.id}`]);
    const chosen = (await onCompany({ gsca: gsca(), private: false })).supplierCase;
    expect(chosen.private).toBe(false);
    const plain = (await onCompany({})).supplierCase;
    expect(plain.private).toBe(false);
  });

  it("needs a company or DUNS number, and the organisation's GSCA compliance", async () => {
    expect(Object.keys(fieldErrors(await create({ gsca: gsca() })))).toEqual(["gsca"]);
    expect((await create({ duns: "123456789", gsca: gsca() })).supplierCase.gsca.enabled).toBe(
      true,
    );
    await h.database.db.execute(
      `update organizations set settings = '{"featureFlags":{"caseManagementEnabled":true}}' where id = '${world.globex.id}'`,
    );
    const refused = await call(world.people.outsider.client, caseOps.create, {
      input: caseInput({ companyId: world.company.id, gsca: gsca() }),
    });
    expect(refused.__typename).toBe("ForbiddenError");
  });

  it("saves GSCA as off when it is unchecked on an existing case, keeping what was entered", async () => {
    const created = (await onCompany({ gsca: gsca(), private: false })).supplierCase;
    const answer = await call(world.people.creator.client, caseOps.update, {
      input: { id: created.id, gsca: { ...gsca(), enabled: false } },
    });
    expect(answer.supplierCase.gsca).toMatchObject({ enabled: false, locations: ["DE"] });
  });
});
