import { Button, Chip, Group, Input, Modal, Select, Stack, Textarea } from "@mantine/core";
import {
  alertLimits,
  type NotRelevantReason,
  notRelevantReasonLabels,
  notRelevantReasons,
  reasonsNeedingComment,
} from "@tierwise/common/alerts";
import { alertFeedbackSchema } from "@tierwise/common/inputs/alerts";
import { useId, useState } from "react";
import { useCloseOnRouteChange } from "../../../app/modals/use-modal.ts";
import type { AlertItem } from "../alert.graphql.ts";
import type { AlertActions } from "./use-alert-actions.ts";

export const chooseReasonMessage = "Please choose a reason.";
export const chooseCompanyMessage = "Please choose the wrong company.";

type NotRelevantDialogProps = {
  alert: AlertItem;
  opened: boolean;
  onClose: () => void;
  markNotRelevant: AlertActions["markNotRelevant"];
};

/**
 * "Not relevant" with a reason (issue 13): unlawful content and other need a comment; "wrong
 * company" names which of the alert's companies is wrong, as that link is removed for the whole
 * organisation. The shared feedback schema decides, as the server does.
 */
export function NotRelevantDialog({
  alert,
  opened,
  onClose,
  markNotRelevant,
}: NotRelevantDialogProps) {
  useCloseOnRouteChange(onClose);
  return (
    <Modal opened={opened} onClose={onClose} title="Why is this alert not relevant?" centered>
      {opened ? (
        <NotRelevantForm alert={alert} onDone={onClose} markNotRelevant={markNotRelevant} />
      ) : null}
    </Modal>
  );
}

type Errors = { reason?: string; companyId?: string; scoreFeedback?: string };

function NotRelevantForm({
  alert,
  onDone,
  markNotRelevant,
}: {
  alert: AlertItem;
  onDone: () => void;
  markNotRelevant: AlertActions["markNotRelevant"];
}) {
  const [reason, setReason] = useState<NotRelevantReason | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(
    alert.companies.length === 1 ? (alert.companies[0]?.id ?? null) : null,
  );
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const reasonGroupId = useId();
  const needsComment = reason !== null && reasonsNeedingComment.includes(reason);
  const asksCompany = reason === "wrong_company" && alert.companies.length > 0;

  function check(): Errors {
    if (!reason) return { reason: chooseReasonMessage };
    if (asksCompany && !companyId) return { companyId: chooseCompanyMessage };
    const checked = alertFeedbackSchema.safeParse({
      alertId: alert.id,
      reason,
      scoreFeedback: comment.trim() || null,
    });
    if (checked.success) return {};
    return { scoreFeedback: checked.error.issues[0]?.message };
  }

  async function submit() {
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean) || !reason) return;
    setBusy(true);
    const done = await markNotRelevant({
      reason,
      scoreFeedback: comment.trim() || null,
      companyId: asksCompany ? companyId : null,
    });
    setBusy(false);
    if (done) onDone();
  }

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {/* Chips of one choice are radio buttons; Mantine's Radio would split a piece of the
          shell's chunk off (the shell uses its icon). */}
      <Input.Wrapper
        label="Reason"
        withAsterisk
        error={errors.reason}
        labelElement="div"
        id={reasonGroupId}
      >
        <Group gap={6} mt={6} role="radiogroup" aria-labelledby={`${reasonGroupId}-label`}>
          <Chip.Group
            value={reason ?? ""}
            onChange={(value) => {
              setReason(value as NotRelevantReason);
              setErrors({});
            }}
          >
            {notRelevantReasons.map((value) => (
              <Chip key={value} value={value} size="sm">
                {notRelevantReasonLabels[value]}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      </Input.Wrapper>
      {asksCompany ? (
        <Select
          label="Which company is wrong?"
          withAsterisk
          data={alert.companies.map((company) => ({ value: company.id, label: company.name }))}
          value={companyId}
          onChange={setCompanyId}
          error={errors.companyId}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Textarea
        label="Comment"
        description={needsComment ? "Required for this reason" : "Optional"}
        withAsterisk={needsComment}
        autosize
        minRows={2}
        maxLength={alertLimits.commentMaxLength}
        value={comment}
        error={errors.scoreFeedback}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setErrors((current) => ({ ...current, scoreFeedback: undefined }));
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" color="red" loading={busy}>
          Mark not relevant
        </Button>
      </Group>
    </Stack>
  );
}
