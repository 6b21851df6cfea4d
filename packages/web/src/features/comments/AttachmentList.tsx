import { Anchor, Group, Image, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconDownload, IconEye, IconFile } from "@tabler/icons-react";
import { canPreviewAttachment, isImageAttachment } from "@tierwise/common/comments";
import { useState } from "react";
import type { Attachment } from "./activity-wall.graphql.ts";

/**
 * A note's attachments: every file with its download link; images as inline thumbnails and
 * PDFs in a preview on click (spec 1 §5 preview types), both from the preview address.
 */
export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const [previewed, setPreviewed] = useState<Attachment | null>(null);
  if (attachments.length === 0) return null;
  const images = attachments.filter(
    (attachment) => attachment.previewUrl && isImageAttachment(attachment.filename),
  );
  return (
    <Stack gap={6} aria-label="Attachments">
      {images.length > 0 ? (
        <Group gap="xs">
          {images.map((attachment) => (
            <UnstyledButton
              key={attachment.id}
              aria-label={`Preview ${attachment.filename}`}
              onClick={() => setPreviewed(attachment)}
            >
              <Image
                src={attachment.previewUrl}
                alt={attachment.filename}
                h={72}
                w={96}
                fit="cover"
                radius="sm"
              />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
      {attachments.map((attachment) => (
        <Group key={attachment.id} gap={6} wrap="nowrap">
          <IconFile size={14} aria-hidden />
          <Anchor href={attachment.downloadUrl} download={attachment.filename} size="sm" truncate>
            {attachment.filename}
          </Anchor>
          <IconDownload size={12} aria-hidden />
          {attachment.previewUrl &&
          canPreviewAttachment(attachment.filename) &&
          !isImageAttachment(attachment.filename) ? (
            <Anchor
              component="button"
              type="button"
              size="xs"
              aria-label={`Preview ${attachment.filename}`}
              onClick={() => setPreviewed(attachment)}
            >
              <Group gap={2} wrap="nowrap">
                <IconEye size={12} aria-hidden />
                Preview
              </Group>
            </Anchor>
          ) : null}
        </Group>
      ))}
      <Modal
        opened={previewed !== null}
        onClose={() => setPreviewed(null)}
        title={previewed?.filename}
        size="xl"
      >
        {previewed?.previewUrl ? (
          isImageAttachment(previewed.filename) ? (
            <Image src={previewed.previewUrl} alt={previewed.filename} fit="contain" mah="75vh" />
          ) : (
            <iframe
              src={previewed.previewUrl}
              title={`Preview of ${previewed.filename}`}
              style={{ width: "100%", height: "75vh", border: 0 }}
            />
          )
        ) : (
          <Text size="sm">{previewed?.filename}</Text>
        )}
      </Modal>
    </Stack>
  );
}
