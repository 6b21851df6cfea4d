import { useMemo } from "react";
import { requestListPageOf } from "../company-request.graphql.ts";
import { requestFiltersInput } from "../request-filters.ts";
import { useRequestFilters } from "../use-request-filters.ts";
import { RequestFilterBar } from "./RequestFilterBar.tsx";
import { RequestListResults } from "./RequestListResults.tsx";
import { RequestsFrame } from "./RequestsFrame.tsx";

/** /requests/needs-action and /requests/individual: filtered requests, 25 a page. */
function RequestListPage({ page }: { page: "needs-action" | "individual" }) {
  const { filters, setFilters } = useRequestFilters();
  // Needs action is one status already: a stored status filter does not narrow it further.
  const input = useMemo(
    () => requestFiltersInput(page === "needs-action" ? { ...filters, status: null } : filters),
    [filters, page],
  );
  return (
    <RequestsFrame page={page}>
      <RequestFilterBar
        filters={filters}
        onChange={setFilters}
        withStatus={page !== "needs-action"}
      />
      <RequestListResults page={requestListPageOf(page)} filters={input} />
    </RequestsFrame>
  );
}

export function NeedsActionRequestsPage() {
  return <RequestListPage page="needs-action" />;
}

export function IndividualRequestsPage() {
  return <RequestListPage page="individual" />;
}
