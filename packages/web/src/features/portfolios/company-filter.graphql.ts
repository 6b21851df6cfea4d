import { gql, type TypedDocumentNode } from "@apollo/client";

/** Names of the companies chosen in the portfolio page's "Companies" filter. */
export const FILTER_COMPANIES_QUERY: TypedDocumentNode<
  { companiesByIds: { __typename: "Company"; id: string; displayName: string }[] },
  { ids: string[] }
> = gql`
  query PortfolioFilterCompanies($ids: [ID!]!) {
    companiesByIds(ids: $ids) { id displayName }
  }
`;
