import { useMutation } from "@apollo/client/react";
import { Select } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { roles } from "@tierwise/common/roles";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { type Member, UPDATE_MEMBER_ROLE } from "./members.graphql.ts";

interface MemberRoleSelectProps {
  member: Member;
  /** Roles the select offers (the member's current one included). */
  roleOptions: readonly (keyof typeof roles)[];
  disabled?: boolean;
}

/** Changes a member's role at once; the server's refusal is shown in a snackbar. */
export function MemberRoleSelect({ member, roleOptions, disabled = false }: MemberRoleSelectProps) {
  const [updateMemberRole] = useMutation(UPDATE_MEMBER_ROLE);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function change(role: string | null) {
    if (!role || role === member.role) return;
    setSaving(true);
    setError(undefined);
    try {
      const { data } = await updateMemberRole({ variables: { userId: member.id, role } });
      const result = data?.updateMemberRole;
      if (result?.__typename === "MemberChangeSuccess") {
        showSnackbar({
          type: "success",
          message: `${member.name || member.email} is now ${result.member.roleLabel}.`,
        });
      } else {
        setError(result?.message ?? messages.somethingWentWrong);
      }
    } catch {
      setError(messages.somethingWentWrong);
    }
    setSaving(false);
  }

  return (
    <Select
      aria-label={`Role of ${member.name || member.email}`}
      data={roleOptions.map((role) => ({ value: role, label: roles[role].label }))}
      value={member.role}
      onChange={(role) => void change(role)}
      allowDeselect={false}
      disabled={disabled || saving}
      error={error}
      size="xs"
      w={190}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
