import { Skeleton, Table, Text } from "@mantine/core";
import { formatRelativeDay } from "@tierwise/common/formatting";
import type { RoleKey } from "@tierwise/common/roles";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { MemberRoleSelect } from "./MemberRoleSelect.tsx";
import { MemberRowActions } from "./MemberRowActions.tsx";
import { MemberStatusBadge } from "./MemberStatusBadge.tsx";
import type { Member } from "./members.graphql.ts";

interface MembersTableProps {
  /** null while the first page loads. */
  members: readonly Member[] | null;
  /** Admins get the role select and the row actions. */
  canAdminister: boolean;
  /** The signed-in user's e-mail: their own row cannot be changed. */
  viewerEmail: string | null;
  roleOptionsFor: (member: Member) => RoleKey[];
  onDeactivate: (member: Member) => void;
  onReactivate: (member: Member) => void;
  onResend: (member: Member) => void;
}

const columns = [
  "Name",
  "E-mail",
  "Role",
  "Teams",
  "Job title",
  "Business unit",
  "Last login",
  "Logins",
  "Status",
] as const;

const skeletonRows = 5;

/** The members of the organisation, one row each (issue 3). */
export function MembersTable({
  members,
  canAdminister,
  viewerEmail,
  roleOptionsFor,
  onDeactivate,
  onReactivate,
  onResend,
}: MembersTableProps) {
  const columnCount = columns.length + (canAdminister ? 1 : 0);

  if (members !== null && members.length === 0) return <EmptyState />;

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={members === null}>
        <Table.Caption style={{ captionSide: "top", textAlign: "left" }}>
          <Text component="span" size="sm" c="dimmed">
            Members of the organisation
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
            {canAdminister ? (
              <Table.Th scope="col">
                <Text component="span" size="sm" fw={700} style={{ whiteSpace: "nowrap" }}>
                  Actions
                </Text>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members === null
            ? Array.from({ length: skeletonRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <Table.Tr key={row}>
                  {Array.from({ length: columnCount }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
                    <Table.Td key={cell}>
                      <Skeleton height={16} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : members.map((member) => {
                const self =
                  viewerEmail !== null && member.email.toLowerCase() === viewerEmail.toLowerCase();
                return (
                  <Table.Tr key={member.id}>
                    <Table.Th scope="row" fw={500}>
                      {member.name || "—"}
                    </Table.Th>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>
                      {canAdminister && !self ? (
                        <MemberRoleSelect member={member} roleOptions={roleOptionsFor(member)} />
                      ) : (
                        member.roleLabel
                      )}
                    </Table.Td>
                    <Table.Td>{member.teams.map((team) => team.name).join(", ") || "—"}</Table.Td>
                    <Table.Td>{member.jobTitle?.title ?? "—"}</Table.Td>
                    <Table.Td>{member.businessUnit?.title ?? "—"}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {formatRelativeDay(member.lastLogin)}
                    </Table.Td>
                    <Table.Td>{member.loginsCount}</Table.Td>
                    <Table.Td>
                      <MemberStatusBadge member={member} />
                    </Table.Td>
                    {canAdminister ? (
                      <Table.Td>
                        {self ? null : (
                          <MemberRowActions
                            member={member}
                            onDeactivate={onDeactivate}
                            onReactivate={onReactivate}
                            onResend={onResend}
                          />
                        )}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
