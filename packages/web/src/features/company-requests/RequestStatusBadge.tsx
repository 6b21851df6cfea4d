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

/** A status as a badge whose label is always read whole. */
function StatusBadge({ status, color, label }: { status: string; color: string; label: string }) {
  return (
    <Badge color={color} variant="light" radius="sm" data-status={status} miw={wholeLabel}>
      {label}
    </Badge>
  );
}

/** A request's status as a badge, the same in the lists, the request page and its logs. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <StatusBadge
      status={status}
      color={requestColors[status]}
      label={requestStatusLabels[status]}
    />
  );
}

export function BulkStatusBadge({ status }: { status: BulkRequestStatus }) {
  return (
    <StatusBadge
      status={status}
      color={bulkColors[status]}
      label={bulkRequestStatusLabels[status]}
    />
  );
}
