import { customConfigName, riskMessages } from "@tierwise/common/risk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import {
  type Any,
  buildRiskWorld,
  call,
  categoriesInput,
  type RiskWorld,
  riskOps,
  runAllJobs,
} from "./risk-test-support.ts";

let h: Harness;
let w: RiskWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildRiskWorld(h);
});
afterAll(() => h.close());

const admin = () => w.admin.client;

describe("risk configurations", () => {
  let custom: Any;

  it("lists the default first; it cannot be changed", async () => {
    const configs = await call(admin(), riskOps.configs);
    expect(configs[0]).toMatchObject({
      id: defaultRiskConfigId,
      isDefault: true,
      canModify: false,
      revision: 1,
    });
    expect(configs[0].categories.map((c: Any) => c.name)).toEqual([
      "Financial",
      "Cyber",
      "ESG",
      "Compliance",
    ]);
    const updated = await call(admin(), riskOps.update, {
      input: { id: defaultRiskConfigId, name: "Mine" },
    });
    expect(updated).toMatchObject({
      __typename: "UnmodifiableError",
      message: riskMessages.defaultUnmodifiable,
    });
  });

  it("creates a copy of the default named Custom Risk Hub {count}", async () => {
    const created = await call(admin(), riskOps.create);
    expect(created.__typename).toBe("RiskConfigSuccess");
    custom = created.config;
    expect(custom).toMatchObject({
      name: customConfigName(1),
      isDefault: false,
      canModify: true,
      revision: 1,
    });
    expect(custom.revisions[0].committedBy.id).toBe(w.admin.user.id);
  });

  it("a member without create:risk_config cannot create or edit", async () => {
    const answer = await w.member.client.gql(riskOps.create);
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const configs = await call(w.member.client, riskOps.configs);
    expect(configs.find((c: Any) => c.id === custom.id).canModify).toBe(false);
  });

  it("edits stay in the draft; a commit refuses weights that do not sum to 1", async () => {
    const categories = categoriesInput(custom);
    categories[0].weight = 0.5; // 0.5 + 3 × 0.25 = 1.25
    const drafted = await call(admin(), riskOps.update, { input: { id: custom.id, categories } });
    expect(drafted.config).toMatchObject({ inProgress: true, revision: 1 });
    const refused = await call(admin(), riskOps.commit, { id: custom.id });
    expect(refused).toMatchObject({
      __typename: "InvalidRiskConfigError",
      message: riskMessages.invalidRiskConfig,
      path: "categories",
    });
    categories[0].weight = 0.25;
    categories[1].risks[0].weight = 0.9;
    await call(admin(), riskOps.update, { input: { id: custom.id, categories } });
    const metricsRefused = await call(admin(), riskOps.commit, { id: custom.id });
    expect(metricsRefused).toMatchObject({
      __typename: "InvalidRiskConfigError",
      path: "categories.1.risks",
    });
  });

  it("commit makes a new revision with who and what; rollback returns to any revision as a new one", async () => {
    const categories = categoriesInput(custom);
    categories[0].weight = 0.4;
    categories[1].weight = 0.1;
    await call(admin(), riskOps.update, { input: { id: custom.id, categories } });
    const committed = await call(admin(), riskOps.commit, { id: custom.id });
    expect(committed.__typename).toBe("RiskConfigSuccess");
    expect(committed.config).toMatchObject({ revision: 2, inProgress: false });
    expect(committed.config.categories[0].weight).toBe(0.4);
    expect(committed.config.revisions[0].changes).toEqual([
      "Financial weight 0.25 → 0.4",
      "Cyber weight 0.25 → 0.1",
    ]);
    expect(committed.config.revisions[0].committedBy.id).toBe(w.admin.user.id);

    const rolled = await call(admin(), riskOps.rollback, { id: custom.id, revision: 1 });
    expect(rolled.config.revision).toBe(3);
    expect(rolled.config.categories[0].weight).toBe(0.25);
    expect(rolled.config.revisions[0].changes[0]).toBe("Rolled back to revision 1");
    expect(rolled.config.revisions.map((r: Any) => r.revision)).toEqual([3, 2, 1]);
  });

  it("discard drops the draft; nothing to commit without one", async () => {
    await call(admin(), riskOps.update, { input: { id: custom.id, name: "Renamed" } });
    const discarded = await call(admin(), riskOps.discard, { id: custom.id });
    expect(discarded.config).toMatchObject({ inProgress: false, name: customConfigName(1) });
    const nothing = await call(admin(), riskOps.commit, { id: custom.id });
    expect(nothing).toMatchObject({
      __typename: "ValidationError",
      message: riskMessages.nothingToCommit,
    });
  });

  it("at most 6 configurations including the default: the sixth creation is refused", async () => {
    for (let n = 2; n <= 5; n++) {
      const created = await call(admin(), riskOps.create);
      expect(created.config.name).toBe(customConfigName(n));
    }
    const refused = await call(admin(), riskOps.create);
    expect(refused).toMatchObject({
      __typename: "LimitReachedError",
      limit: 5,
      message: riskMessages.configLimitReached,
    });
    expect(await call(admin(), riskOps.configs)).toHaveLength(6);
  });

  it("another organisation's configurations are invisible", async () => {
    const theirs = await call(w.outsider.client, riskOps.configs);
    expect(theirs.map((c: Any) => c.id)).toEqual([defaultRiskConfigId]);
    expect(await call(w.outsider.client, riskOps.config, { id: custom.id })).toBeNull();
    const update = await call(w.outsider.client, riskOps.update, {
      input: { id: custom.id, name: "Theirs" },
    });
    expect(update.__typename).toBe("NotFoundError");
    expect((await call(w.outsider.client, riskOps.remove, { id: custom.id })).__typename).toBe(
      "NotFoundError",
    );
    expect(await call(w.outsider.client, riskOps.select, { id: custom.id })).toBe(false);
    const hub = await w.outsider.client.gql(riskOps.count, {
      configId: custom.id,
      view: "companies",
    });
    expect(hub.errors?.[0]).toMatchObject({
      message: "Risk configuration not found.",
      extensions: { code: "FORBIDDEN" },
    });
  });

  it("the selected configuration is a user setting; hideDefaultRiskConfig hides the default", async () => {
    expect(await call(w.member.client, riskOps.selected)).toBe(defaultRiskConfigId);
    expect(await call(w.member.client, riskOps.select, { id: custom.id })).toBe(true);
    expect(await call(w.member.client, riskOps.selected)).toBe(custom.id);
    const only = await call(admin(), riskOps.configs, { only: true });
    expect(only.every((c: Any) => !c.isDefault)).toBe(true);
  });

  it("deleting a custom configuration; the default cannot be deleted", async () => {
    expect((await call(admin(), riskOps.remove, { id: defaultRiskConfigId })).__typename).toBe(
      "UnmodifiableError",
    );
    expect(await call(admin(), riskOps.remove, { id: custom.id })).toMatchObject({
      __typename: "DeleteSuccess",
    });
    expect(await call(w.member.client, riskOps.selected)).toBe(defaultRiskConfigId);
    await runAllJobs(h);
  });
});
