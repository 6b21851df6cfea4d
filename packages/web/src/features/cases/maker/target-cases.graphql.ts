import { gql, type TypedDocumentNode } from "@apollo/client";
import { type CasePriority, type CaseStatus, caseLimits } from "@tierwise/common/cases";

/** The cases of one company or portfolio, for the activity panel's case tab (the cases contract). */

export interface TargetCase {
  __typename: "SupplierCase";
  id: string;
  rowNumber: number;
  title: string;
  status: CaseStatus;
  priority: CasePriority;
  dueDate: string | null;
  updatedAt: string;
}

export interface CaseIdentifierInput {
  companyId?: string;
  duns?: string;
  portfolioId?: string;
}

export const TARGET_CASES_QUERY: TypedDocumentNode<
  {
    supplierCases: {
      __typename: "SupplierCaseConnection";
      items: TargetCase[];
      totalCount: number;
    };
  },
  { identifier: CaseIdentifierInput; first: number; offset: number }
> = gql`
  query TargetSupplierCases($identifier: CaseIdentifierInput, $first: Int, $offset: Int) {
    supplierCases(identifier: $identifier, first: $first, offset: $offset) {
      items { id rowNumber title status priority dueDate updatedAt }
      totalCount
    }
  }
`;

/** The first page (25, spec 2 §9): the tab and its rail dot share one request. */
export function targetCasesVariables(identifier: CaseIdentifierInput) {
  return { identifier, first: caseLimits.pageSize, offset: 0 };
}
