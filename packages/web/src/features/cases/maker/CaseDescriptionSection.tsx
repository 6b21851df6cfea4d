import { Group, Stack, Text } from "@mantine/core";
import { caseDescriptionSchema } from "@tierwise/common/inputs/cases";
import { parseRichText, type RichTextDocument } from "@tierwise/common/rich-text";
import { useMemo } from "react";
import { schemaError } from "../../../ui/forms/form-errors.ts";
import { RichTextEditor } from "../../../ui/RichTextEditor/RichTextEditor.tsx";
import { RichTextViewer } from "../../../ui/RichTextEditor/RichTextViewer.tsx";
import { MentionCard } from "../../comments/MentionCard.tsx";
import type { SupplierCase } from "../case.graphql.ts";
import { EditActions, EditButton } from "./InlineEditControls.tsx";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";
import { useDescriptionMentions } from "./use-description-mentions.ts";
import { useInlineEdit } from "./use-inline-edit.ts";

type SectionProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

/** The rich-text description, edited inline with Cancel and Save; never empty (spec 2 §5). */
export function CaseDescriptionSection({ supplierCase, save }: SectionProps) {
  const saved = useMemo(() => parseRichText(supplierCase.description), [supplierCase.description]);
  const edit = useInlineEdit<RichTextDocument>(
    saved,
    async (description) => (await save({ description }, { field: "Description" })) !== null,
    (description) => schemaError(caseDescriptionSchema, description) === undefined,
  );
  const mentions = useDescriptionMentions();
  const error = edit.pristine ? undefined : schemaError(caseDescriptionSchema, edit.draft);
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          Description
        </Text>
        {supplierCase.canEdit && !edit.editing ? (
          <EditButton label="Description" onClick={edit.start} />
        ) : null}
      </Group>
      {edit.editing ? (
        <>
          <RichTextEditor
            label="Description"
            initialValue={saved}
            value={edit.draft}
            onChange={edit.setDraft}
            disabled={edit.submitting}
            size="md"
            autoFocus
            {...mentions}
            renderMention={(mention) => <MentionCard mention={mention} />}
          />
          {error ? (
            <Text size="xs" c="red">
              {error}
            </Text>
          ) : null}
          <EditActions
            onCancel={edit.cancel}
            onSave={() => void edit.submit()}
            canSave={edit.canSave}
            submitting={edit.submitting}
          />
        </>
      ) : (
        <RichTextViewer
          document={saved}
          renderMention={(mention) => <MentionCard mention={mention} />}
        />
      )}
    </Stack>
  );
}
