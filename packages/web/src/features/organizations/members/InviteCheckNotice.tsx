import { useApolloClient } from "@apollo/client/react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { MEMBER_BY_EMAIL_QUERY, RESEND_INVITE } from "./members.graphql.ts";
import type { InviteCheckState } from "./use-invite-check.ts";

type ResendState =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "sent"; message: string }
  | { state: "failed"; message: string };

/**
 * What the invite check found for the typed address: 'This person has already accepted their
 * invite.', or 'An invite has already been sent to this email.' with 'Resend invitation'.
 */
export function InviteCheckNotice({ check }: { check: InviteCheckState }) {
  const client = useApolloClient();
  const [resend, setResend] = useState<{ email: string; result: ResendState }>({
    email: "",
    result: { state: "idle" },
  });

  if (check.state === "idle" || check.state === "new") return null;
  if (check.state === "loading") {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Checking {check.email}…
        </Text>
      </Group>
    );
  }

  const { email, status, message } = check.check;
  const result = resend.email === email ? resend.result : ({ state: "idle" } as const);

  async function resendInvitation() {
    setResend({ email, result: { state: "sending" } });
    try {
      // resendInvite takes the pending member's id; the check only knows the address.
      const found = await client.query({
        query: MEMBER_BY_EMAIL_QUERY,
        variables: { email },
        fetchPolicy: "network-only",
      });
      const member = found.data?.members.items[0];
      if (!member) throw new Error("pending member not found");
      const { data } = await client.mutate({
        mutation: RESEND_INVITE,
        variables: { id: member.id },
      });
      const answer = data?.resendInvite;
      setResend({
        email,
        result:
          answer?.__typename === "ResendInviteSuccess"
            ? { state: "sent", message: answer.message || messages.inviteResent }
            : { state: "failed", message: answer?.message ?? messages.somethingWentWrong },
      });
    } catch {
      setResend({ email, result: { state: "failed", message: messages.somethingWentWrong } });
    }
  }

  const sentence =
    message || (status === "ALREADY_ACCEPTED" ? messages.alreadyAccepted : messages.alreadyInvited);
  return (
    <Group gap="sm" role="status" aria-live="polite" wrap="wrap">
      <Text size="sm" c="orange.8">
        {sentence}
      </Text>
      {status === "ALREADY_INVITED" ? (
        result.state === "sent" ? (
          <Text size="sm" c="teal.8" fw={500}>
            {result.message}
          </Text>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            loading={result.state === "sending"}
            onClick={() => void resendInvitation()}
          >
            {messages.resendInvitation}
          </Button>
        )
      ) : null}
      {result.state === "failed" ? (
        <Text size="sm" c="red.8">
          {result.message}
        </Text>
      ) : null}
    </Group>
  );
}
