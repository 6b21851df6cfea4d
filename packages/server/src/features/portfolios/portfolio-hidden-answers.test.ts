import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  buildPortfolioOrganization,
  call,
  createPortfolio,
  ops,
} from "../../test/portfolio-operations.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are compared whole.
type Any = any;

/**
 * Issue 26, leaks 4 and 5: what hangs off a portfolio the viewer does not see (its children, a
 * risk-signal dismissal on it) answers exactly as for an unknown id.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const unknownId = "00000000-0000-4000-8000-000000000000";
const children = `query($parentId: ID) { portfolios(parentId: $parentId) { itemsCount items { id name } } }`;
const dismiss = `mutation($input: DismissRiskSignalInput!) { dismissRiskSignal(input: $input) {
  __typename ... on Error { message } ... on RiskSignalSuccess { action { id } } } }`;
const restore = `mutation($actionId: ID!) { restoreRiskSignal(actionId: $actionId) {
  __typename ... on Error { message } ... on RiskSignalSuccess { action { id } } } }`;

describe("a portfolio the viewer does not see", () => {
  it("lists no children under it, as for an unknown parent", async () => {
    const { organization, member } = await buildPortfolioOrganization(h);
    const owner = await member();
    const viewer = await member();
    const hidden = await createPortfolio(owner.client, "Owner's own");
    const child = await createPortfolio(owner.client, "Shared below", hidden.id);
    const shared = await call(owner.client, ops.share, {
      id: child.id,
      entries: [
        { actorType: "user", actorId: owner.user.id, editable: true },
        { actorType: "org", actorId: organization.id, editable: false },
      ],
    });
    expect(shared.__typename).toBe("PortfolioChangeSuccess");
    // The child itself is shared: the viewer finds it on its own…
    const all = await viewer.client.gql<Any>(children, {});
    expect(all.data.portfolios.items.map((p: Any) => p.id)).toContain(child.id);
    // …but not by naming the parent they cannot see.
    const byHidden = await viewer.client.gql<Any>(children, { parentId: hidden.id });
    const byUnknown = await viewer.client.gql<Any>(children, { parentId: unknownId });
    expect(byHidden).toEqual(byUnknown);
    expect(byHidden.data.portfolios.itemsCount).toBe(0);
    // The owner, who sees the parent, still lists its child.
    const theirs = await owner.client.gql<Any>(children, { parentId: hidden.id });
    expect(theirs.data.portfolios.items.map((p: Any) => p.id)).toEqual([child.id]);
  });

  it("answers a restore of a dismissal on it as for an unknown action", async () => {
    const { member } = await buildPortfolioOrganization(h, {
      settings: { featureFlags: { riskDashboardAccess: true } },
    });
    const owner = await member("organization_admin");
    const viewer = await member();
    const hidden = await createPortfolio(owner.client, "Unshared watch list");
    const company = await buildCompany(h.database.db);
    const added = await call(owner.client, ops.add, {
      portfolioIds: [hidden.id],
      companyIds: [company.id],
    });
    expect(added.__typename).toBe("PortfolioCompaniesSuccess");
    const dismissed = await owner.client.gql<Any>(dismiss, {
      input: {
        signalId: "sanctions",
        context: "sanctions",
        message: "Possible sanctions match",
        portfolioId: hidden.id,
        companyId: company.id,
        reason: "Checked by hand",
      },
    });
    expect(dismissed.data.dismissRiskSignal.__typename).toBe("RiskSignalSuccess");
    const actionId = dismissed.data.dismissRiskSignal.action.id;
    const onHidden = await viewer.client.gql<Any>(restore, { actionId });
    const onUnknown = await viewer.client.gql<Any>(restore, { actionId: unknownId });
    expect(onHidden).toEqual(onUnknown);
    expect(onHidden.data.restoreRiskSignal.message).toBe("Not found.");
  });
});
