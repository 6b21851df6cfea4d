import { gql, type TypedDocumentNode } from "@apollo/client";
import type { FamilyMember } from "./hierarchy-tree.ts";

export type CorporateHierarchy = {
  __typename: "CorporateHierarchy";
  globalUltimateId: string;
  familySize: number;
  truncated: boolean;
  countries: string[];
  familyRoles: string[];
  members: (FamilyMember & { __typename: "CorporateHierarchyMember" })[];
};

export type HierarchyFilterInput = {
  companies?: string[];
  countries?: string[];
  familyRoles?: string[];
};

/** The corporate family of the company (spec 3 §2; lookup capped at 10,000 by the server). */
export const CORPORATE_HIERARCHY_QUERY: TypedDocumentNode<
  {
    companyById: {
      __typename: "Company";
      id: string;
      corporateHierarchy: CorporateHierarchy;
    } | null;
  },
  { id: string; filter?: HierarchyFilterInput }
> = gql`
  query CompanyCorporateHierarchy($id: ID!, $filter: CorporateHierarchyFilter) {
    companyById(id: $id) {
      id
      corporateHierarchy(filter: $filter) {
        globalUltimateId
        familySize
        truncated
        countries
        familyRoles
        members {
          id
          slug
          displayName
          duns
          countryCode
          city
          familyRoleCode
          familyRole
          parentId
          depth
          employeeCount
          revenueUsd
        }
      }
    }
  }
`;
