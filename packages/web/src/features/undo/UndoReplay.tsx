import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { useSession } from "../../app/session/use-session.ts";

/** One replay per Apollo client, i.e. per page life: the shell may mount again, the page not. */
const replayed = new WeakSet<object>();

/**
 * Mounted once by the shell: after the first render inside an organisation, loads the replay
 * in its own chunk (the shell's JavaScript budget is nearly spent) and shows the undo offers
 * made shortly before this page loaded. Renders nothing.
 */
export function UndoReplay() {
  const client = useApolloClient();
  const inOrganization = useSession().organization !== null;

  useEffect(() => {
    if (!inOrganization || replayed.has(client)) return;
    replayed.add(client);
    import("./undo-replay.ts")
      .then(({ replayUndoOffers }) => replayUndoOffers(client))
      // A chunk that fails to load only costs the replay; the page goes on.
      .catch(() => undefined);
  }, [client, inOrganization]);

  return null;
}
