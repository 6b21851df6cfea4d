import { gql, type TypedDocumentNode } from "@apollo/client";
import { PROFILE_AREA_FIELDS, type ProfileAreaResult } from "../areas/profile-areas.graphql.ts";
import type { linkAnalysisFilterInput } from "./link-analysis-filters.ts";

/** Link-analysis records after the page's filters (the server applies them). */
export const LINK_ANALYSIS_QUERY: TypedDocumentNode<
  {
    companyById: {
      __typename: "Company";
      id: string;
      linkAnalysis: ProfileAreaResult | null;
    } | null;
  },
  { id: string; filter: ReturnType<typeof linkAnalysisFilterInput> }
> = gql`
  query CompanyLinkAnalysis($id: ID!, $filter: LinkAnalysisFilter) {
    companyById(id: $id) {
      id
      linkAnalysis(filter: $filter) { ...ProfileAreaFields }
    }
  }
  ${PROFILE_AREA_FIELDS}
`;
