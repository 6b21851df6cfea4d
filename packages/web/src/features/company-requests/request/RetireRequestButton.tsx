import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { requestMessages } from "@tierwise/common/company-requests";
import { retireRequestInputSchema } from "@tierwise/common/inputs/company-requests";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { useCloseOnRouteChange } from "../../../app/modals/use-modal.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { schemaError } from "../../../ui/forms/form-errors.ts";
import { undoOffer } from "../../undo/undo-replay.ts";
import { type CompanyRequest, RETIRE_COMPANY_REQUEST } from "../company-request.graphql.ts";

/**
 * Retire (spec 3 §4, §5): an optional comment in a small dialog, then a snackbar whose Undo
 * restores the request (undoRetireCompanyRequest, the same path as the replayed offer).
 */
export function RetireRequestButton({ request }: { request: CompanyRequest }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  useCloseOnRouteChange(close);
  return (
    <>
      <Button variant="light" color="red" onClick={() => setOpened(true)}>
        Retire
      </Button>
      <Modal opened={opened} onClose={close} title="Retire this request?" centered>
        {opened ? <RetireForm request={request} onDone={close} /> : null}
      </Modal>
    </>
  );
}

function RetireForm({ request, onDone }: { request: CompanyRequest; onDone: () => void }) {
  const client = useApolloClient();
  const [retire] = useMutation(RETIRE_COMPANY_REQUEST, { refetchQueries: ["CompanyRequests"] });
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const input = { id: request.id, ...(comment.trim() ? { comment: comment.trim() } : {}) };
    const invalid = schemaError(retireRequestInputSchema, input);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    let answer: Awaited<ReturnType<typeof retire>>["data"];
    try {
      answer = (await retire({ variables: { input } })).data;
    } catch {
      answer = undefined;
    }
    setBusy(false);
    const result = answer?.retireCompanyRequest;
    if (result?.__typename !== "RetireCompanyRequestSuccess") {
      setFormErrors([result?.message ?? messages.somethingWentWrong]);
      return;
    }
    const { undoId } = result;
    showSnackbar({
      type: "success",
      message: requestMessages.retired,
      undo: { onUndo: () => void undoOffer(client, undoId, "companyRequest") },
    });
    onDone();
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        {request.companyName} will no longer be worked on. You can undo this right after.
      </Text>
      <Textarea
        label="Comment"
        description="Optional"
        autosize
        minRows={2}
        value={comment}
        error={error}
        data-autofocus
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <FormAlert messages={formErrors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={() => void submit()}>
          Retire request
        </Button>
      </Group>
    </Stack>
  );
}
