import {
  Anchor,
  Button,
  CloseButton,
  FileButton,
  Group,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { IconPaperclip, IconUpload } from "@tabler/icons-react";
import type { FileAnswer, Question } from "@tierwise/common/workflows/definition";
import { workflowLimits } from "@tierwise/common/workflows/messages";
import { useState } from "react";
import { SupplierFormRequestError, supplierFormApi } from "./supplier-form-api.ts";
import {
  acceptAttribute,
  checkSupplierFile,
  questionControlId,
  questionErrorId,
  questionHelpId,
} from "./supplier-form-state.ts";

type SupplierFileFieldProps = {
  token: string;
  question: Question;
  value: FileAnswer[];
  error: string | undefined;
  upload: { maxBytes: number; accept: string[] };
  onChange: (files: FileAnswer[]) => void;
  disabled: boolean;
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} kB`;

/**
 * A file question: a button that opens the file picker (the keyboard's way in), the checks of
 * type and size before anything is sent, and the uploaded files with a way to remove each.
 */
export function SupplierFileField({
  token,
  question,
  value,
  error,
  upload,
  onChange,
  disabled,
}: SupplierFileFieldProps) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;
  const labelId = `${questionControlId(question.id)}-label`;
  const full = value.length >= workflowLimits.filesPerQuestionMax;

  const send = async (file: File | null) => {
    if (!file) return;
    const problem = checkSupplierFile(file, upload);
    if (problem) {
      setUploadError(problem);
      return;
    }
    setBusy(true);
    setUploadError(null);
    try {
      const answer = await supplierFormApi.upload(token, question.id, file);
      onChange([...value, answer]);
    } catch (failure) {
      setUploadError(
        failure instanceof SupplierFormRequestError && failure.code === "file"
          ? failure.message
          : "The file could not be uploaded. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  const describedBy =
    [
      question.help ? questionHelpId(question.id) : null,
      shownError ? questionErrorId(question.id) : null,
    ]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <Stack gap={6} data-question-id={question.id}>
      <Text id={labelId} fw={600} size="sm">
        {question.label}
        {question.required ? (
          <>
            <Text component="span" c="red" aria-hidden>
              {" *"}
            </Text>
            <VisuallyHidden> (required)</VisuallyHidden>
          </>
        ) : null}
      </Text>
      {question.help ? (
        <Text id={questionHelpId(question.id)} size="sm" c="dimmed">
          {question.help}
        </Text>
      ) : null}
      {value.length > 0 ? (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {value.map((file) => (
            <Group component="li" key={file.fileKey} gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Anchor
                href={supplierFormApi.filePath(token, file.fileKey)}
                target="_blank"
                rel="noopener"
                size="sm"
                style={{ overflowWrap: "anywhere" }}
              >
                {file.filename}
              </Anchor>
              <Text size="xs" c="dimmed">
                {sizeText(file.size)}
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${file.filename}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((entry) => entry.fileKey !== file.fileKey))}
              />
            </Group>
          ))}
        </Stack>
      ) : null}
      <FileButton onChange={(file) => void send(file)} accept={acceptAttribute(upload.accept)}>
        {(props) => (
          <Button
            {...props}
            id={questionControlId(question.id)}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={busy}
            disabled={disabled || full}
            aria-labelledby={`${labelId} ${questionControlId(question.id)}`}
            aria-describedby={describedBy}
            style={{ alignSelf: "flex-start" }}
          >
            {value.length > 0 ? "Add another file" : "Choose a file"}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {`Up to ${Math.floor(upload.maxBytes / (1024 * 1024))} MB: ${upload.accept
          .map((entry) => entry.replace(/^\./, ""))
          .filter((entry) => !entry.includes("/"))
          .join(", ")}`}
      </Text>
      {shownError ? (
        <Text
          id={questionErrorId(question.id)}
          size="sm"
          c="red.9"
          role={uploadError ? "alert" : undefined}
        >
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}
