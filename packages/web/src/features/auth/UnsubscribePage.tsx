import { useMutation } from "@apollo/client/react";
import { messages } from "@tierwise/common/messages";
import { useCallback } from "react";
import { UNSUBSCRIBE } from "./sso.graphql.ts";
import { type UnsubscribeOutcome, UnsubscribeView } from "./UnsubscribeView.tsx";

/** The confirmation /unsubscribe shows once the server has turned the e-mails off. */
export function unsubscribedMessage(label: string): string {
  return `You will no longer receive "${label}" e-mails.`;
}

const manage = { to: "/account#notifications", label: "your account settings" };

/** /unsubscribe?token=…: the link in every notification e-mail; works without signing in. */
export function UnsubscribePage() {
  const [unsubscribe] = useMutation(UNSUBSCRIBE);
  const run = useCallback(
    async (token: string): Promise<UnsubscribeOutcome> => {
      const { data } = await unsubscribe({ variables: { input: { token } } });
      const result = data?.unsubscribe;
      if (result?.__typename === "UnsubscribeSuccess")
        return { step: "done", message: unsubscribedMessage(result.label) };
      if (result?.__typename === "LinkExpiredError")
        return { step: "failed", message: result.message };
      return { step: "failed", message: messages.linkExpired };
    },
    [unsubscribe],
  );
  return <UnsubscribeView unsubscribe={run} manage={manage} />;
}
