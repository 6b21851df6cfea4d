import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { possibleTypes } from "../../../../app/apollo/possible-types.generated.ts";
import type { CompanyHeader } from "../company-header.graphql.ts";
import type { CompanyRouteData } from "../company-loaders.ts";
import { CompanyProfileContext } from "../company-profile-context.ts";
import { profileBasePath, profileKindSubPages } from "../profile-paths.ts";

export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

/** A company shaped like the server's answer to the profile header query. */
export function buildCompanyHeader(overrides: Partial<CompanyHeader> = {}): CompanyHeader {
  return {
    __typename: "Company",
    id: "0b7c2f0e-5d5e-4c1a-9a57-3f1f7f0f0a01",
    slug: "acme-corp",
    displayName: "Acme Corp",
    legalName: "Acme Corporation Ltd",
    logoUrl: null,
    duns: "123456789",
    statusCode: "active",
    website: "acme.example",
    naicsTitle: "Industrial Machinery Manufacturing",
    sector: "Industrials",
    familyRole: "Global Ultimate",
    tags: [
      { __typename: "CompanyTag", name: "Strategic", slug: "strategic", primary: true },
      { __typename: "CompanyTag", name: "EMEA", slug: "emea", primary: false },
    ],
    locations: [
      {
        __typename: "CompanyLocation",
        city: "Hamburg",
        countryCode: "DE",
        country: "Germany",
        subdivisionName: "Hamburg",
        hq: true,
        geoLocation: { __typename: "GeoPoint", lat: 53.55, lon: 9.99 },
      },
    ],
    metrics: {
      __typename: "CompanyMetrics",
      employeeCount: 1250,
      foundedYear: 1987,
      revenueUsd: 250_000_000,
      creditScore: 71,
      creditRating: "B",
    },
    provenance: [
      {
        __typename: "FieldProvenance",
        field: "employeeCount",
        source: "dnb",
        fetchedAt: "2025-03-03T10:00:00.000Z",
      },
    ],
    ...overrides,
  };
}

export function testApolloClient(mocks: readonly Mock[]): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache({ possibleTypes }),
    link: new MockLink(mocks, { showWarnings: false }),
  });
}

/** Renders one sub-page inside a company profile, as the layout would provide it. */
export function renderSubPage(
  ui: ReactElement,
  {
    mocks,
    company = buildCompanyHeader(),
    path = "/company/acme-corp",
  }: {
    mocks: readonly Mock[];
    company?: CompanyHeader;
    path?: string;
  },
) {
  const route: CompanyRouteData = {
    company,
    kind: "company",
    basePath: profileBasePath("company", company.slug),
    subPages: profileKindSubPages.company,
  };
  const client = testApolloClient(mocks);
  return render(
    <ApolloProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <CompanyProfileContext value={route}>{ui}</CompanyProfileContext>
        </MemoryRouter>
      </MantineProvider>
    </ApolloProvider>,
  );
}

/** A ProfileArea as the server returns it. */
export function area(name: string, records: unknown[], source = "tierwise") {
  return {
    __typename: "ProfileArea" as const,
    area: name,
    source,
    fetchedAt: "2025-03-03T10:00:00.000Z",
    records,
    alternatives: [] as { __typename: "ProviderFetch"; source: string; fetchedAt: string }[],
  };
}
