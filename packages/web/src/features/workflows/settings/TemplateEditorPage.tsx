import { useMutation, useQuery } from "@apollo/client/react";
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useNavigate, useParams } from "react-router";
import { NotFoundPage } from "../../../app/not-found/NotFoundPage.tsx";
import { usePageTitle } from "../../../app/page-title.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { formatMoment } from "../workflow-dates.ts";
import { newTemplateId, templateEditorPath, templatesPath } from "../workflow-paths.ts";
import {
  ARCHIVE_WORKFLOW_TEMPLATE,
  WORKFLOW_TEMPLATE_QUERY,
  type WorkflowTemplateDetail,
} from "../workflow-templates.graphql.ts";
import { type TemplateDraft, TemplateEditor } from "./TemplateEditor.tsx";
import { newDefinition } from "./template-draft.ts";

function VersionHistory({ template }: { template: WorkflowTemplateDetail }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="template-versions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="template-versions">
          Versions
        </Title>
        <Table aria-labelledby="template-versions" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Version</Table.Th>
              <Table.Th scope="col">Saved</Table.Th>
              <Table.Th scope="col">Steps</Table.Th>
              <Table.Th scope="col">Workflows on it</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {template.versions.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Td>{version.version}</Table.Td>
                <Table.Td>
                  {`${formatMoment(version.createdAt)}${version.createdBy ? ` by ${version.createdBy.name}` : " (shipped)"}`}
                </Table.Td>
                <Table.Td>{version.steps.length}</Table.Td>
                <Table.Td>{version.workflowCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

const blankDraft = (): TemplateDraft => ({
  tag: "",
  name: "",
  description: "",
  definition: newDefinition(),
});

/**
 * /settings/workflows/{id} (and /settings/workflows/new): a template's editor, its versions,
 * and archiving (an archived template starts no new workflows; running ones go on).
 */
export function TemplateEditorPage() {
  const id = useParams().id ?? newTemplateId;
  const isNew = id === newTemplateId;
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(WORKFLOW_TEMPLATE_QUERY, {
    variables: { id },
    skip: isNew,
    fetchPolicy: "cache-and-network",
  });
  const [archive, archiving] = useMutation(ARCHIVE_WORKFLOW_TEMPLATE);
  const template = data?.workflowTemplate ?? null;
  usePageTitle(isNew ? "New workflow template" : (template?.name ?? "Workflow template"));
  if (!isNew && data && !template) return <NotFoundPage />;
  const placeholder = isNew
    ? null
    : listPlaceholder({
        failed: Boolean(error) && !data,
        loading: !template,
        empty: false,
        onRetry: () => void refetch().catch(() => undefined),
      });

  const toggleArchived = async () => {
    if (!template) return;
    const result = (await archive({ variables: { id: template.id, archived: !template.archived } }))
      .data?.archiveWorkflowTemplate;
    showSnackbar(
      result?.__typename === "WorkflowTemplateSuccess"
        ? {
            type: "success",
            message: template.archived
              ? "The template is back in use."
              : "The template is archived.",
          }
        : { type: "warning", message: result?.message ?? "That did not work." },
    );
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Anchor component={Link} to={templatesPath} size="sm">
          Workflow templates
        </Anchor>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={1}>
              {isNew ? "New workflow template" : (template?.name ?? "Workflow template")}
            </Title>
            {template ? (
              <Badge
                variant="outline"
                color="gray.7"
              >{`Version ${template.current.version}`}</Badge>
            ) : null}
            {template?.archived ? <Badge color="gray.7">Archived</Badge> : null}
          </Group>
          {template ? (
            <Button
              variant="default"
              loading={archiving.loading}
              onClick={() => void toggleArchived()}
            >
              {template.archived ? "Restore" : "Archive"}
            </Button>
          ) : null}
        </Group>
        {template?.runningCount ? (
          <Text size="sm">{`${template.runningCount} running ${template.runningCount === 1 ? "workflow uses" : "workflows use"} this template.`}</Text>
        ) : null}
      </Stack>
      {placeholder ?? (
        <>
          <TemplateEditor
            // A loaded version starts its own draft (after a save, the saved one).
            key={template ? `${template.id}:${template.current.version}` : "new"}
            template={template}
            initial={
              template
                ? {
                    tag: template.tag,
                    name: template.name,
                    description: template.description ?? "",
                    definition: template.current.definition,
                  }
                : blankDraft()
            }
            onSaved={(saved) => {
              if (isNew) navigate(templateEditorPath(saved.id), { replace: true });
            }}
          />
          {template ? <VersionHistory template={template} /> : null}
        </>
      )}
    </Stack>
  );
}
