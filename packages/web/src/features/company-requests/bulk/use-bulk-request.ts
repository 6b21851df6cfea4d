import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { BULK_REQUEST_QUERY } from "./bulk-request.graphql.ts";

/** How often a processing bulk request is asked for again (issue 16: a live progress bar). */
export const bulkPollMs = 1000;

/**
 * One bulk request, asked for every second while it is processing; polling stops as soon as
 * an answer says it is done (complete, review or failed).
 */
export function useBulkRequest(id: string) {
  const query = useQuery(BULK_REQUEST_QUERY, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const processing = query.data?.bulkRequest?.status === "processing";
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!processing) return;
    startPolling(bulkPollMs);
    return () => stopPolling();
  }, [processing, startPolling, stopPolling]);
  return query;
}
