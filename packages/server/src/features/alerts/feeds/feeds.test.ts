import { alertLimits, alertMessages, defaultFeeds } from "@tierwise/common/alerts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.ts";
import { alertFeeds } from "../alert-feed.table.ts";
import {
  type Any,
  buildAlertSettingsWorld,
  call,
  createFeed,
  defaultFeedId,
  feedOps,
  setFeedConfig,
} from "./alert-settings-test-world.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildAlertSettingsWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildAlertSettingsWorld(h);
});
afterAll(() => h.close());

describe("default feeds", () => {
  it("come first, as common defaultFeeds lists them, with their filters and no author", async () => {
    await createFeed(world.alice.client, { name: "Aardvark suppliers" });
    const feeds: Any[] = await call(world.alice.client, feedOps.list);
    const defaults = feeds.slice(0, defaultFeeds.length);
    expect(defaults.map((f) => [f.slug, f.name, f.description])).toEqual(
      defaultFeeds.map((f) => [f.slug, f.name, f.description]),
    );
    expect(defaults.map((f) => f.filter)).toEqual([
      {},
      { unread: true },
      { relevancy: ["relevant"] },
    ]);
    for (const feed of defaults)
      expect(feed).toMatchObject({ isDefault: true, author: null, canModify: false });
    expect(feeds[defaultFeeds.length]).toMatchObject({
      name: "Aardvark suppliers",
      isDefault: false,
    });
  });

  it("cannot be modified or deleted, even by an administrator", async () => {
    const everything = await defaultFeedId(h.database.db, "everything");
    const update = await call(world.admin.client, feedOps.update, {
      input: { id: everything, name: "All of it" },
    });
    expect(update).toEqual({
      __typename: "UnmodifiableError",
      message: alertMessages.feedUnmodifiable,
    });
    const removed = await call(world.admin.client, feedOps.remove, { id: everything });
    expect(removed.__typename).toBe("UnmodifiableError");
    const [row] = (await h.database.db.select().from(alertFeeds)).filter(
      (f) => f.id === everything,
    );
    expect(row?.name).toBe("Everything");
  });

  it("take each person's favourite and e-mail setting", async () => {
    const unread = await defaultFeedId(h.database.db, "unread");
    const mine = await setFeedConfig(world.alice.client, { feedId: unread, favorite: true });
    expect(mine.userConfig).toEqual({ favorite: true, emailNotifications: false });
    const both = await setFeedConfig(world.alice.client, {
      feedId: unread,
      emailNotifications: true,
    });
    expect(both.userConfig).toEqual({ favorite: true, emailNotifications: true });
    const bobs = await call(world.bob.client, feedOps.one, { id: unread });
    expect(bobs.userConfig).toEqual({ favorite: false, emailNotifications: false });
  });
});

describe("creating feeds", () => {
  it("stores the filter as the server parses it, with the author", async () => {
    const feed = await createFeed(world.alice.client, {
      name: "  Cyber watch ",
      description: "Breaches at key suppliers",
      filter: { types: ["cyber"], keywords: ["  Ransomware ATTACK ", "ransomware attack"] },
    });
    expect(feed).toMatchObject({
      name: "Cyber watch",
      description: "Breaches at key suppliers",
      filter: { types: ["cyber"], keywords: ["ransomware attack"] },
      isDefault: false,
      slug: null,
      canModify: true,
      author: { id: world.alice.user.id },
    });
    const bad = await call(world.alice.client, feedOps.create, {
      input: { name: "Bad", filter: { types: ["weather"] } },
    });
    expect(bad.__typename).toBe("ValidationError");
  });

  it("refuses a name the organisation already has, ignoring case, and a default feed's", async () => {
    await createFeed(world.alice.client, { name: "Tier one" });
    for (const name of ["TIER ONE", "everything"]) {
      const again = await call(world.bob.client, feedOps.create, { input: { name, filter: {} } });
      expect(again).toEqual({
        __typename: "AlreadyExistsError",
        message: alertMessages.feedExists,
      });
    }
    // Another organisation may use the name.
    await createFeed(world.otherAdmin.client, { name: "Tier one" });
    const feed = await createFeed(world.bob.client, { name: "Tier two" });
    const renamed = await call(world.bob.client, feedOps.update, {
      input: { id: feed.id, name: "tier ONE" },
    });
    expect(renamed.__typename).toBe("AlreadyExistsError");
  });

  it("stops at the limit of feeds per person, and only for that person", async () => {
    const { user, client } = await world.member(world.customer.id, "user");
    const limit = alertLimits.feedsPerUser;
    await h.database.db.insert(alertFeeds).values(
      Array.from({ length: limit - 1 }, (_, i) => ({
        organizationId: world.customer.id,
        authorId: user.id,
        name: `Prepared ${i}`,
      })),
    );
    await createFeed(client, { name: "The last one" });
    const over = await call(client, feedOps.create, {
      input: { name: "One too many", filter: {} },
    });
    expect(over).toEqual({
      __typename: "LimitReachedError",
      message: alertMessages.feedLimitReached(limit),
      limit,
    });
    await createFeed(world.bob.client, { name: "Bob still can" });
  });
});

describe("changing feeds", () => {
  it("is for the author or an administrator", async () => {
    const feed = await createFeed(world.alice.client, { name: "Alice's feed" });
    const asBob = await call(world.bob.client, feedOps.one, { id: feed.id });
    expect(asBob).toMatchObject({ name: "Alice's feed", canModify: false });
    const bobTries = await call(world.bob.client, feedOps.update, {
      input: { id: feed.id, name: "Bob's now" },
    });
    expect(bobTries.__typename).toBe("ForbiddenError");
    expect((await call(world.bob.client, feedOps.remove, { id: feed.id })).__typename).toBe(
      "ForbiddenError",
    );
    const updated = await call(world.alice.client, feedOps.update, {
      input: { id: feed.id, description: "Only polarity", filter: { polarity: ["NEGATIVE"] } },
    });
    expect(updated.feed).toMatchObject({
      name: "Alice's feed",
      description: "Only polarity",
      filter: { polarity: ["NEGATIVE"] },
    });
    const cleared = await call(world.alice.client, feedOps.update, {
      input: { id: feed.id, description: null },
    });
    expect(cleared.feed.description).toBeNull();
    expect((await call(world.admin.client, feedOps.one, { id: feed.id })).canModify).toBe(true);
    const removed = await call(world.admin.client, feedOps.remove, { id: feed.id });
    expect(removed).toEqual({ __typename: "DeleteSuccess", id: feed.id });
    expect(await call(world.alice.client, feedOps.one, { id: feed.id })).toBeNull();
  });
});

describe("other organisations", () => {
  it("neither see nor touch another organisation's feeds", async () => {
    const feed = await createFeed(world.alice.client, { name: "Private to the customer" });
    const theirs: Any[] = await call(world.otherAdmin.client, feedOps.list);
    expect(theirs.map((f) => f.id)).not.toContain(feed.id);
    expect(theirs.filter((f) => !f.isDefault).map((f) => f.name)).toEqual(["Tier one"]);
    expect(await call(world.otherAdmin.client, feedOps.one, { id: feed.id })).toBeNull();
    for (const [query, variables] of [
      [feedOps.update, { input: { id: feed.id, name: "Taken over" } }],
      [feedOps.remove, { id: feed.id }],
      [feedOps.config, { input: { feedId: feed.id, favorite: true } }],
    ] as const)
      expect((await call(world.otherAdmin.client, query, variables)).__typename).toBe(
        "NotFoundError",
      );
  });

  it("an organisation without alerts has no feeds at all", async () => {
    expect(await call(world.outsider.client, feedOps.list)).toEqual({ __typename: "FORBIDDEN" });
    const create = await call(world.outsider.client, feedOps.create, {
      input: { name: "Anything", filter: {} },
    });
    expect(create).toEqual({ __typename: "FORBIDDEN" });
  });
});
