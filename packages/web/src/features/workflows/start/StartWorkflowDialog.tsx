import { useMutation, useQuery } from "@apollo/client/react";
import {
  Button,
  Group,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { EmailChips } from "../../../ui/EmailChips.tsx";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { daysFromToday, todayIso } from "../workflow-dates.ts";
import { WORKFLOW_TEMPLATES_QUERY } from "../workflow-templates.graphql.ts";
import { START_WORKFLOW, type StartWorkflowResult, WORKFLOWS_QUERY } from "../workflows.graphql.ts";
import {
  type StartErrors,
  type StartFormValues,
  type StartTarget,
  startFieldOf,
  startFormErrors,
  startInput,
} from "./start-workflow-form.ts";

type StartWorkflowDialogProps = {
  target: StartTarget;
  opened: boolean;
  onClose: () => void;
  onStarted: (result: Extract<StartWorkflowResult, { __typename: "StartWorkflowSuccess" }>) => void;
};

/** A portfolio this large takes a while to start: the dialog says how it is going. */
const largeStart = 200;

const initialValues = (): StartFormValues => ({
  templateId: null,
  contacts: [],
  pendingContact: "",
  dueDate: daysFromToday(14),
  message: "",
});

const companiesText = (count: number) =>
  count === 1 ? "1 company" : `${count.toLocaleString("en-US")} companies`;

function StartWorkflowForm({
  target,
  onClose,
  onStarted,
}: Omit<StartWorkflowDialogProps, "opened">) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<StartErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { data } = useQuery(WORKFLOW_TEMPLATES_QUERY, { variables: { includeArchived: false } });
  const [start, { loading }] = useMutation(START_WORKFLOW, {
    // Lists on screen (a company's tab, the workflow list) show the new workflows.
    refetchQueries: [WORKFLOWS_QUERY],
  });
  const set = (change: Partial<StartFormValues>) =>
    setValues((current) => ({ ...current, ...change }));
  const templates = (data?.workflowTemplates ?? []).filter((template) => !template.archived);
  const chosen = templates.find((template) => template.id === values.templateId);
  const companyCount =
    target.kind === "portfolio"
      ? target.companyCount
      : target.kind === "companies"
        ? target.companyIds.length
        : 1;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = startFormErrors(values, todayIso());
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const result = (await start({ variables: { input: startInput(target, values) } })).data
        ?.startWorkflow;
      if (result?.__typename === "StartWorkflowSuccess") {
        onStarted(result);
        return;
      }
      if (result?.__typename === "ValidationError") {
        const fieldErrors: StartErrors = {};
        for (const error of result.fieldErrors) {
          const field = startFieldOf(error.path);
          if (field) fieldErrors[field] ??= error.message;
          else setFormError(error.message);
        }
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) setFormError(result.message);
        return;
      }
      setFormError(result?.message ?? "The workflow could not be started. Please try again.");
    } catch {
      setFormError("The workflow could not be started. Please try again.");
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {target.kind === "portfolio"
            ? `One workflow for each of the ${companiesText(companyCount)} in ${target.label} (sub-portfolios included). Each company's contacts get their own link.`
            : target.kind === "case"
              ? `For ${target.label}, the company of this case.`
              : `For ${target.label}.`}
        </Text>
        {formError ? <FormAlert messages={[formError]} /> : null}
        <Select
          label="Template"
          required
          data={templates.map((template) => ({
            value: template.id,
            label: `${template.name} (${template.tag}, version ${template.current.version})`,
          }))}
          value={values.templateId}
          onChange={(templateId) => set({ templateId })}
          error={errors.templateId}
          placeholder="Choose a template"
          searchable
          data-autofocus
        />
        {chosen ? (
          <Text size="sm" c="dimmed">
            {`Steps: ${chosen.current.steps.map((step) => step.name).join(" → ")}`}
          </Text>
        ) : null}
        <EmailChips
          label="Supplier contact e-mails"
          description="Each gets the link to the questionnaire. Separate addresses with commas."
          chips={values.contacts}
          onChange={(contacts) => set({ contacts })}
          onInputChange={(pendingContact) => set({ pendingContact })}
          error={errors.contactEmails}
          required
        />
        <TextInput
          label="Due date"
          type="date"
          required
          min={todayIso()}
          value={values.dueDate}
          onChange={(event) => set({ dueDate: event.currentTarget.value })}
          error={errors.dueDate}
          description="The supplier sees it, and gets reminders until then."
        />
        <Textarea
          label="Message to the supplier"
          description="Optional: a short note put into the e-mail."
          value={values.message}
          onChange={(event) => set({ message: event.currentTarget.value })}
          error={errors.message}
          autosize
          minRows={2}
        />
        {loading && companyCount >= largeStart ? (
          <Stack gap={4} role="status">
            <Text size="sm">{`Starting workflows for ${companiesText(companyCount)}: making the links and queueing the e-mails. This can take up to a minute.`}</Text>
            <Progress value={100} animated striped aria-label="Starting workflows" />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {companyCount > 1 ? `Start for ${companiesText(companyCount)}` : "Start workflow"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Start a workflow (issue 31): for a company (its profile), every company of a portfolio, or a
 * case's company; a template, the supplier's contact e-mails and a due date.
 */
export function StartWorkflowDialog({ opened, ...props }: StartWorkflowDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title="Start a supplier workflow"
      size="lg"
      centered
      // Mantine's close button has no name of its own.
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened ? <StartWorkflowForm {...props} /> : null}
    </Modal>
  );
}
