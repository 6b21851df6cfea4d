import { useMutation, useQuery } from "@apollo/client/react";
import {
  Button,
  Group,
  MultiSelect,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { useModal } from "../../../app/modals/use-modal.ts";
import { usePageTitle } from "../../../app/page-title.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { InviteMembersModal } from "./InviteMembersModal.tsx";
import { type MemberActivation, MemberActivationModal } from "./MemberActivationModal.tsx";
import { MembersTable } from "./MembersTable.tsx";
import { assignableRoles } from "./member-roles.ts";
import {
  MEMBER_TEAMS_QUERY,
  MEMBERS_QUERY,
  type Member,
  RESEND_INVITE,
} from "./members.graphql.ts";
import {
  initialMembersFilters,
  type MemberStatusFilter,
  type MembersFilters,
  membersVariables,
  pageCount,
} from "./members-variables.ts";

const pageTitle = "Members";

const statusOptions: { value: MemberStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "verified", label: "Verified" },
  { value: "pending", label: "Pending" },
];

/** /members: the organisation's members, their roles and invitations (issue 3). */
export function MembersPage() {
  usePageTitle(pageTitle);
  const session = useSession();
  const canAdminister = sessionCan(session, "members.update");
  const inviteModal = useModal("invite_members");
  const [filters, setFilters] = useState<MembersFilters>(initialMembersFilters);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, limits.selectSearchDebounceMs);
  const [activation, setActivation] = useState<MemberActivation | null>(null);
  const effective: MembersFilters =
    debouncedSearch === filters.query ? filters : { ...filters, query: debouncedSearch, page: 1 };
  if (effective !== filters) setFilters(effective);

  const { data, previousData, error, loading, refetch } = useQuery(MEMBERS_QUERY, {
    variables: membersVariables(effective),
    fetchPolicy: "cache-and-network",
  });
  const { data: teamsData } = useQuery(MEMBER_TEAMS_QUERY, { variables: {} });
  const [resendInvite] = useMutation(RESEND_INVITE);

  const shown = data ?? previousData;
  const connection = shown?.members;
  const update = (change: Partial<MembersFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...change }));

  async function resend(member: Member) {
    try {
      const { data: answer } = await resendInvite({ variables: { id: member.id } });
      const result = answer?.resendInvite;
      if (result?.__typename === "ResendInviteSuccess") {
        showSnackbar({ type: "success", message: result.message || messages.inviteResent });
      } else {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  }

  const teams = teamsData?.teams ?? [];
  const total = connection?.itemsCount ?? 0;

  return (
    <Stack gap="lg" aria-busy={loading}>
      <Group justify="space-between" align="center">
        <Title order={1}>{pageTitle}</Title>
        {canAdminister ? (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => inviteModal.open()}
          >
            Invite members
          </Button>
        ) : null}
      </Group>

      <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label="Filter members">
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
        {teams.length > 0 ? (
          <MultiSelect
            label="Teams"
            placeholder={filters.teamIds.length === 0 ? "All teams" : undefined}
            data={teams.map((team) => ({ value: team.id, label: team.name }))}
            value={[...filters.teamIds]}
            onChange={(teamIds) => update({ teamIds })}
            searchable
            clearable
            w={280}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="members-status-label">
            Status
          </Text>
          <SegmentedControl
            aria-labelledby="members-status-label"
            data={statusOptions}
            value={filters.status}
            onChange={(status) => update({ status: status as MemberStatusFilter })}
          />
        </Stack>
      </Group>

      {error && !connection ? (
        <ErrorWithRetry onRetry={retryWith(refetch)} />
      ) : (
        <>
          {error ? <FormAlert messages={[messages.somethingWentWrong]} /> : null}
          <MembersTable
            members={connection ? connection.items : null}
            canAdminister={canAdminister}
            viewerEmail={session.details?.email ?? null}
            roleOptionsFor={(member) => assignableRoles(session, member.role)}
            onDeactivate={(member) => setActivation({ member, action: "deactivate" })}
            onReactivate={(member) => setActivation({ member, action: "reactivate" })}
            onResend={(member) => void resend(member)}
          />
          {connection && total > 0 ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {total === 1 ? "1 member" : `${total} members`}
              </Text>
              {pageCount(total) > 1 ? (
                <Pagination
                  total={pageCount(total)}
                  value={filters.page}
                  onChange={(page) => setFilters((current) => ({ ...current, page }))}
                  getControlProps={(control) => ({
                    "aria-label":
                      control === "previous"
                        ? "Previous page"
                        : control === "next"
                          ? "Next page"
                          : control,
                  })}
                  getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
                />
              ) : null}
            </Group>
          ) : null}
        </>
      )}

      <MemberActivationModal target={activation} onClose={() => setActivation(null)} />
      {canAdminister ? (
        <InviteMembersModal
          onInvited={() => void refetch().catch(() => undefined)}
          onClose={() => inviteModal.close()}
        />
      ) : null}
    </Stack>
  );
}
