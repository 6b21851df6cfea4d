import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { caseMessages } from "@tierwise/common/cases";
import { sendCaseEmailInputSchema } from "@tierwise/common/inputs/cases";
import { messages } from "@tierwise/common/messages";
import { useId, useMemo, useState } from "react";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import type { EmailChipItem } from "../../ui/EmailChips.tsx";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { UploadFailedError, uploadAttachments } from "../comments/attachment-upload.ts";
import { ComposerAttachments } from "../comments/ComposerAttachments.tsx";
import {
  type CaseEmailRecipientType,
  SEND_CASE_EMAIL,
  type SendCaseEmailInput,
} from "./case-emails.graphql.ts";
import {
  type ComposeMode,
  type ComposerValues,
  hasExternalRecipient,
  initialComposerValues,
  recipientInputs,
  recipientTypes,
  sameValues,
} from "./email-compose.ts";
import { RecipientField } from "./RecipientField.tsx";
import { addSentThread } from "./sent-email-cache.ts";

const fields = ["subject", "body", "recipients"] as const;
type Field = (typeof fields)[number];

const headings: Record<ComposeMode["kind"], string> = {
  new: "New email",
  reply: "Reply",
  forward: "Forward",
};
const recipientLabels: Record<CaseEmailRecipientType, string> = { to: "To", cc: "Cc", bcc: "Bcc" };
const noPending: Record<CaseEmailRecipientType, string> = { to: "", cc: "", bcc: "" };

type EmailComposerProps = {
  caseId: string;
  mode: ComposeMode;
  /** The viewer's address: the sender the server records, never a reply's recipient. */
  viewerEmail: string | null;
  /** Domains known to be internal (see knownInternalDomains); others count as external. */
  internalDomains: ReadonlySet<string>;
  /** Closes the composer: after Cancel, or once the e-mail is sent. */
  onClose: () => void;
};

/**
 * The e-mail composer (spec 2 §4, §5): To, Cc and Bcc on demand, subject, body and files.
 * Subject, body and a To recipient are required, and an address still being typed blocks
 * sending; Send stays disabled while the form is pristine, invalid or being sent. Files are
 * uploaded first and go with the e-mail as attachment keys.
 */
export function EmailComposer({
  caseId,
  mode,
  viewerEmail,
  internalDomains,
  onClose,
}: EmailComposerProps) {
  const headingId = useId();
  const initial = useMemo(() => initialComposerValues(mode, viewerEmail), [mode, viewerEmail]);
  const [values, setValues] = useState<ComposerValues>(initial);
  const [shown, setShown] = useState({
    cc: initial.recipients.cc.length > 0,
    bcc: initial.recipients.bcc.length > 0,
  });
  const [pending, setPending] = useState(noPending);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [sendCaseEmail] = useMutation(SEND_CASE_EMAIL);

  const recipients = recipientInputs(values.recipients);
  const input: SendCaseEmailInput = {
    caseId,
    threadId: mode.kind === "new" ? null : mode.thread.id,
    replyToId: mode.kind === "new" ? null : mode.email.id,
    subject: values.subject.trim(),
    body: values.body,
    recipients,
    attachmentKeys: [],
  };
  // The same rules the server applies (common/inputs/cases.ts).
  const checked = sendCaseEmailInputSchema.safeParse(input);
  const ruleErrors: Partial<Record<Field, string>> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = fields.find((name) => name === issue.path[0]);
      if (field && ruleErrors[field] === undefined) ruleErrors[field] = issue.message;
    }
  }
  const pendingAddress = recipientTypes.some((type) => pending[type].trim() !== "");
  const pristine = sameValues(values, initial) && files.length === 0;
  const canSend = !pristine && checked.success && !pendingAddress && !submitting;
  const external = hasExternalRecipient(recipients, internalDomains);
  // Rules speak once the field was left, and To's once anything was filled in.
  const shownRule = (field: Field) =>
    field === "recipients" ? Object.values(touched).some(Boolean) : touched[field] === true;
  const errorOf = (field: Field) =>
    serverErrors[field] ?? (shownRule(field) ? ruleErrors[field] : undefined);

  const change = (next: Partial<ComposerValues>) =>
    setValues((current) => ({ ...current, ...next }));
  const changeRecipients = (type: CaseEmailRecipientType, chips: EmailChipItem[]) => {
    setValues((current) => ({ ...current, recipients: { ...current.recipients, [type]: chips } }));
    setServerErrors((current) => ({ ...current, recipients: undefined }));
    if (type === "to") setTouched((current) => ({ ...current, recipients: true }));
  };

  const send = async () => {
    if (!canSend) return;
    setSubmitting(true);
    setFormErrors([]);
    setServerErrors({});
    try {
      let attachmentKeys: string[] = [];
      try {
        attachmentKeys = await uploadAttachments(files);
      } catch (error) {
        if (!(error instanceof UploadFailedError)) throw error;
        setFormErrors([messages.uploadFailed]);
        return;
      }
      const { result, errors } = await submitMutation(
        async () =>
          (
            await sendCaseEmail({
              variables: { input: { ...input, attachmentKeys } },
              update: (cache, { data }) => {
                if (data?.sendCaseEmail.__typename !== "SendCaseEmailSuccess") return;
                addSentThread(cache, caseId, data.sendCaseEmail);
              },
            })
          ).data?.sendCaseEmail,
        { fields, success: "SendCaseEmailSuccess" },
      );
      if (errors) {
        setServerErrors(errors.fields);
        // Spec 2 §8: a failed send is the shared generic warning.
        if (errors.form.length > 0) {
          showSnackbar({ type: "warning", message: messages.somethingWentWrong });
        }
        return;
      }
      if (result) {
        showSnackbar({ type: "success", message: caseMessages.emailSent });
        setValues(initialComposerValues({ kind: "new" }, viewerEmail));
        setFiles([]);
        setTouched({});
        onClose();
      }
    } finally {
      setSubmitting(false);
    }
  };

  const recipientField = (type: CaseEmailRecipientType, autoFocus = false) => (
    <RecipientField
      key={type}
      label={recipientLabels[type]}
      chips={values.recipients[type]}
      onChange={(chips) => changeRecipients(type, chips)}
      onPendingChange={(text) => setPending((current) => ({ ...current, [type]: text }))}
      error={type === "to" ? errorOf("recipients") : undefined}
      required={type === "to"}
      disabled={submitting}
      autoFocus={autoFocus}
    />
  );

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="md"
      radius="sm"
      data-testid="email-composer"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {headings[mode.kind]}
        </Title>
        {recipientField("to", mode.kind !== "reply")}
        {shown.cc ? recipientField("cc", !initial.recipients.cc.length) : null}
        {shown.bcc ? recipientField("bcc", true) : null}
        {!shown.cc || !shown.bcc ? (
          <Group gap="xs">
            {shown.cc ? null : (
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label="Add Cc recipients"
                onClick={() => setShown((current) => ({ ...current, cc: true }))}
              >
                Cc
              </Button>
            )}
            {shown.bcc ? null : (
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label="Add Bcc recipients"
                onClick={() => setShown((current) => ({ ...current, bcc: true }))}
              >
                Bcc
              </Button>
            )}
          </Group>
        ) : null}
        <TextInput
          label="Subject"
          required
          value={values.subject}
          disabled={submitting}
          error={errorOf("subject")}
          onChange={(event) => {
            change({ subject: event.currentTarget.value });
            setServerErrors((current) => ({ ...current, subject: undefined }));
          }}
          onBlur={() => setTouched((current) => ({ ...current, subject: true }))}
        />
        <Textarea
          label="Message"
          required
          rows={8}
          value={values.body}
          disabled={submitting}
          error={errorOf("body")}
          autoFocus={mode.kind === "reply"}
          onChange={(event) => {
            change({ body: event.currentTarget.value });
            setServerErrors((current) => ({ ...current, body: undefined }));
          }}
          onBlur={() => setTouched((current) => ({ ...current, body: true }))}
        />
        <ComposerAttachments
          files={files}
          onChange={setFiles}
          onRejected={setFileErrors}
          disabled={submitting}
        />
        {external ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            data-testid="external-warning"
          >
            <Stack gap={4}>
              <Text size="sm">{caseMessages.externalDetected}</Text>
              {files.length > 0 ? <Text size="sm">{caseMessages.externalAttachments}</Text> : null}
            </Stack>
          </Alert>
        ) : null}
        <FormAlert messages={[...fileErrors, ...formErrors]} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          {/* No form submission: Enter confirms an address or starts a new line, never sends. */}
          <Button onClick={() => void send()} disabled={!canSend} loading={submitting}>
            Send
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
