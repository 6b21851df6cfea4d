import { Badge, Group, Stack, Text } from "@mantine/core";
import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import type { SupplierCase } from "../case.graphql.ts";
import { CaseAccessFields } from "./CaseAccessFields.tsx";
import { accessEntryOf, personLabel, pickedOfAccessEntry } from "./case-people.ts";
import { EditActions, EditButton } from "./InlineEditControls.tsx";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";
import { useInlineEdit } from "./use-inline-edit.ts";

type SectionProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

type AccessDraft = { isPrivate: boolean; acl: PickedRecipient[] };

/**
 * Access (permissions) of a case, edited with Cancel and Save: public, or private to its
 * access list, on which the creator stays (spec 2 §5).
 */
export function CaseAccessSection({ supplierCase, save }: SectionProps) {
  const creator: PickedRecipient = {
    type: "User",
    id: supplierCase.creator.id,
    name: personLabel(supplierCase.creator),
    email: supplierCase.creator.email,
  };
  const isCreator = (entry: PickedRecipient) =>
    entry.type === creator.type && entry.id === creator.id;
  const saved: AccessDraft = {
    isPrivate: supplierCase.private,
    acl: supplierCase.accessList.map(pickedOfAccessEntry).filter((entry) => !isCreator(entry)),
  };
  const edit = useInlineEdit(saved, async (draft) => {
    const acl = draft.isPrivate ? [creator, ...draft.acl].map(accessEntryOf) : [];
    return (await save({ private: draft.isPrivate, acl }, { field: "Access" })) !== null;
  });
  return (
    <Stack gap={4}>
      {edit.editing ? (
        <>
          <CaseAccessFields
            isPrivate={edit.draft.isPrivate}
            onPrivateChange={(isPrivate) => edit.setDraft({ ...edit.draft, isPrivate })}
            creator={creator}
            acl={edit.draft.acl}
            onAclChange={(acl) => edit.setDraft({ ...edit.draft, acl })}
            disabled={edit.submitting}
          />
          <EditActions
            onCancel={edit.cancel}
            onSave={() => void edit.submit()}
            canSave={edit.canSave}
            submitting={edit.submitting}
          />
        </>
      ) : (
        <>
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={500}>
              Access
            </Text>
            {supplierCase.canEdit ? <EditButton label="Access" onClick={edit.start} /> : null}
          </Group>
          <Group gap={4}>
            <Badge variant="light" color={supplierCase.private ? "grape" : "gray"}>
              {supplierCase.private ? "Private" : "Public"}
            </Badge>
            {supplierCase.private
              ? supplierCase.accessList.map((entry) => (
                  <Badge key={`${entry.type}:${entry.id}`} variant="outline" color="gray">
                    {entry.name}
                  </Badge>
                ))
              : null}
          </Group>
        </>
      )}
    </Stack>
  );
}
