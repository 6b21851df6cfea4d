import { gql, type TypedDocumentNode } from "@apollo/client";

/** Spec 3 §8: reports need a data package; the page asks before loading any report. */
export const REPORTS_ACCESS_QUERY: TypedDocumentNode<
  { companyById: { __typename: "Company"; id: string; reportsAvailable: boolean } | null },
  { id: string }
> = gql`
  query CompanyReportsAccess($id: ID!) {
    companyById(id: $id) {
      id
      reportsAvailable
    }
  }
`;
