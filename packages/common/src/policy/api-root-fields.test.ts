import { describe, expect, it } from "vitest";
import { apiMutationFields, apiQueryFields, tokenMayUseRootField } from "./api-root-fields.ts";
import { apiScopes, isApiScope } from "./api-scopes.ts";

describe("tokenMayUseRootField", () => {
  it("asks the field's scope, with write covering read", () => {
    expect(tokenMayUseRootField(["read:companies"], "query", "quickSearch")).toBe(true);
    expect(tokenMayUseRootField(["write:companies"], "query", "quickSearch")).toBe(true);
    expect(tokenMayUseRootField(["read:tags"], "query", "quickSearch")).toBe(false);
    expect(tokenMayUseRootField(["read:tags"], "mutation", "createTag")).toBe(false);
    expect(tokenMayUseRootField(["write:tags"], "mutation", "createTag")).toBe(true);
  });

  it("never opens a null field, an unlisted one or a subscription, whatever the scopes", () => {
    for (const field of ["me", "session", "settings", "snackbarUndos", "apiTokens"]) {
      expect(tokenMayUseRootField(apiScopes, "query", field), field).toBe(false);
    }
    for (const field of ["markAllNotificationsRead", "updateAdvancedSearchColumns", "login"]) {
      expect(tokenMayUseRootField(apiScopes, "mutation", field), field).toBe(false);
    }
    expect(tokenMayUseRootField(apiScopes, "query", "notInTheTable")).toBe(false);
    expect(tokenMayUseRootField(apiScopes, "query", "toString")).toBe(false);
    // A query field's name does not open the mutation of the same name, nor the reverse.
    expect(tokenMayUseRootField(apiScopes, "mutation", "tags")).toBe(false);
    expect(tokenMayUseRootField(apiScopes, "subscription", "tags")).toBe(false);
  });

  it("lets GraphQL's meta fields pass with any scopes", () => {
    for (const field of ["__typename", "__schema", "__type"]) {
      expect(tokenMayUseRootField([], "query", field), field).toBe(true);
    }
  });

  it("names only real scopes, policy or null in the table", () => {
    for (const [field, access] of Object.entries({ ...apiQueryFields, ...apiMutationFields })) {
      const known = access === null || access === "policy" || isApiScope(access);
      expect(known, field).toBe(true);
    }
  });

  it("never opens a mutation to a read scope alone", () => {
    for (const [field, access] of Object.entries(apiMutationFields)) {
      expect(access?.startsWith("read:") ?? false, field).toBe(false);
    }
  });
});
