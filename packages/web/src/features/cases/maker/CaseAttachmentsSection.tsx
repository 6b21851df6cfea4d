import { Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { AttachmentList } from "../../comments/AttachmentList.tsx";
import { ComposerAttachments } from "../../comments/ComposerAttachments.tsx";
import type { SupplierCase } from "../case.graphql.ts";
import { attachFilesToCase } from "./case-attachments.ts";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";

type CaseAttachmentsSectionProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

/**
 * The case's files, and more added at once: checked here (type, 50 MB), uploaded, then claimed
 * by the case (spec 2 §5), with the spec's messages when any step refuses.
 */
export function CaseAttachmentsSection({ supplierCase, save }: CaseAttachmentsSectionProps) {
  const [uploading, setUploading] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const attach = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(files);
    try {
      await attachFilesToCase(files, save, { field: "Attachments", plural: true });
    } finally {
      setUploading([]);
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Attachments
      </Text>
      <AttachmentList attachments={supplierCase.attachments} />
      {supplierCase.canEdit ? (
        <ComposerAttachments
          files={uploading}
          onChange={(files) => void attach(files.filter((file) => !uploading.includes(file)))}
          onRejected={setRejected}
          disabled={uploading.length > 0}
        />
      ) : null}
      {uploading.length > 0 ? <Loader size="xs" aria-label="Uploading" /> : null}
      <FormAlert messages={rejected} />
    </Stack>
  );
}
