import { Anchor, Group, Progress, Stack, Text } from "@mantine/core";
import { caseMessages } from "@tierwise/common/cases";
import { Link } from "react-router";
import { StartWorkflowButton } from "../../workflows/start/StartWorkflowButton.tsx";
import { CaseStatusBadge } from "../CaseStatusBadge.tsx";
import type { SupplierCase } from "../case.graphql.ts";
import { originalAlertPath, originalNotePath } from "./case-paths.ts";
import { DeleteCaseButton } from "./DeleteCaseButton.tsx";
import { ExportCaseButton } from "./ExportCaseButton.tsx";

type CaseHeaderProps = {
  supplierCase: SupplierCase;
  onDeleted: () => void;
};

/**
 * Status, task progress ('No tasks' without any), where the case came from (its note or
 * alert), Export, and Delete for those who may.
 */
export function CaseHeader({ supplierCase, onDeleted }: CaseHeaderProps) {
  const notePath = originalNotePath(supplierCase);
  const alertPath = originalAlertPath(supplierCase);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <CaseStatusBadge status={supplierCase.status} />
          {supplierCase.progress === null ? (
            <Text size="sm" c="dimmed">
              {caseMessages.noTasksProgress}
            </Text>
          ) : (
            <Group gap={6} wrap="nowrap">
              <Progress value={supplierCase.progress} w={80} aria-label="Tasks closed" />
              <Text size="sm">{supplierCase.progress}%</Text>
            </Group>
          )}
        </Group>
        <Group gap={4}>
          {supplierCase.company ? (
            // Supplier workflows (issue 31): a workflow for the case's company.
            <StartWorkflowButton
              target={{ kind: "case", caseId: supplierCase.id, label: supplierCase.company.name }}
              variant="subtle"
              size="xs"
            />
          ) : null}
          <ExportCaseButton supplierCase={supplierCase} />
          <DeleteCaseButton supplierCase={supplierCase} onDeleted={onDeleted} />
        </Group>
      </Group>
      {notePath || alertPath ? (
        <Group gap="md">
          {notePath ? (
            <Anchor component={Link} to={notePath} size="sm">
              {caseMessages.viewOriginalNote}
            </Anchor>
          ) : null}
          {alertPath ? (
            <Anchor component={Link} to={alertPath} size="sm">
              {caseMessages.viewOriginalAlert}
            </Anchor>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
