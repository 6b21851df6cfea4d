import { useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { useCloseOnRouteChange } from "../../../app/modals/use-modal.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { limitReachedMessage } from "./member-errors.ts";
import { DEACTIVATE_MEMBER, type Member, REACTIVATE_MEMBER } from "./members.graphql.ts";

export type MemberActivation = { member: Member; action: "deactivate" | "reactivate" };

interface MemberActivationModalProps {
  target: MemberActivation | null;
  onClose: () => void;
}

/** Confirms deactivating (sessions end at once) or reactivating a member. */
export function MemberActivationModal({ target, onClose }: MemberActivationModalProps) {
  const [deactivateMember] = useMutation(DEACTIVATE_MEMBER);
  const [reactivateMember] = useMutation(REACTIVATE_MEMBER);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useCloseOnRouteChange(onClose);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  async function confirm() {
    if (!target) return;
    setBusy(true);
    setError(null);
    const who = target.member.name || target.member.email;
    try {
      const variables = { userId: target.member.id };
      const result =
        target.action === "deactivate"
          ? (await deactivateMember({ variables })).data?.deactivateMember
          : (await reactivateMember({ variables })).data?.reactivateMember;
      if (result?.__typename === "MemberChangeSuccess") {
        showSnackbar({
          type: "success",
          message:
            target.action === "deactivate" ? `${who} was deactivated.` : `${who} was reactivated.`,
        });
        setBusy(false);
        onClose();
        return;
      }
      if (result?.__typename === "LimitReachedError") setError(limitReachedMessage(result));
      else setError(result?.message ?? messages.somethingWentWrong);
    } catch {
      setError(messages.somethingWentWrong);
    }
    setBusy(false);
  }

  const deactivating = target?.action === "deactivate";
  const who = target ? target.member.name || target.member.email : "";
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={deactivating ? `Deactivate ${who}?` : `Reactivate ${who}?`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {deactivating
            ? "They are signed out at once and cannot sign in until they are reactivated."
            : "They can sign in again, and take up a seat of the organisation's user limit."}
        </Text>
        <FormAlert messages={error ? [error] : []} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            color={deactivating ? "red" : undefined}
            loading={busy}
            onClick={() => void confirm()}
            data-autofocus
          >
            {deactivating ? "Deactivate" : "Reactivate"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
