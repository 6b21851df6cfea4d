import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apolloClient } from "../../../app/apollo-client.ts";
import {
  emptyNavigationPreferences,
  navigationRegistry,
} from "../../../app/navigation/navigation-registry.ts";
import type { Session } from "../../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../../app/session/session-query.ts";
import {
  buildOrganization,
  buildSession,
  withTypenames,
} from "../../../app/testing/session-fixtures.ts";
import {
  lastAdvancedSearchQuery,
  lastSearchStorageKey,
  rememberAdvancedSearch,
} from "./last-search.ts";
import { advancedSearchLoader } from "./search.loaders.ts";

function signIn(advancedSearch: boolean) {
  const session = buildSession({
    organization: buildOrganization({ featureFlags: { advancedSearch } }),
  });
  apolloClient.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(session) as unknown as Session },
  });
}

async function load(url: string): Promise<unknown> {
  try {
    return await advancedSearchLoader({
      request: new Request(`http://tierwise.test${url}`),
      params: {},
      context: undefined,
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

const advancedSearchLink = () => {
  const entry = navigationRegistry.find((item) => item.id === "advanced-search");
  if (!entry) throw new Error("no advanced-search entry");
  return entry;
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => apolloClient.cache.reset());

describe("/search loader", () => {
  it("is not found without the advancedSearch feature", async () => {
    signIn(false);
    const outcome = (await load("/search")) as { type?: string; init?: { status: number } };
    expect(outcome?.init?.status).toBe(404);
  });

  it("redirects to the canonical query string, dropping an inverted range", async () => {
    signIn(true);
    const outcome = await load("/search?employeeCount=500,10&q=Acm%C3%A9,%20Borg&utm=x");
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get("Location")).toBe("/search?q=acme+or+borg");
    expect(lastAdvancedSearchQuery()).toBe("");
  });

  it("remembers the parameters, without page and saved search, for the navigation link", async () => {
    signIn(true);
    expect(await load("/search?q=steel&employeeCount=10,500&page=3&saved=abc")).toBeNull();
    expect(window.sessionStorage.getItem(lastSearchStorageKey)).toBe(
      "?q=steel&employeeCount=10,500",
    );
    const session = buildSession({
      organization: buildOrganization({ featureFlags: { advancedSearch: true } }),
    });
    expect(advancedSearchLink().target(session, emptyNavigationPreferences)).toBe(
      "/search?q=steel&employeeCount=10,500",
    );
    expect(advancedSearchLink().available).toBe(true);
  });

  it("forgets the last search when the default search is opened", async () => {
    signIn(true);
    rememberAdvancedSearch("?q=steel");
    expect(await load("/search")).toBeNull();
    expect(lastAdvancedSearchQuery()).toBe("");
  });

  it("ignores stored values this page did not write", () => {
    window.sessionStorage.setItem(lastSearchStorageKey, "javascript:alert(1)");
    expect(lastAdvancedSearchQuery()).toBe("");
    window.sessionStorage.setItem(lastSearchStorageKey, "?q=a#fragment");
    expect(lastAdvancedSearchQuery()).toBe("");
  });
});
