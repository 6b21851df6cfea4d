import { Anchor, Badge, Group, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconFlag } from "@tabler/icons-react";
import type { WorkflowSortKey } from "@tierwise/common/workflows/messages";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { WorkflowStatusBadge } from "../WorkflowStatusBadge.tsx";
import { formatDueDate, formatMoment } from "../workflow-dates.ts";
import { scoreText, stepKindLabels } from "../workflow-labels.ts";
import { workflowPath } from "../workflow-paths.ts";
import type { WorkflowRow, WorkflowSortInput } from "../workflows.graphql.ts";

type WorkflowTableProps = {
  rows: readonly WorkflowRow[];
  sort: WorkflowSortInput;
  /** Without it the headers do not sort (a company's tab shows its newest first). */
  onSort?: (key: WorkflowSortKey) => void;
  /** A company's own tab leaves its name out. */
  withCompany?: boolean;
  label: string;
};

function SortHeader({
  sortKey,
  sort,
  onSort,
  children,
}: {
  sortKey: WorkflowSortKey;
  sort: WorkflowSortInput;
  onSort?: (key: WorkflowSortKey) => void;
  children: ReactNode;
}) {
  if (!onSort) return <Table.Th scope="col">{children}</Table.Th>;
  const sorted = sort.key === sortKey;
  const descending = sort.direction === "Desc";
  return (
    <Table.Th
      scope="col"
      aria-sort={sorted ? (descending ? "descending" : "ascending") : "none"}
      style={{ whiteSpace: "nowrap" }}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        fw={700}
        fz="sm"
        style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
      >
        {children}
        {!sorted ? (
          <IconArrowsSort size={14} aria-hidden opacity={0.5} />
        ) : descending ? (
          <IconArrowDown size={14} aria-hidden />
        ) : (
          <IconArrowUp size={14} aria-hidden />
        )}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Workflows as a table: the workflow (its page), the company, template and version, status,
 * the current step, due date (overdue marked), score and red flags, and the last change.
 */
export function WorkflowTable({
  rows,
  sort,
  onSort,
  withCompany = true,
  label,
}: WorkflowTableProps) {
  return (
    <Table.ScrollContainer minWidth={withCompany ? 980 : 820}>
      <Table striped highlightOnHover aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Workflow</Table.Th>
            {withCompany ? (
              <SortHeader sortKey="companyName" sort={sort} onSort={onSort}>
                Company
              </SortHeader>
            ) : null}
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Step</Table.Th>
            <SortHeader sortKey="dueDate" sort={sort} onSort={onSort}>
              Due date
            </SortHeader>
            <SortHeader sortKey="score" sort={sort} onSort={onSort}>
              Score
            </SortHeader>
            <SortHeader sortKey="startedAt" sort={sort} onSort={onSort}>
              Started
            </SortHeader>
            <SortHeader sortKey="updatedAt" sort={sort} onSort={onSort}>
              Updated
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-workflow-id={row.id}>
              <Table.Td>
                <Anchor component={Link} to={workflowPath(row.id)} fw={600}>
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {`${row.template.tag} · version ${row.templateVersion}`}
                </Text>
              </Table.Td>
              {withCompany ? (
                <Table.Td>
                  <Anchor component={Link} to={`/company/${encodeURIComponent(row.company.slug)}`}>
                    {row.company.name}
                  </Anchor>
                </Table.Td>
              ) : null}
              <Table.Td>
                <WorkflowStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                {row.currentStep ? (
                  <>
                    <Text size="sm">{row.currentStep.name}</Text>
                    <Text size="xs" c="dimmed">
                      {stepKindLabels[row.currentStep.kind]}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">Finished</Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{formatDueDate(row.dueDate)}</Text>
                  {row.overdue ? (
                    <Badge color="red.9" variant="filled" size="sm">
                      Overdue
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{scoreText(row.score)}</Text>
                  {row.redFlags.length > 0 ? (
                    <Badge
                      color="red.9"
                      variant="filled"
                      size="sm"
                      leftSection={<IconFlag size={12} aria-hidden />}
                    >
                      {row.redFlags.length === 1
                        ? "1 red flag"
                        : `${row.redFlags.length} red flags`}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Text size="sm">{formatMoment(row.startedAt)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Text size="sm">{formatMoment(row.updatedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
