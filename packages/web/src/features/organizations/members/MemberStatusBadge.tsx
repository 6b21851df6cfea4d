import { Badge } from "@mantine/core";
import type { Member } from "./members.graphql.ts";

/** Verified, 'Pending' (invitation not accepted yet) or Deactivated. */
export function MemberStatusBadge({ member }: { member: Pick<Member, "active" | "verified"> }) {
  if (!member.verified) {
    return (
      <Badge color="yellow" variant="light">
        Pending
      </Badge>
    );
  }
  if (!member.active) {
    return (
      <Badge color="gray" variant="light">
        Deactivated
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light">
      Verified
    </Badge>
  );
}
