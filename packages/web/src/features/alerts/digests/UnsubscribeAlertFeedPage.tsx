import { useMutation } from "@apollo/client/react";
import { messages } from "@tierwise/common/messages";
import { useCallback } from "react";
import { type UnsubscribeOutcome, UnsubscribeView } from "../../auth/UnsubscribeView.tsx";
import { UNSUBSCRIBE_ALERT_FEED_DIGEST } from "./unsubscribe-alert-feed.graphql.ts";

/** The confirmation once a feed's digest e-mails are off. */
export function feedDigestStoppedMessage(feedName: string): string {
  return `You will no longer receive e-mail digests of the alert feed "${feedName}".`;
}

// The feed column on /alerts holds each feed's "E-mail notifications" switch.
const manage = { to: "/alerts", label: "the alert feeds" };

/**
 * /unsubscribe/alert-feed?token=…: the link at the foot of every alert digest. Public, like
 * /unsubscribe; it turns off e-mail notifications for the one feed the digest was about.
 */
export function UnsubscribeAlertFeedPage() {
  const [unsubscribe] = useMutation(UNSUBSCRIBE_ALERT_FEED_DIGEST);
  const run = useCallback(
    async (token: string): Promise<UnsubscribeOutcome> => {
      const { data } = await unsubscribe({ variables: { input: { token } } });
      const result = data?.unsubscribeAlertFeedDigest;
      if (result?.__typename === "UnsubscribeAlertFeedSuccess")
        return { step: "done", message: feedDigestStoppedMessage(result.feedName) };
      return { step: "failed", message: result?.message ?? messages.linkExpired };
    },
    [unsubscribe],
  );
  return <UnsubscribeView unsubscribe={run} manage={manage} />;
}
