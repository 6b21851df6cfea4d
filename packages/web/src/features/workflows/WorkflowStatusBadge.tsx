import { Badge } from "@mantine/core";
import { type WorkflowStatus, workflowStatusLabels } from "@tierwise/common/workflows/messages";
import { statusColors } from "./workflow-labels.ts";

/** A workflow's status, the same in the list, the company tab and the workflow page. */
export function WorkflowStatusBadge({ status }: { status: WorkflowStatus }) {
  return (
    <Badge
      variant="filled"
      color={statusColors[status]}
      radius="sm"
      styles={{ root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } }}
      data-status={status}
    >
      {workflowStatusLabels[status]}
    </Badge>
  );
}
