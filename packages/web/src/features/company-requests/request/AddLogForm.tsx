import { useMutation } from "@apollo/client/react";
import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, Title } from "@mantine/core";
import {
  type RequestLogReason,
  type RequestStatus,
  requestLogReasonLabels,
  requestLogReasons,
  requestStatusLabels,
} from "@tierwise/common/company-requests";
import { requestLogInputSchema } from "@tierwise/common/inputs/company-requests";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { schemaFieldErrors } from "../../../ui/forms/form-errors.ts";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { type PathErrors, useObjectForm } from "../../../ui/forms/use-object-form.ts";
import { ADD_COMPANY_REQUEST_LOG, type CompanyRequest } from "../company-request.graphql.ts";

type LogValues = { comment: string; reason: string | null; status: string | null };
const emptyLog: LogValues = { comment: "", reason: null, status: null };
const logFields = ["comment", "reason", "status"] as const;

/** Reasons the system writes itself (creation, retiring and its undo) are not offered. */
const systemReasons: readonly RequestLogReason[] = ["created", "retired", "retirement_undone"];
const reasonOptions = requestLogReasons
  .filter((reason) => !systemReasons.includes(reason))
  .map((reason) => ({ value: reason, label: requestLogReasonLabels[reason] }));

function logInput(requestId: string, values: LogValues) {
  return {
    requestId,
    comment: values.comment.trim(),
    reason: values.reason as RequestLogReason,
    ...(values.status ? { status: values.status as RequestStatus } : {}),
  };
}

/** Every message of the shared schema, the first under each field (comment and reason both). */
const logErrors = (requestId: string, values: LogValues): PathErrors =>
  schemaFieldErrors(requestLogInputSchema, logInput(requestId, values));

/**
 * "Add log" (spec 3 §5: updating a request log requires comment and reason): an optional move to
 * one of the statuses the request may take next (retiring has its own button).
 */
export function AddLogForm({ request }: { request: CompanyRequest }) {
  const form = useObjectForm<LogValues>(emptyLog);
  const [addLog] = useMutation(ADD_COMPANY_REQUEST_LOG, { refetchQueries: ["CompanyRequests"] });
  const statusOptions = request.allowedStatuses
    .filter((status) => status !== "retired")
    .map((status) => ({ value: status, label: requestStatusLabels[status] }));
  const { values, errors, change } = form;

  const onSubmit = form.submitWith(
    (current) => logErrors(request.id, current),
    async (current) => {
      const { result, errors: failed } = await submitMutation(
        async () =>
          (await addLog({ variables: { input: logInput(request.id, current) } })).data
            ?.addCompanyRequestLog,
        { fields: logFields, success: "CompanyRequestSuccess" },
      );
      if (!result) return failed;
      showSnackbar({ type: "success", message: "Log added." });
      form.setValues(emptyLog);
      return { fields: {}, form: [] };
    },
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-log-heading">
      <Title order={2} size="h4" mb="sm" id="add-log-heading">
        Add log
      </Title>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Comment"
            required
            autosize
            minRows={2}
            value={values.comment}
            error={errors.comment}
            onChange={(event) => change({ comment: event.currentTarget.value }, "comment")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Reason"
              required
              data={reasonOptions}
              value={values.reason}
              error={errors.reason}
              onChange={(reason) => change({ reason }, "reason")}
            />
            <Select
              label="New status"
              placeholder="Keep the status"
              data={statusOptions}
              value={values.status}
              error={errors.status}
              onChange={(status) => change({ status }, "status")}
              disabled={statusOptions.length === 0}
              clearable
            />
          </SimpleGrid>
          <FormAlert messages={form.formErrors} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.busy}>
              Add log
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
