import { gql, type TypedDocumentNode } from "@apollo/client";

/** What the profile header and every sub-page know about the company (spec 3 §3 "Company"). */
export interface CompanyHeader {
  __typename: "Company";
  id: string;
  slug: string;
  displayName: string;
  legalName: string | null;
  logoUrl: string | null;
  duns: string | null;
  statusCode: string;
  website: string | null;
  naicsTitle: string | null;
  sector: string | null;
  familyRole: string | null;
  tags: { __typename: "CompanyTag"; name: string; slug: string; primary: boolean }[];
  locations: {
    __typename: "CompanyLocation";
    city: string | null;
    countryCode: string | null;
    country: string | null;
    subdivisionName: string | null;
    hq: boolean;
    geoLocation: { __typename: "GeoPoint"; lat: number; lon: number } | null;
  }[];
  metrics: {
    __typename: "CompanyMetrics";
    employeeCount: number | null;
    foundedYear: number | null;
    revenueUsd: number | null;
    creditScore: number | null;
    creditRating: string | null;
  };
  provenance: { __typename: "FieldProvenance"; field: string; source: string; fetchedAt: string }[];
}

const COMPANY_HEADER_FIELDS = gql`
  fragment CompanyHeaderFields on Company {
    id
    slug
    displayName
    legalName
    logoUrl
    duns
    statusCode
    website
    naicsTitle
    sector
    familyRole
    tags { name slug primary }
    locations {
      city
      countryCode
      country
      subdivisionName
      hq
      geoLocation { lat lon }
    }
    metrics { employeeCount foundedYear revenueUsd creditScore creditRating }
    provenance { field source fetchedAt }
  }
`;

/** An all-digit slug finds the company by DUNS; its real slug then differs (spec 3 §2). */
export const COMPANY_BY_SLUG_QUERY: TypedDocumentNode<
  { company: CompanyHeader | null },
  { slug: string }
> = gql`
  query CompanyProfileBySlug($slug: String!) {
    company(slug: $slug) { ...CompanyHeaderFields }
  }
  ${COMPANY_HEADER_FIELDS}
`;

export const COMPANY_BY_DUNS_QUERY: TypedDocumentNode<
  { companyByDuns: CompanyHeader | null },
  { duns: string }
> = gql`
  query CompanyProfileByDuns($duns: String!) {
    companyByDuns(duns: $duns) { ...CompanyHeaderFields }
  }
  ${COMPANY_HEADER_FIELDS}
`;

export const COMPANY_BY_ID_QUERY: TypedDocumentNode<
  { companyById: CompanyHeader | null },
  { id: string }
> = gql`
  query CompanyProfileById($id: ID!) {
    companyById(id: $id) { ...CompanyHeaderFields }
  }
  ${COMPANY_HEADER_FIELDS}
`;
