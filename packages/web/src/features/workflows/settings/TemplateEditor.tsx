import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { workflowLimits } from "@tierwise/common/workflows/messages";
import { type FormEvent, useCallback, useMemo, useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import {
  CREATE_WORKFLOW_TEMPLATE,
  UPDATE_WORKFLOW_TEMPLATE,
  WORKFLOW_TEMPLATES_QUERY,
  type WorkflowTemplateDetail,
  type WorkflowTemplateResult,
} from "../workflow-templates.graphql.ts";
import { problemLocation } from "./problem-location.ts";
import { StepsEditor } from "./StepsEditor.tsx";
import { type DraftProblems, draftProblems } from "./template-draft.ts";

export type TemplateDraft = {
  tag: string;
  name: string;
  description: string;
  definition: WorkflowDefinition;
};

type TemplateEditorProps = {
  /** The template being changed, or null for a new one. */
  template: WorkflowTemplateDetail | null;
  initial: TemplateDraft;
  onSaved: (template: WorkflowTemplateDetail) => void;
};

/** Tag and name checks (the definition's are draftProblems'). */
function headerProblems(draft: TemplateDraft): DraftProblems {
  const problems: DraftProblems = new Map();
  const tag = draft.tag.trim();
  if (!tag) problems.set("tag", "Enter a tag.");
  else if (tag.length > workflowLimits.tagMax)
    problems.set("tag", `Keep the tag under ${workflowLimits.tagMax} characters.`);
  const name = draft.name.trim();
  if (!name) problems.set("name", "Enter a name.");
  else if (name.length > workflowLimits.nameMax)
    problems.set("name", `Keep the name under ${workflowLimits.nameMax} characters.`);
  return problems;
}

const allProblems = (draft: TemplateDraft): DraftProblems =>
  new Map([...headerProblems(draft), ...draftProblems(draft.definition)]);

/** The server's ValidationError paths, "definition." prefix or not, as the editor's. */
function serverProblems(
  result: Extract<WorkflowTemplateResult, { __typename: "ValidationError" }>,
): DraftProblems {
  const problems: DraftProblems = new Map();
  for (const error of result.fieldErrors) {
    const path = error.path.replace(/^(input\.)?(definition\.)?/, "");
    if (!problems.has(path)) problems.set(path, error.message);
  }
  if (problems.size === 0) problems.set("", result.message);
  return problems;
}

/**
 * The template editor (issue 31): tag, name, description and the ordered steps. Saving makes a
 * new version; workflows already running keep the version they started with.
 */
export function TemplateEditor({ template, initial, onSaved }: TemplateEditorProps) {
  const [draft, setDraft] = useState<TemplateDraft>(initial);
  const [attempted, setAttempted] = useState(false);
  const [fromServer, setFromServer] = useState<DraftProblems>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const options = { refetchQueries: [WORKFLOW_TEMPLATES_QUERY] };
  const [create, creating] = useMutation(CREATE_WORKFLOW_TEMPLATE, options);
  const [update, updating] = useMutation(UPDATE_WORKFLOW_TEMPLATE, options);
  const busy = creating.loading || updating.loading;
  // Checked as one types only once a save was tried (the check walks the whole definition).
  const local = useMemo(() => (attempted ? allProblems(draft) : new Map()), [attempted, draft]);
  // Problems show once a save was tried; then they follow each change.
  const problems: DraftProblems = attempted ? new Map([...fromServer, ...local]) : new Map();
  const set = (change: Partial<TemplateDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setFromServer(new Map());
  };
  // Changes are functions of the latest definition, so a question's editor that did not
  // re-render (it is memoised) never writes back an old copy of its neighbours.
  const updateDefinition = useCallback(
    (change: (definition: WorkflowDefinition) => WorkflowDefinition) => {
      setDraft((draftNow) => ({ ...draftNow, definition: change(draftNow.definition) }));
      setFromServer(new Map());
    },
    [],
  );
  const current = template?.current;
  const nextVersion = (current?.version ?? 0) + 1;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setFormError(null);
    if (allProblems(draft).size > 0) return;
    const input = {
      tag: draft.tag.trim(),
      name: draft.name.trim(),
      description: draft.description.trim() || null,
      definition: draft.definition,
    };
    try {
      const result = template
        ? (await update({ variables: { id: template.id, input } })).data?.updateWorkflowTemplate
        : (await create({ variables: { input } })).data?.createWorkflowTemplate;
      if (result?.__typename === "WorkflowTemplateSuccess") {
        showSnackbar({
          type: "success",
          message: `“${result.template.name}” was saved as version ${result.template.current.version}.`,
          // A new template's page moves to its own address on save: the message outlives that.
          archiveOnRouteChange: Boolean(template),
        });
        onSaved(result.template);
      } else if (result?.__typename === "ValidationError") setFromServer(serverProblems(result));
      else if (result?.__typename === "AlreadyExistsError")
        setFromServer(new Map([["tag", result.message]]));
      else setFormError(result?.message ?? "The template could not be saved. Please try again.");
    } catch {
      setFormError("The template could not be saved. Please try again.");
    }
  };

  return (
    <form onSubmit={save} noValidate aria-label="Template">
      <Stack gap="lg">
        <Alert
          color="blue.8"
          variant="outline"
          icon={<IconInfoCircle aria-hidden />}
          data-testid="version-note"
        >
          {template && current
            ? `Saving makes version ${nextVersion}. ${current.workflowCount === 1 ? "The 1 workflow" : `The ${current.workflowCount} workflows`} on version ${current.version} keep it; new workflows start on version ${nextVersion}.`
            : "Saving makes version 1. Every later save makes a new version; running workflows keep theirs."}
        </Alert>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              required
              value={draft.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
              error={problems.get("name")}
            />
            <TextInput
              label="Tag"
              description="A short label in lists, e.g. onboarding"
              required
              value={draft.tag}
              onChange={(event) => set({ tag: event.currentTarget.value })}
              error={problems.get("tag")}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="Description"
            value={draft.description}
            onChange={(event) => set({ description: event.currentTarget.value })}
            autosize
            minRows={2}
          />
        </Paper>
        <StepsEditor definition={draft.definition} update={updateDefinition} problems={problems} />
        {formError ? (
          <Alert
            role="alert"
            color="red.9"
            variant="outline"
            icon={<IconAlertCircle aria-hidden />}
          >
            {formError}
          </Alert>
        ) : null}
        {problems.size > 0 ? (
          <Alert
            role="alert"
            color="red.9"
            variant="outline"
            icon={<IconAlertCircle aria-hidden />}
            title={
              problems.size === 1
                ? "1 problem to fix before saving"
                : `${problems.size} problems to fix before saving`
            }
            data-testid="template-problems"
          >
            <List size="sm">
              {[...problems].slice(0, 20).map(([path, message]) => (
                <List.Item
                  key={path}
                >{`${problemLocation(path, draft.definition)}: ${message}`}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Text size="sm">{template ? `Saves version ${nextVersion}` : "Saves version 1"}</Text>
          <Button type="submit" loading={busy}>
            {template ? "Save new version" : "Create template"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
