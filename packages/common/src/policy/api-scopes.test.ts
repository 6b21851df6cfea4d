import { describe, expect, it } from "vitest";
import { apiTokenInputSchema } from "../inputs/api-tokens.ts";
import { apiScopes, scopeOfAction } from "./api-scopes.ts";
import { actions, can } from "./can.ts";
import { effectivePermissions, type PolicyActor } from "./policy-actor.ts";

const admin: PolicyActor = {
  userId: "admin",
  organizationId: "org-admin",
  organizationType: "customer",
  role: "organization_admin",
  permissions: effectivePermissions("organization_admin", "customer"),
  flags: {},
};
const member: PolicyActor = {
  ...admin,
  userId: "member",
  role: "user",
  permissions: effectivePermissions("user", "customer"),
};

describe("API token scopes", () => {
  it("name a scope (or none, on purpose) for every policy action", () => {
    expect(actions.filter((action) => !(action in scopeOfAction))).toEqual([]);
    for (const scope of Object.values(scopeOfAction))
      if (scope !== null) expect(apiScopes).toContain(scope);
  });

  it("narrow the rules: the scope must cover the action, and write covers read", () => {
    expect(can({ ...admin, apiScopes: ["read:tags"] }, "tags.read")).toBe(true);
    expect(can({ ...admin, apiScopes: ["read:tags"] }, "tags.create")).toBe(false);
    expect(can({ ...admin, apiScopes: ["write:tags"] }, "tags.read")).toBe(true);
    expect(can({ ...admin, apiScopes: ["write:tags"] }, "tags.create")).toBe(true);
    expect(can({ ...admin, apiScopes: [] }, "tags.read")).toBe(false);
  });

  it("never give a token more than its owner has", () => {
    const everything = { ...member, apiScopes: apiScopes };
    // Object-level rules are asked with an object of the member's own organisation.
    const subject = { organizationId: member.organizationId, userId: "someone", dataPackages: [] };
    const ask = (actor: PolicyActor, action: string) =>
      (can as (a: PolicyActor, action: string, s?: unknown) => boolean)(actor, action, subject);
    for (const action of actions) {
      if (!ask(member, action)) expect(Boolean(ask(everything, action)), action).toBe(false);
    }
    expect(can({ ...member, apiScopes: ["write:organization"] }, "teams.create")).toBe(false);
  });

  it("never let a token manage tokens", () => {
    const everything = { ...admin, apiScopes: apiScopes };
    expect(can(everything, "apiTokens.managePersonal")).toBe(false);
    expect(can(everything, "apiTokens.manageService")).toBe(false);
    expect(can(admin, "apiTokens.manageService")).toBe(true);
    expect(can(member, "apiTokens.manageService")).toBe(false);
  });

  it("keep the scim scope to SCIM: it covers provisioning and nothing else, on service tokens", () => {
    const scim = { ...admin, apiScopes: ["scim" as const] };
    expect(actions.filter((action) => can(scim, action))).toEqual(["scim.provision"]);
    expect(can({ ...admin, apiScopes: ["write:organization"] }, "scim.provision")).toBe(false);
    expect(can({ ...member, apiScopes: ["scim"] }, "scim.provision")).toBe(false);
    const token = { name: "Entra ID", scopes: ["scim"], expiresInDays: 365 };
    const personal = apiTokenInputSchema.safeParse({ ...token, kind: "personal" });
    expect(personal.error?.issues.map((issue) => issue.path)).toEqual([["scopes"]]);
    const service = { ...token, kind: "service", serviceAccountName: "Entra ID" };
    expect(apiTokenInputSchema.safeParse(service).success).toBe(true);
  });
});
