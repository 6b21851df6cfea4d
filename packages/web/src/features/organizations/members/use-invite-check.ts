import { useQuery } from "@apollo/client/react";
import { useDebouncedValue } from "@mantine/hooks";
import { isValidEmail } from "@tierwise/common/email-entries";
import { limits } from "@tierwise/common/limits";
import { INVITE_CHECK_QUERY, type InviteCheck } from "./members.graphql.ts";

export type InviteCheckState =
  | { state: "idle" }
  | { state: "loading"; email: string }
  | { state: "new"; email: string }
  | { state: "member"; check: InviteCheck };

/**
 * The invite check (spec 1 §4, §5): for the address being typed, once it is valid, asks the
 * server 250 ms after typing stops whether it already belongs to a member (accepted or pending).
 */
export function useInviteCheck(typed: string): InviteCheckState {
  const current = typed.trim();
  const [debounced] = useDebouncedValue(current, limits.inviteDebounceMs);
  const valid = debounced !== "" && isValidEmail(debounced);
  const { data, loading } = useQuery(INVITE_CHECK_QUERY, {
    variables: { email: debounced },
    skip: !valid,
    fetchPolicy: "network-only",
  });
  if (current === "" || !isValidEmail(current)) return { state: "idle" };
  if (debounced !== current || loading) return { state: "loading", email: current };
  const check = data?.inviteCheck;
  if (check?.__typename !== "InviteCheck") return { state: "idle" };
  if (check.status === "NEW") return { state: "new", email: check.email };
  return { state: "member", check };
}
