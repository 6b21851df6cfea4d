import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildWorld, errorFields } from "../../test/admin-test-support.ts";
import { loginMutation } from "../../test/auth-operations.ts";
import { buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
});
afterAll(() => h.close());

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
type Any = any;
const orgFields =
  "id name type brandColor productName logoUrl ssoEnabled active featureFlags settings memberCount";
const validation = "... on ValidationError { fieldErrors { path message } }";
const create = `mutation($input: OrganizationInput!) { createOrganization(input: $input) { ${errorFields} ${validation} ... on OrganizationChangeSuccess { organization { ${orgFields} } } } }`;
const update = `mutation($id: ID!, $input: OrganizationInput!) { updateOrganization(id: $id, input: $input) { ${errorFields} ${validation} ... on OrganizationChangeSuccess { organization { ${orgFields} } } } }`;
const setActive = (name: string) =>
  `mutation($id: ID!) { ${name}(id: $id) { ${errorFields} ... on OrganizationChangeSuccess { organization { id active } } } }`;
const branding = `mutation($input: OrganizationBrandingInput!) { updateOrganizationBranding(input: $input) { ${errorFields} ${validation} ... on OrganizationChangeSuccess { organization { ${orgFields} } } } }`;
const manager = () => world.actors.tierwise_admin.client;

describe("organisation administration", () => {
  it("creates an organisation with every setting", async () => {
    const input = {
      name: "Globex",
      type: "customer",
      brandColor: "#1971c2",
      productName: "Globex Risk",
      logoUrl: "https://globex.example/logo.png",
      ssoEnabled: true,
      featureFlags: { nTier: true, caseManagementEnabled: true },
      portfolioLimit: 10,
      portfolioItemsLimit: 500,
      userAccountLimit: 25,
      maxPortfolioDepth: 3,
      customView: {
        homepageTitle: "Hello",
        hiddenLinks: ["/compare"],
        customSidebarLinks: [
          { enabled: true, title: "Wiki", url: "https://wiki.globex.example", iconUrl: null },
        ],
        poweredByLabel: "Powered by Tierwise",
        hideHome: true,
      },
      teamsTrial: { startDate: "2026-01-01", endDate: "2026-02-01" },
      securityReportDownloads: { companyIssueReport: true, summaryReport: false },
      allowedRoles: ["organization_admin", "user"],
      defaultRole: "user",
      jobTitles: ["Buyer"],
      businessUnits: ["Ops"],
      internalMailDomains: ["globex.example"],
    };
    const answer = await manager().gql<Any>(create, { input });
    const organization = answer.data.createOrganization.organization;
    expect(organization).toMatchObject({
      name: "Globex",
      brandColor: "#1971c2",
      ssoEnabled: true,
      active: true,
      memberCount: 0,
    });
    expect(organization.featureFlags).toMatchObject({
      nTier: true,
      caseManagementEnabled: true,
      comments: false,
    });
    expect(organization.settings).toMatchObject({
      userAccountLimit: 25,
      teamsTrial: input.teamsTrial,
      customView: { hideHome: true, customSidebarLinks: [{ title: "Wiki" }] },
    });
    const listed = await manager().gql<Any>(
      `{ organizations(query: "glob") { items { id } itemsCount } }`,
    );
    expect(listed.data.organizations.items).toEqual([{ id: organization.id }]);
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, organization.id));
    expect(row).toMatchObject({
      action: "organization.created",
      actorId: world.actors.tierwise_admin.user.id,
      before: null,
    });
  });

  it("refuses a bad colour, an over-long name, a default role outside allowedRoles and a backwards trial", async () => {
    const id = world.other.id;
    const cases = [
      [{ brandColor: "blue" }, "brandColor", messages.wrongColorHex],
      [{ name: "n".repeat(101) }, "name", messages.tooLong(100)],
      [{ allowedRoles: ["user"], defaultRole: "organization_admin" }, "defaultRole", undefined],
      [
        { teamsTrial: { startDate: "2026-03-01", endDate: "2026-02-01" } },
        "teamsTrial.endDate",
        undefined,
      ],
      [{ featureFlags: { nTier: "yes" } }, "featureFlags.nTier", undefined],
    ] as const;
    for (const [input, path, message] of cases) {
      const answer = await manager().gql<Any>(update, { id, input });
      const result = answer.data.updateOrganization;
      expect(result.__typename).toBe("ValidationError");
      expect(result.fieldErrors[0].path).toBe(path);
      if (message) expect(result.fieldErrors[0].message).toBe(message);
    }
    const created = await manager().gql<Any>(create, { input: { name: "" } });
    expect(created.data.createOrganization.__typename).toBe("ValidationError");
  });

  it("updates an organisation, keeping settings it was not given, with before and after audited", async () => {
    const answer = await manager().gql<Any>(update, {
      id: world.customer.id,
      input: { brandColor: "#ffffff", userAccountLimit: 40 },
    });
    expect(answer.data.updateOrganization.organization).toMatchObject({ brandColor: "#ffffff" });
    expect(answer.data.updateOrganization.organization.settings).toMatchObject({
      userAccountLimit: 40,
      jobTitles: ["Buyer"],
    });
    const rows = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "organization.updated"));
    expect(rows.at(-1)).toMatchObject({
      organizationId: world.customer.id,
      before: { brandColor: null },
      after: { brandColor: "#ffffff" },
    });
  });

  it("deactivates an organisation: its users are signed out and cannot sign in until reactivated", async () => {
    const { user, client } = await world.member(world.other.id, "user");
    const off = await manager().gql<Any>(setActive("deactivateOrganization"), {
      id: world.other.id,
    });
    expect(off.data.deactivateOrganization.organization).toEqual({
      id: world.other.id,
      active: false,
    });
    expect((await client.gql<Any>(`{ me { id } }`)).data).toEqual({ me: null });
    const login = await h
      .client()
      .gql<Any>(loginMutation, { input: { email: user.email, password: user.password } });
    expect(login.data.login.__typename).toBe("LoginFailedError");
    await manager().gql<Any>(setActive("reactivateOrganization"), { id: world.other.id });
    await h.signIn(user.email, user.password);
    const self = await manager().gql<Any>(setActive("deactivateOrganization"), {
      id: world.provider.id,
    });
    expect(self.data.deactivateOrganization.__typename).toBe("UnmodifiableError");
  });

  it("lets an organisation's own admins change only its branding and custom view", async () => {
    const answer = await world.actors.organization_admin.client.gql<Any>(branding, {
      input: {
        brandColor: "#123456",
        productName: "Our Portal",
        customView: { homepageTitle: "Welcome" },
      },
    });
    const organization = answer.data.updateOrganizationBranding.organization;
    expect(organization).toMatchObject({
      id: world.customer.id,
      brandColor: "#123456",
      productName: "Our Portal",
    });
    expect(organization.settings.customView.homepageTitle).toBe("Welcome");
    const bad = await world.actors.organization_admin.client.gql<Any>(branding, {
      input: { brandColor: "#12345g" },
    });
    expect(bad.data.updateOrganizationBranding.fieldErrors).toEqual([
      { path: "brandColor", message: messages.wrongColorHex },
    ]);
    const session = await world.actors.user.client.gql<Any>(
      `{ session { organization { brandColor productName } } }`,
    );
    expect(session.data.session.organization).toEqual({
      brandColor: "#123456",
      productName: "Our Portal",
    });
    const extra = await world.actors.organization_admin.client.gql<Any>(
      `mutation { updateOrganizationBranding(input: { userAccountLimit: 1000 }) { __typename } }`,
    );
    expect(extra.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});

describe("audit log", () => {
  it("shows organisation admins their own organisation, provider managers any", async () => {
    const own = await world.actors.organization_admin.client.gql<Any>(
      `{ auditLog(action: "organization.branding_updated") { items { action organizationId actorId before after } itemsCount } }`,
    );
    expect(own.data.auditLog.itemsCount).toBe(1);
    expect(own.data.auditLog.items[0]).toMatchObject({
      organizationId: world.customer.id,
      after: { brandColor: "#123456" },
    });
    const foreign = await world.actors.organization_admin.client.gql<Any>(
      `query($id: ID) { auditLog(organizationId: $id) { itemsCount } }`,
      { id: world.other.id },
    );
    expect(foreign.errors?.[0]?.message).toBe("Organisation not found.");
    const provider = await manager().gql<Any>(
      `query($id: ID) { auditLog(organizationId: $id) { itemsCount } }`,
      { id: world.customer.id },
    );
    expect(provider.data.auditLog.itemsCount).toBeGreaterThanOrEqual(2);
  });
});

describe("a new user of a created organisation", () => {
  it("sees its brand colour in the session", async () => {
    const created = await manager().gql<Any>(create, {
      input: { name: "Initech", brandColor: "#e03131" },
    });
    const id = created.data.createOrganization.organization.id;
    const user = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: id, role: "user" }],
    });
    const client = await h.signIn(user.email, user.password);
    const session = await client.gql<Any>(`{ session { organization { brandColor } } }`);
    expect(session.data.session.organization.brandColor).toBe("#e03131");
  });
});
