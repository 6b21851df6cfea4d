import { useQuery } from "@apollo/client/react";
import { Anchor, Badge, Button, Group, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { SettingsBackLink } from "../../settings/SettingsBackLink.tsx";
import { formatMoment } from "../workflow-dates.ts";
import { stepKindLabels } from "../workflow-labels.ts";
import { newTemplateId, templateEditorPath } from "../workflow-paths.ts";
import { WORKFLOW_TEMPLATES_QUERY } from "../workflow-templates.graphql.ts";

const pageTitle = "Supplier workflow templates";

/**
 * /settings/workflows (administrators): the organisation's workflow templates — the three that
 * ship with Tierwise and its own — with tag, name, current version and steps; New template.
 */
export function WorkflowTemplatesPage() {
  usePageTitle(pageTitle);
  const [includeArchived, setIncludeArchived] = useState(false);
  const { data, previousData, error, refetch, loading } = useQuery(WORKFLOW_TEMPLATES_QUERY, {
    variables: { includeArchived },
    fetchPolicy: "cache-and-network",
  });
  const templates = (data ?? previousData)?.workflowTemplates;
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !templates,
    loading: !templates,
    empty: templates?.length === 0,
    onRetry: () => void refetch().catch(() => undefined),
  });
  return (
    <Stack gap="lg" maw={1100}>
      <SettingsBackLink />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{pageTitle}</Title>
          <Text size="sm">
            A template is the steps a supplier workflow goes through: questionnaires the supplier
            answers by link, internal reviews, automatic checks and the decision. Each save makes a
            new version; running workflows keep theirs.
          </Text>
        </Stack>
        <Button
          component={Link}
          to={templateEditorPath(newTemplateId)}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          New template
        </Button>
      </Group>
      <Switch
        label="Show archived templates"
        checked={includeArchived}
        onChange={(event) => setIncludeArchived(event.currentTarget.checked)}
      />
      {placeholder ??
        (templates ? (
          <Table.ScrollContainer minWidth={860}>
            <Table striped aria-label="Workflow templates" aria-busy={loading} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Tag</Table.Th>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Version</Table.Th>
                  <Table.Th scope="col">Steps</Table.Th>
                  <Table.Th scope="col">Running</Table.Th>
                  <Table.Th scope="col">Updated</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.map((template) => (
                  <Table.Tr key={template.id} data-template-id={template.id}>
                    <Table.Td>
                      <Badge variant="outline" color="gray.7" tt="none">
                        {template.tag}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Anchor component={Link} to={templateEditorPath(template.id)} fw={600}>
                          {template.name}
                        </Anchor>
                        {template.shipped ? (
                          <Badge variant="outline" color="blue.8" size="sm">
                            Shipped
                          </Badge>
                        ) : null}
                        {template.archived ? (
                          <Badge color="gray.7" size="sm">
                            Archived
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{template.current.version}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {template.current.steps
                          .map(
                            (step) => `${step.name} (${stepKindLabels[step.kind].toLowerCase()})`,
                          )
                          .join(" → ")}
                      </Text>
                    </Table.Td>
                    <Table.Td>{template.runningCount}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {formatMoment(template.updatedAt)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null)}
    </Stack>
  );
}
