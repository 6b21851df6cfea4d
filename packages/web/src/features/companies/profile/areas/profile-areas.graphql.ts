import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ProfileAreaKey } from "@tierwise/common/company-profile";
import type { RawProfileArea } from "./parse-profile-areas.ts";

export type ProfileAreaResult = RawProfileArea & { __typename: "ProfileArea" };

export const PROFILE_AREA_FIELDS = gql`
  fragment ProfileAreaFields on ProfileArea {
    area
    source
    fetchedAt
    records
    alternatives { source fetchedAt }
  }
`;

export type ProfileAreasVariables = { id: string; areas: ProfileAreaKey[] };

/** The stored areas a sub-page reads (subPageAreas in @tierwise/common/company-profile). */
export const PROFILE_AREAS_QUERY: TypedDocumentNode<
  { companyById: { __typename: "Company"; id: string; profile: ProfileAreaResult[] } | null },
  ProfileAreasVariables
> = gql`
  query CompanyProfileAreas($id: ID!, $areas: [ProfileAreaKey!]) {
    companyById(id: $id) {
      id
      profile(areas: $areas) { ...ProfileAreaFields }
    }
  }
  ${PROFILE_AREA_FIELDS}
`;
