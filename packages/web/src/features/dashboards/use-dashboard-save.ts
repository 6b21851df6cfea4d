import { useApolloClient } from "@apollo/client/react";
import { messages } from "@tierwise/common/messages";
import { useCallback, useRef } from "react";
import { closeSnackbar, showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { type DashboardDraft, draftOf } from "./dashboard-draft.ts";
import { type DashboardSaveFailure, saveFailureOf } from "./dashboard-errors.ts";
import { dashboardWords } from "./dashboard-words.ts";
import { type Dashboard, UPDATE_DASHBOARD } from "./dashboards.graphql.ts";

export type SaveOutcome =
  | { ok: true; dashboard: Dashboard }
  | { ok: false; failure: DashboardSaveFailure };

/** The navigation lists dashboards by name and icon: a rename or new icon refreshes it. */
export const navigationRefetch = ["NavigationDashboards"];

/** A change the navigation shows (its name or icon). */
const namesChange = (dashboard: Dashboard, content: Partial<DashboardDraft>) =>
  (content.name !== undefined && content.name !== dashboard.name) ||
  (content.icon !== undefined && content.icon !== dashboard.icon);

/**
 * Saves a dashboard from the version it was loaded at (the server refuses a stale version with
 * the conflict message: never a silent overwrite) and offers Undo, which saves the content from
 * before, again from the version this save made, so undoing someone else's later save is
 * refused the same way.
 */
export function useDashboardSave() {
  const client = useApolloClient();
  // The last save's confirmation: its Undo is good only until the next save, which replaces it.
  const lastConfirmation = useRef<number | null>(null);

  const update = useCallback(
    async (dashboard: Dashboard, content: Partial<DashboardDraft>): Promise<SaveOutcome> => {
      try {
        const { data } = await client.mutate({
          mutation: UPDATE_DASHBOARD,
          variables: { input: { id: dashboard.id, version: dashboard.version, ...content } },
          refetchQueries: namesChange(dashboard, content) ? navigationRefetch : [],
        });
        if (!data)
          return {
            ok: false,
            failure: { conflict: false, messages: [messages.somethingWentWrong] },
          };
        return { ok: true, dashboard: data.updateDashboard };
      } catch (error) {
        return { ok: false, failure: saveFailureOf(error) };
      }
    },
    [client],
  );

  const save = useCallback(
    async (
      before: Dashboard,
      content: Partial<DashboardDraft>,
      confirmation: string = dashboardWords.saved,
    ) => {
      const outcome = await update(before, content);
      if (!outcome.ok) return outcome;
      const previous = draftOf(before);
      const undoContent = Object.fromEntries(
        Object.keys(content).map((key) => [key, previous[key as keyof DashboardDraft]]),
      ) as Partial<DashboardDraft>;
      if (lastConfirmation.current !== null) closeSnackbar(lastConfirmation.current);
      lastConfirmation.current = showSnackbar({
        type: "success",
        message: confirmation,
        undo: {
          onUndo: () => {
            void update(outcome.dashboard, undoContent).then((undone) => {
              if (undone.ok) showSnackbar({ type: "success", message: "Undone." });
              else showSnackbar({ type: "error", message: undone.failure.messages.join(" ") });
            });
          },
        },
      });
      return outcome;
    },
    [update],
  );

  return { save };
}
