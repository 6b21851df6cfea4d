import { Group, Stack, TextInput, Title } from "@mantine/core";
import { caseTitleSchema } from "@tierwise/common/inputs/cases";
import { schemaError } from "../../../ui/forms/form-errors.ts";
import type { SupplierCase } from "../case.graphql.ts";
import { EditActions, EditButton } from "./InlineEditControls.tsx";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";
import { useInlineEdit } from "./use-inline-edit.ts";

type SectionProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

/** The case's title, edited inline with Cancel and Save (spec 2 §2). */
export function CaseTitleSection({ supplierCase, save }: SectionProps) {
  const edit = useInlineEdit(
    supplierCase.title,
    async (title) => (await save({ title: title.trim() }, { field: "Title" })) !== null,
    (title) => schemaError(caseTitleSchema, title) === undefined,
  );
  if (!edit.editing) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
          {supplierCase.title}
        </Title>
        {supplierCase.canEdit ? <EditButton label="Title" onClick={edit.start} /> : null}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        label="Title"
        required
        autoFocus
        value={edit.draft}
        onChange={(event) => edit.setDraft(event.currentTarget.value)}
        error={edit.pristine ? undefined : schemaError(caseTitleSchema, edit.draft)}
        disabled={edit.submitting}
        onKeyDown={(event) => {
          if (event.key === "Enter") void edit.submit();
          if (event.key === "Escape") edit.cancel();
        }}
      />
      <EditActions
        onCancel={edit.cancel}
        onSave={() => void edit.submit()}
        canSave={edit.canSave}
        submitting={edit.submitting}
      />
    </Stack>
  );
}
