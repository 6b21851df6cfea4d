import { Anchor, Text } from "@mantine/core";
import { missingValue } from "@tierwise/common/formatting";
import { Link } from "react-router";
import { WidgetTable } from "./WidgetTable.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

type Task = WidgetViewProps<"overdueTasks">["data"]["tasks"][number];
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** Case tasks past their due date, the longest overdue first; each opens its case. */
export function OverdueTasksWidget({ data }: WidgetViewProps<"overdueTasks">) {
  return (
    <>
      <Text size="sm" mb={4}>
        {data.total === 1 ? "1 task is overdue." : `${data.total} tasks are overdue.`}
      </Text>
      <WidgetTable<Task>
        caption="Overdue tasks"
        rows={data.tasks}
        rowKey={(task) => task.id}
        columns={[
          { header: "Task", cell: (task) => task.title },
          {
            header: "Case",
            cell: (task) => (
              <Anchor component={Link} to={`/cases/${task.caseId}`} size="sm">
                {task.caseNumber === null
                  ? task.caseTitle
                  : `#${task.caseNumber} ${task.caseTitle}`}
              </Anchor>
            ),
          },
          { header: "Due", cell: (task) => dayFormat.format(new Date(task.dueDate)) },
          { header: "Assignee", cell: (task) => task.assigneeName ?? missingValue },
        ]}
      />
    </>
  );
}
