import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { caseMessages } from "@tierwise/common/cases";
import { useState } from "react";
import { useModal } from "../../../app/modals/use-modal.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import type { SupplierCase } from "../case.graphql.ts";
import { namesOf } from "./case-mentions.ts";
import { accessEntryOf } from "./case-people.ts";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";

export type MentionAccessProps = { caseId: string; people: PickedRecipient[] };

type MentionAccessPromptProps = {
  supplierCase: Pick<SupplierCase, "id" | "accessList">;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

/**
 * The add_people modal (spec 2 §4): people mentioned in the case feed who cannot see the case.
 * On a private case the reason comes first; then Yes adds them to the access list ('Case
 * Edited' is tracked by the save) and No carries on without them.
 */
export function MentionAccessPrompt({ supplierCase, save }: MentionAccessPromptProps) {
  const modal = useModal<MentionAccessProps>("add_people");
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const people = modal.props?.caseId === supplierCase.id ? modal.props.people : [];
  const names = namesOf(people);
  const close = () => {
    setConfirmed(false);
    modal.close();
  };
  const add = async () => {
    setBusy(true);
    try {
      const acl = [
        ...supplierCase.accessList.map((entry) => ({ type: entry.type, id: entry.id })),
        ...people.map(accessEntryOf),
      ];
      if ((await save({ acl }, null)) !== null) {
        showSnackbar({ type: "success", message: caseMessages.addedToCase(names) });
        close();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={modal.opened && people.length > 0}
      onClose={close}
      title={confirmed ? "Add to case" : "Private case"}
      centered
    >
      <Stack gap="md">
        {confirmed ? (
          <>
            <Text size="sm">{caseMessages.addToCaseQuestion(names)}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={busy}>
                No
              </Button>
              <Button onClick={() => void add()} loading={busy}>
                Yes
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{caseMessages.privateMentionConfirm}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => setConfirmed(true)}>Continue</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
