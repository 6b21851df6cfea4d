import { useMutation, useQuery } from "@apollo/client/react";
import { Autocomplete, Button, Group, Select, Stack, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { roles } from "@tierwise/common/roles";
import { type FormEvent, useRef, useState } from "react";
import { AppModal } from "../../../app/modals/AppModal.tsx";
import { useSession } from "../../../app/session/use-session.ts";
import { type EmailChipItem, EmailChips } from "../../../ui/EmailChips.tsx";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { validationErrorsFor } from "../../../ui/forms/form-errors.ts";
import { InviteCheckNotice } from "./InviteCheckNotice.tsx";
import {
  applyInviteResults,
  chipsToInvite,
  markInviting,
  resetInviting,
} from "./invite-results.ts";
import { limitReachedMessage } from "./member-errors.ts";
import { assignableRoles } from "./member-roles.ts";
import { INVITE_MEMBERS, INVITE_OPTIONS_QUERY } from "./members.graphql.ts";
import { useInviteCheck } from "./use-invite-check.ts";

const fields = ["emails", "role", "jobTitle", "businessUnit"] as const;
type Field = (typeof fields)[number];

interface InviteMembersFormProps {
  /** Called after at least one invitation went out, so the list can refresh. */
  onInvited: () => void;
  onDone: () => void;
}

function InviteMembersForm({ onInvited, onDone }: InviteMembersFormProps) {
  const session = useSession();
  const allowCustom = session.organization?.featureFlags.customJobBusinessUnitEnabled === true;
  const { data: options } = useQuery(INVITE_OPTIONS_QUERY);
  const [inviteMembers] = useMutation(INVITE_MEMBERS);
  const [chips, setChipsState] = useState<EmailChipItem[]>([]);
  const chipsRef = useRef(chips);
  const setChips = (next: EmailChipItem[] | ((current: EmailChipItem[]) => EmailChipItem[])) => {
    chipsRef.current = typeof next === "function" ? next(chipsRef.current) : next;
    setChipsState(chipsRef.current);
  };
  const [typed, setTyped] = useState("");
  const check = useInviteCheck(typed);
  const [role, setRole] = useState<string | null>(null);
  const [jobTitle, setJobTitle] = useState("");
  const [businessUnit, setBusinessUnit] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const pending = chipsToInvite(chips);
  const finished = chips.length > 0 && chips.every((chip) => chip.status === "success");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const toSend = chipsToInvite(chipsRef.current);
    if (toSend.length === 0) {
      setErrors({ emails: "Add at least one valid e-mail address." });
      return;
    }
    const emails = toSend.map((chip) => chip.email);
    setErrors({});
    setFormErrors([]);
    setSubmitting(true);
    setChips((current) => markInviting(current, emails));
    try {
      const { data } = await inviteMembers({
        variables: {
          emails,
          role: role ?? null,
          jobTitle: jobTitle.trim() || null,
          businessUnit: businessUnit.trim() || null,
        },
      });
      const result = data?.inviteMembers;
      switch (result?.__typename) {
        case "InviteMembersSuccess":
          setChips((current) => applyInviteResults(current, emails, result.results));
          if (result.results.some((outcome) => outcome.__typename === "InviteSuccess")) {
            onInvited();
          }
          break;
        case "LimitReachedError":
          setChips(resetInviting);
          setFormErrors([limitReachedMessage(result)]);
          break;
        case "TooManyModificationsError":
          setChips(resetInviting);
          setFormErrors([result.message]);
          break;
        case "ValidationError": {
          setChips(resetInviting);
          const mapped = validationErrorsFor(result, fields);
          setErrors(mapped.fields);
          setFormErrors(mapped.form);
          break;
        }
        default:
          setChips(resetInviting);
          setFormErrors([messages.somethingWentWrong]);
      }
    } catch {
      setChips(resetInviting);
      setFormErrors([messages.somethingWentWrong]);
    }
    setSubmitting(false);
  }

  const jobTitles = options?.jobTitleOptions ?? [];
  const businessUnits = options?.businessUnitOptions ?? [];
  const ListInput = allowCustom ? Autocomplete : Select;

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <Stack gap={6}>
          <EmailChips
            label="E-mail addresses"
            description="Separate addresses with commas, spaces, semicolons or pipes."
            placeholder="name@company.com"
            chips={chips}
            onChange={(next) => {
              setChips(next);
              setErrors((current) => ({ ...current, emails: undefined }));
            }}
            onInputChange={setTyped}
            error={errors.emails}
            disabled={submitting}
            required
          />
          <InviteCheckNotice check={check} />
        </Stack>
        <Select
          label="Role"
          placeholder="Organisation default"
          data={assignableRoles(session).map((key) => ({ value: key, label: roles[key].label }))}
          value={role}
          onChange={(value) => {
            setRole(value);
            setErrors((current) => ({ ...current, role: undefined }));
          }}
          clearable
          error={errors.role}
          disabled={submitting}
          comboboxProps={{ withinPortal: true }}
        />
        <Group grow align="flex-start">
          <ListInput
            label="Job title"
            placeholder="Optional"
            data={jobTitles}
            value={jobTitle}
            onChange={(value: string | null) => setJobTitle(value ?? "")}
            clearable
            error={errors.jobTitle}
            disabled={submitting}
            comboboxProps={{ withinPortal: true }}
          />
          <ListInput
            label="Business unit"
            placeholder="Optional"
            data={businessUnits}
            value={businessUnit}
            onChange={(value: string | null) => setBusinessUnit(value ?? "")}
            clearable
            error={errors.businessUnit}
            disabled={submitting}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <FormAlert messages={formErrors} />
        {finished ? (
          <Text size="sm" c="teal.8" role="status">
            {chips.length === 1 ? "The invitation was sent." : "The invitations were sent."}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={submitting}>
            {finished ? "Close" : "Cancel"}
          </Button>
          <Button
            type="submit"
            loading={submitting}
            disabled={pending.length === 0 && typed.trim() === ""}
          >
            Send invitations
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The invite_members modal: e-mail chips, the invite check, optional role and lists. */
export function InviteMembersModal({
  onInvited,
  onClose,
}: {
  onInvited: () => void;
  onClose: () => void;
}) {
  return (
    <AppModal name="invite_members" title="Invite members" size="lg">
      <InviteMembersForm onInvited={onInvited} onDone={onClose} />
    </AppModal>
  );
}
