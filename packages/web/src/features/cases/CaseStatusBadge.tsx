import { Badge } from "@mantine/core";
import { type CaseStatus, caseStatusColors, caseStatusLabels } from "@tierwise/common/cases";

/** A case status in the spec's badge colours (spec 2 §2), the same in the list, board and maker. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const colors = caseStatusColors[status];
  return (
    <Badge
      variant="filled"
      radius="sm"
      // A status is never cut short ("IN PRO…"): the badge keeps its width in narrow columns.
      styles={{
        root: {
          background: colors.background,
          color: colors.text,
          flexShrink: 0,
          overflow: "visible",
        },
        label: { overflow: "visible" },
      }}
      data-status={status}
    >
      {caseStatusLabels[status]}
    </Badge>
  );
}
