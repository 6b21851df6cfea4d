import type { ApolloClient } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { CompanySubPage } from "@tierwise/common/company-profile";
import {
  data,
  type LoaderFunction,
  type Params,
  replace,
  type ShouldRevalidateFunction,
} from "react-router";
import { apolloClient } from "../../../app/apollo-client.ts";
import {
  COMPANY_BY_DUNS_QUERY,
  COMPANY_BY_ID_QUERY,
  COMPANY_BY_SLUG_QUERY,
  type CompanyHeader,
} from "./company-header.graphql.ts";
import {
  isSubPageOf,
  type ProfileKind,
  profileBasePath,
  profileKindSubPages,
  realSlugRedirect,
} from "./profile-paths.ts";

export type CompanyRouteData = {
  company: CompanyHeader;
  kind: ProfileKind;
  /** The profile's address without a sub-page, e.g. /company/acme or /company-dnb/123456789. */
  basePath: string;
  subPages: readonly CompanySubPage[];
};

const keyParam: Readonly<Record<ProfileKind, string>> = {
  company: "slug",
  dnb: "duns",
  cbinsights: "id",
};

const notFound = () => data(null, { status: 404 });

/** Spec 3 §8: a company query error on route load throws its first error. */
async function fetchCompany(
  client: ApolloClient,
  kind: ProfileKind,
  key: string,
): Promise<CompanyHeader | null> {
  try {
    switch (kind) {
      case "company":
        return (
          (
            await client.query({
              query: COMPANY_BY_SLUG_QUERY,
              variables: { slug: key },
              fetchPolicy: "cache-first",
            })
          ).data?.company ?? null
        );
      case "dnb":
        return (
          (
            await client.query({
              query: COMPANY_BY_DUNS_QUERY,
              variables: { duns: key },
              fetchPolicy: "cache-first",
            })
          ).data?.companyByDuns ?? null
        );
      case "cbinsights":
        return (
          (
            await client.query({
              query: COMPANY_BY_ID_QUERY,
              variables: { id: key },
              fetchPolicy: "cache-first",
            })
          ).data?.companyById ?? null
        );
    }
  } catch (error) {
    if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
      throw new Error(error.errors[0].message);
    }
    throw error;
  }
}

/**
 * Loader of a profile layout: finds the company (not found → the not-found page), sends an
 * all-digit slug to the real slug with the same sub-page and query string (replacing the history
 * entry), and sends the bare CB Insights address, which has no page of its own, to the profile.
 */
export function createCompanyLoader(
  kind: ProfileKind,
  client: ApolloClient = apolloClient,
): LoaderFunction {
  return async ({ params, request }) => {
    const key = params[keyParam[kind]];
    if (!key) throw notFound();
    const company = await fetchCompany(client, kind, key);
    if (!company) throw notFound();
    const url = new URL(request.url);
    if (kind === "company") {
      const target = realSlugRedirect({
        pathname: url.pathname,
        search: url.search,
        requestedSlug: key,
        realSlug: company.slug,
      });
      if (target) throw replace(target);
    }
    if (kind === "cbinsights" && params.subPage === undefined) {
      throw replace(profileBasePath("company", company.slug));
    }
    const route: CompanyRouteData = {
      company,
      kind,
      basePath: profileBasePath(kind, key),
      subPages: profileKindSubPages[kind],
    };
    return route;
  };
}

/** Unknown sub-pages get the not-found page; no sub-page means the overview. */
export function createSubPageLoader(kind: ProfileKind): LoaderFunction {
  return ({ params }) => {
    if (params.subPage !== undefined && !isSubPageOf(kind, params.subPage)) throw notFound();
    return null;
  };
}

function profileKey(params: Params): string {
  return `${params.slug ?? ""}|${params.duns ?? ""}|${params.id ?? ""}`;
}

/**
 * The company stays the same while the visitor moves between sub-pages or changes a page's
 * filters in the query string, so the layout only reloads for another company.
 */
export const shouldRevalidateCompany: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) => (profileKey(currentParams) === profileKey(nextParams) ? false : defaultShouldRevalidate);
