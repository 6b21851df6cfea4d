import { useQuery } from "@apollo/client/react";
import type { CommentTarget } from "../../comments/comment-target.ts";
import { TARGET_CASES_QUERY, targetCasesVariables } from "./target-cases.graphql.ts";

/** The case tab's dot: this company or portfolio has cases. */
export function useCasesDot(target: CommentTarget, enabled: boolean): boolean {
  const identifier = "caseId" in target ? null : target;
  const { data } = useQuery(TARGET_CASES_QUERY, {
    variables: targetCasesVariables(identifier ?? {}),
    skip: !enabled || identifier === null,
  });
  return (data?.supplierCases.totalCount ?? 0) > 0;
}
