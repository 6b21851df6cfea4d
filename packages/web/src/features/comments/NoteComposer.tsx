import { useMutation } from "@apollo/client/react";
import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { analyticsEvents } from "@tierwise/common/analytics-events";
import { type CommentAccess, commentMessages } from "@tierwise/common/comments";
import { messages } from "@tierwise/common/messages";
import {
  emptyDocument,
  isEmptyDocument,
  parseRichText,
  type RichTextDocument,
} from "@tierwise/common/rich-text";
import { withEditedMarker } from "@tierwise/common/rich-text-editing";
import { lazy, Suspense, useMemo, useState } from "react";
import { analytics } from "../../app/analytics/analytics.ts";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import type { PickedRecipient } from "../../ui/RecipientPicker.tsx";
import { AccessFields } from "./AccessFields.tsx";
import type { ActivityWallFilter, Comment } from "./activity-wall.graphql.ts";
import { UploadFailedError, uploadAttachments } from "./attachment-upload.ts";
import { ComposerAttachments } from "./ComposerAttachments.tsx";
import { ADD_COMMENT, UPDATE_COMMENT } from "./comment-mutations.graphql.ts";
import type { CommentTarget } from "./comment-target.ts";
import { effectiveRecipients, mentionedRecipients, recipientKey } from "./composer-access.ts";
import { MentionCard } from "./MentionCard.tsx";
import { mentionOptionOf } from "./recipient-options.ts";
import { useNoteDraft } from "./use-note-draft.ts";
import { useRecipientSearch } from "./use-recipient-search.ts";

// Slate stays out of the page's chunk: it loads when a composer first shows.
const RichTextEditor = lazy(() =>
  import("../../ui/RichTextEditor/RichTextEditor.tsx").then((module) => ({
    default: module.RichTextEditor,
  })),
);

const wallQueries = ["ActivityWall", "ActivityWallSummary"];
const fields = ["comment", "permission.recipients"] as const;
type Field = (typeof fields)[number];

export type ComposerOutcome =
  | { kind: "added"; comment: Comment; visibleByFilter: boolean }
  | { kind: "updated"; comment: Comment }
  | { kind: "cancelled" };

type NoteComposerProps = {
  target: CommentTarget;
  /** ADD writes a new note (or a reply with parentId); EDIT changes `comment`. */
  mode: "add" | "edit";
  comment?: Comment;
  parentId?: string | null;
  /** The organisation's default access (activityWallSummary.defaultAccess), or a reply's. */
  defaultAccess: CommentAccess;
  /** Recipients a new private note starts with (a reply: those of its thread). */
  defaultRecipients?: readonly PickedRecipient[];
  filter?: ActivityWallFilter | null;
  /** Where the draft is kept: the page, the target and what is being written. */
  draftKey: string;
  placeholder?: string;
  autoFocus?: boolean;
  onDone?: (outcome: ComposerOutcome) => void;
};

function sameRecipients(a: readonly PickedRecipient[], b: readonly PickedRecipient[]): boolean {
  const keys = (list: readonly PickedRecipient[]) => list.map(recipientKey).sort().join();
  return keys(a) === keys(b);
}

/**
 * The note composer (spec 2 §4): the editor, public or private access, attachments, and Add or
 * Update. A draft is kept per page and user and survives a reload.
 */
export function NoteComposer({
  target,
  mode,
  comment,
  parentId = null,
  defaultAccess,
  defaultRecipients = [],
  filter = null,
  draftKey,
  placeholder = commentMessages.editorPlaceholder,
  autoFocus = false,
  onDone,
}: NoteComposerProps) {
  const draft = useNoteDraft(draftKey);
  const original = useMemo(() => {
    const document = comment ? parseRichText(comment.comment) : emptyDocument();
    const access: CommentAccess = comment?.permission.type === "private" ? "private" : "public";
    const mentioned = mentionedRecipients(document);
    const recipients = (comment?.permission.recipients ?? [])
      .filter((recipient) => !mentioned.some((m) => recipientKey(m) === recipientKey(recipient)))
      .map(({ type, id, name, email }) => ({ type, id, name, email }));
    return { document, access, recipients };
  }, [comment]);
  const start = draft.initial ?? {
    document: original.document,
    access: mode === "edit" ? original.access : defaultAccess,
    recipients: mode === "edit" ? original.recipients : [...defaultRecipients],
  };
  const [document, setDocument] = useState<RichTextDocument>(start.document);
  const [access, setAccess] = useState<CommentAccess>(start.access);
  const [picked, setPicked] = useState<PickedRecipient[]>(start.recipients);
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [mentionQuery, setMentionQuery] = useState<string | null>(null);
  const mentionSearch = useRecipientSearch(mentionQuery);
  const [addComment] = useMutation(ADD_COMMENT);
  const [updateComment] = useMutation(UPDATE_COMMENT);

  const mentioned = mentionedRecipients(document);
  const recipients = effectiveRecipients(access, mentioned, picked);
  const recipientsMissing = access === "private" && recipients.length === 0;
  const empty = isEmptyDocument(document) && files.length === 0;
  const unchanged =
    mode === "edit" &&
    files.length === 0 &&
    access === original.access &&
    sameRecipients(recipients, effectiveRecipients(access, mentioned, original.recipients)) &&
    JSON.stringify(document) === JSON.stringify(original.document);
  const canSubmit = !submitting && !recipientsMissing && !isEmptyDocument(document) && !unchanged;

  const remember = (next: {
    document?: RichTextDocument;
    access?: CommentAccess;
    picked?: PickedRecipient[];
  }) => {
    const value = {
      document: next.document ?? document,
      access: next.access ?? access,
      recipients: next.picked ?? picked,
    };
    const nothing = isEmptyDocument(value.document) && value.recipients.length === 0;
    draft.save(nothing && mode === "add" ? null : value);
  };

  const reset = () => {
    setDocument(emptyDocument());
    setAccess(defaultAccess);
    setPicked([...defaultRecipients]);
    setFiles([]);
    setFileErrors([]);
    setFieldErrors({});
    setFormErrors([]);
  };

  const cancel = () => {
    draft.clear();
    if (mode === "add") reset();
    onDone?.({ kind: "cancelled" });
  };

  const submit = async () => {
    if (!canSubmit) return;
    setSubmitting(true);
    setFormErrors([]);
    setFieldErrors({});
    try {
      let attachmentKeys: string[] = [];
      try {
        attachmentKeys = await uploadAttachments(files);
      } catch (error) {
        if (!(error instanceof UploadFailedError)) throw error;
        // Spec 1 §8: the upload failed; the note stays as it is to try again.
        setFormErrors([messages.uploadFailed]);
        return;
      }
      const permission = {
        type: access,
        recipients: recipients.map(({ type, id }) => ({ type, id })),
      };
      if (mode === "add") {
        const { result, errors } = await submitMutation(
          async () =>
            (
              await addComment({
                variables: {
                  target,
                  comment: document,
                  parentId,
                  permission,
                  attachmentKeys,
                  filter,
                },
                refetchQueries: wallQueries,
                // The thread's parent counts one more reply wherever it is shown.
                update: (cache, { data }) => {
                  if (!parentId || data?.addComment.__typename !== "AddCommentSuccess") return;
                  cache.modify({
                    id: cache.identify({ __typename: "Comment", id: parentId }),
                    fields: { childrenCount: (count: number) => count + 1 },
                  });
                },
              })
            ).data?.addComment,
          { fields, success: "AddCommentSuccess" },
        );
        if (errors) {
          setFieldErrors(errors.fields);
          setFormErrors(errors.form);
          return;
        }
        draft.clear();
        reset();
        analytics.track(analyticsEvents.noteAddedOrUpdated, { action: "added", ...target });
        onDone?.({
          kind: "added",
          comment: result.comment,
          visibleByFilter: result.visibleByFilter,
        });
      } else if (comment) {
        const { result, errors } = await submitMutation(
          async () =>
            (
              await updateComment({
                variables: {
                  id: comment.id,
                  comment: withEditedMarker(document),
                  permission,
                  attachmentKeys,
                },
              })
            ).data?.updateComment,
          { fields, success: "CommentChangeSuccess" },
        );
        if (errors) {
          setFieldErrors(errors.fields);
          setFormErrors(errors.form);
          return;
        }
        draft.clear();
        analytics.track(analyticsEvents.noteAddedOrUpdated, { action: "updated", ...target });
        onDone?.({ kind: "updated", comment: result.comment });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="xs" data-testid={mode === "add" ? "note-composer" : "note-editor"}>
      <Suspense fallback={<Skeleton h={112} radius="sm" />}>
        <RichTextEditor
          label={mode === "add" ? (parentId ? "Reply" : "New note") : "Edit note"}
          initialValue={start.document}
          value={document}
          placeholder={placeholder}
          autoFocus={autoFocus}
          disabled={submitting}
          onChange={(next) => {
            setDocument(next);
            remember({ document: next });
          }}
          onMentionQuery={setMentionQuery}
          mentionOptions={mentionSearch.candidates.map(mentionOptionOf)}
          mentionsLoading={mentionSearch.loading}
          renderMention={(mention) => <MentionCard mention={mention} />}
        />
      </Suspense>
      {fieldErrors.comment ? (
        <Text size="xs" c="red">
          {fieldErrors.comment}
        </Text>
      ) : null}
      <AccessFields
        access={access}
        onAccessChange={(next) => {
          setAccess(next);
          // Spec 2 §4: switching to public clears the recipients.
          const nextPicked = next === "public" ? [] : picked;
          setPicked(nextPicked);
          remember({ access: next, picked: nextPicked });
        }}
        mentioned={mentioned}
        picked={picked}
        onPickedChange={(next) => {
          setPicked(next);
          remember({ picked: next });
        }}
        error={
          // Said once there is something to send; Add stays disabled either way.
          recipientsMissing && !isEmptyDocument(document)
            ? commentMessages.recipientsRequired
            : fieldErrors["permission.recipients"]
        }
        disabled={submitting}
      />
      <ComposerAttachments
        files={files}
        onChange={setFiles}
        onRejected={setFileErrors}
        disabled={submitting}
      />
      <FormAlert messages={[...fileErrors, ...formErrors]} />
      <Group justify="flex-end" gap="xs">
        {mode === "edit" || !empty ? (
          <Button variant="default" size="xs" onClick={cancel} disabled={submitting}>
            Cancel
          </Button>
        ) : null}
        <Button size="xs" onClick={submit} disabled={!canSubmit} loading={submitting}>
          {mode === "add" ? "Add" : "Update"}
        </Button>
      </Group>
    </Stack>
  );
}
