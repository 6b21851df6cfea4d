import { Badge } from "@mantine/core";
import {
  type BulkRequestStatus,
  bulkRequestStatusLabels,
  type RequestStatus,
  requestStatusLabels,
} from "@tierwise/common/company-requests";

const requestColors: Record<RequestStatus, string> = {
  requested: "blue",
  needs_action: "orange",
  complete: "green",
  closed: "gray",
  replaced: "grape",
  retired: "dark",
};

const bulkColors: Record<BulkRequestStatus, string> = {
  uploaded: "yellow",
  processing: "blue",
  review: "orange",
  complete: "green",
  failed: "red",
};

/**
 * Mantine's badge clips its label with an ellipsis when its cell is narrow ("NEEDS …" in the
 * bulk list at 1400 px): a status must be read whole, so the badge is never narrower than it.
 */
const wholeLabel = "max-content";

/** A request's status as a badge, the same in the lists, the request page and its logs. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge
      color={requestColors[status]}
      variant="light"
      radius="sm"
      data-status={status}
      miw={wholeLabel}
    >
      {requestStatusLabels[status]}
    </Badge>
  );
}

export function BulkStatusBadge({ status }: { status: BulkRequestStatus }) {
  return (
    <Badge
      color={bulkColors[status]}
      variant="light"
      radius="sm"
      data-status={status}
      miw={wholeLabel}
    >
      {bulkRequestStatusLabels[status]}
    </Badge>
  );
}
