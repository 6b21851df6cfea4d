import { useApolloClient, useMutation } from "@apollo/client/react";
import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { undoOffer } from "../../undo/undo-replay.ts";
import {
  type AlertChangeResult,
  type AlertFeedbackInput,
  type AlertItem,
  UPDATE_ALERT_SCORE,
  unreadCountQueries,
} from "../alert.graphql.ts";
import { alertActionMessages } from "../alert-messages.ts";

/** The rest of the feedback input: what a verdict changes besides the alert's id. */
export type AlertChange = Omit<AlertFeedbackInput, "alertId">;

function failureOf(result: AlertChangeResult | undefined): string | null {
  if (result?.__typename === "AlertSuccess") return null;
  return (result && "message" in result && result.message) || messages.somethingWentWrong;
}

/**
 * What a person does to one alert (spec 3 §4): read or unread, archive or restore (with Undo),
 * relevant or not relevant. Each change is one updateAlertScore call whose answer (the alert's
 * state) lands in the cache by the alert's id, so every list showing it follows; changes of
 * the read state ask the unread counts again.
 */
export function useAlertActions(alert: AlertItem) {
  const client = useApolloClient();
  const [update, { loading }] = useMutation(UPDATE_ALERT_SCORE);

  async function change(input: AlertChange): Promise<AlertChangeResult | undefined> {
    try {
      const touchesRead = input.read !== undefined || input.archived !== undefined;
      const answer = await update({
        variables: { input: { alertId: alert.id, ...input } },
        refetchQueries: touchesRead ? unreadCountQueries : [],
      });
      return answer.data?.updateAlertScore;
    } catch {
      return undefined;
    }
  }

  /** Runs a change and says how it went; an archive or restore offers its Undo. */
  async function changeAndTell(input: AlertChange, done: string): Promise<boolean> {
    const result = await change(input);
    const failure = failureOf(result);
    if (failure) {
      showSnackbar({ type: "error", message: failure });
      return false;
    }
    const undoId = result?.__typename === "AlertSuccess" ? result.undoId : null;
    showSnackbar({
      type: "success",
      message: done,
      // The same path as an offer replayed after a reload (features/undo).
      ...(undoId ? { undo: { onUndo: () => void undoOffer(client, undoId, "alert") } } : {}),
    });
    return true;
  }

  return {
    busy: loading,
    /** Opening a card marks it read quietly; a failure shows, the card stays as it was. */
    setRead: async (read: boolean) => {
      const failure = failureOf(await change({ read }));
      if (failure) showSnackbar({ type: "error", message: failure });
    },
    setArchived: (archived: boolean) =>
      changeAndTell(
        { archived },
        archived ? alertActionMessages.archived : alertActionMessages.unarchived,
      ),
    /** Spec 3 §4: relevant sets score 1 and archived false. */
    markRelevant: () => changeAndTell({ score: 1, archived: false }, alertActionMessages.relevant),
    /** Spec 3 §4 and issue 13: not relevant archives, sets score 0 and keeps the reason. */
    markNotRelevant: (verdict: Pick<AlertChange, "reason" | "scoreFeedback" | "companyId">) =>
      changeAndTell({ score: 0, archived: true, ...verdict }, alertActionMessages.notRelevant),
  };
}

export type AlertActions = ReturnType<typeof useAlertActions>;
