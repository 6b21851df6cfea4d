import { describe, expect, it } from "vitest";
import {
  companyPath,
  isSubPageOf,
  profileBasePath,
  realSlugRedirect,
  subPagePath,
} from "./profile-paths.ts";

describe("realSlugRedirect", () => {
  it("sends an all-digit slug to the real slug, keeping sub-page and query string", () => {
    expect(
      realSlugRedirect({
        pathname: "/company/123456789/link-analysis",
        search: "?entity=person&countries=DE,FR",
        requestedSlug: "123456789",
        realSlug: "acme-corp",
      }),
    ).toBe("/company/acme-corp/link-analysis?entity=person&countries=DE,FR");
  });

  it("keeps the overview (no sub-page) and drops a trailing slash", () => {
    expect(
      realSlugRedirect({
        pathname: "/company/123456789/",
        search: "",
        requestedSlug: "123456789",
        realSlug: "acme-corp",
      }),
    ).toBe("/company/acme-corp");
  });

  it("does nothing when the address already carries the real slug", () => {
    expect(
      realSlugRedirect({
        pathname: "/company/4711/financials",
        search: "",
        requestedSlug: "4711",
        realSlug: "4711",
      }),
    ).toBeNull();
  });

  it("encodes slugs that need it", () => {
    expect(
      realSlugRedirect({
        pathname: "/company/42",
        search: "",
        requestedSlug: "42",
        realSlug: "a b",
      }),
    ).toBe("/company/a%20b");
  });
});

describe("sub-page paths", () => {
  it("links the overview to the bare profile address", () => {
    expect(subPagePath("/company/acme", "overview")).toBe("/company/acme");
    expect(subPagePath("/company/acme", "esg")).toBe("/company/acme/esg");
    expect(companyPath("acme", "ubo")).toBe("/company/acme/ubo");
    expect(profileBasePath("dnb", "123456789")).toBe("/company-dnb/123456789");
  });

  it("knows which sub-pages each kind of profile has", () => {
    expect(isSubPageOf("company", "corporate-hierarchy-2")).toBe(true);
    expect(isSubPageOf("company", "bogus")).toBe(false);
    expect(isSubPageOf("dnb", "link-analysis")).toBe(true);
    expect(isSubPageOf("dnb", "esg")).toBe(false);
    expect(isSubPageOf("cbinsights", "pdf-preview")).toBe(true);
    expect(isSubPageOf("cbinsights", "overview")).toBe(false);
    expect(isSubPageOf("company", undefined)).toBe(false);
  });
});
