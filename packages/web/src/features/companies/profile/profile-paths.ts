import {
  type CompanySubPage,
  companySubPages,
  dnbSubPages,
} from "@tierwise/common/company-profile";

/**
 * The three ways a profile is addressed (spec 3 §2): by slug (every sub-page), by D&B number
 * (a few sub-pages) and by CB Insights id (the PDF preview only).
 */
export type ProfileKind = "company" | "dnb" | "cbinsights";

export const profileKindSubPages: Readonly<Record<ProfileKind, readonly CompanySubPage[]>> = {
  company: companySubPages,
  dnb: dnbSubPages,
  cbinsights: ["pdf-preview"],
};

const kindPrefix: Readonly<Record<ProfileKind, string>> = {
  company: "/company",
  dnb: "/company-dnb",
  cbinsights: "/company-cbinsights",
};

/** "/company/acme", "/company-dnb/123456789", "/company-cbinsights/<id>". */
export function profileBasePath(kind: ProfileKind, key: string): string {
  return `${kindPrefix[kind]}/${encodeURIComponent(key)}`;
}

/** Overview is the default sub-page, so its link is the bare profile address. */
export function subPagePath(basePath: string, subPage: CompanySubPage): string {
  return subPage === "overview" ? basePath : `${basePath}/${subPage}`;
}

/** The profile of a company by slug (links from hierarchy, competitors, vendors). */
export function companyPath(slug: string, subPage: CompanySubPage = "overview"): string {
  return subPagePath(profileBasePath("company", slug), subPage);
}

export function isSubPageOf(kind: ProfileKind, value: string | undefined): value is CompanySubPage {
  return value !== undefined && profileKindSubPages[kind].some((page) => page === value);
}

/**
 * Spec 3 §2: an all-digit slug is looked up (as a DUNS number) and redirected to the real slug.
 * Returns the same address with the real slug (same sub-page, same query string), or null when
 * the address already carries it.
 */
export function realSlugRedirect(input: {
  pathname: string;
  search: string;
  requestedSlug: string;
  realSlug: string;
}): string | null {
  if (input.requestedSlug === input.realSlug) return null;
  const [, , , ...rest] = input.pathname.split("/");
  const tail = rest.filter((segment) => segment !== "");
  return [profileBasePath("company", input.realSlug), ...tail].join("/") + input.search;
}
