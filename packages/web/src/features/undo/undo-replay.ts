import type { ApolloClient } from "@apollo/client";
import { requestMessages } from "@tierwise/common/company-requests";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { alertActionMessages } from "../alerts/alert-messages.ts";
import { portfolioQueries } from "../portfolios/portfolio-queries.ts";
import {
  REPLAY_UNDO_PORTFOLIO_ACTION,
  REPLAY_UNDO_RETIRE_COMPANY_REQUEST,
  REPLAY_UNDO_SAVED_ITEM,
  SNACKBAR_UNDOS_QUERY,
  type SnackbarUndoOffer,
  type UndoAnswer,
} from "./undo.graphql.ts";
import { type UndoEntry, type UndoMutationKind, undoEntryOf } from "./undo-registry.ts";

export type ReplayClock = {
  /** Now, in milliseconds since the epoch. */
  now: number;
  /** When this page started loading: offers made since were already shown by the feature. */
  pageStart: number;
};

/**
 * The offers to show again, oldest first (so the newest ends up last, as if made in order):
 * known types only, made before this page loaded and within the replay window.
 */
export function replayableOffers(
  offers: readonly SnackbarUndoOffer[],
  clock: ReplayClock,
): { offer: SnackbarUndoOffer; entry: UndoEntry }[] {
  const shown: { offer: SnackbarUndoOffer; entry: UndoEntry }[] = [];
  for (const offer of offers) {
    const at = Date.parse(offer.createdAt);
    const entry = undoEntryOf(offer.type);
    if (!entry || !Number.isFinite(at)) continue;
    if (at >= clock.pageStart || clock.now - at > limits.snackbarUndoReplayMs) continue;
    shown.push({ offer, entry });
  }
  return shown.reverse();
}

/**
 * Each mutation with what its feature's own undo path does afterwards: the same refetch (by
 * query name, so only lists on screen run again) and the same confirmation.
 */
const undoMutations: Record<
  UndoMutationKind,
  {
    run: (client: ApolloClient, undoId: string, refetchQueries: string[]) => Promise<UndoAnswer>;
    success: string;
    refetchQueries: string[];
    confirmation: string | null;
  }
> = {
  portfolio: {
    run: async (client, undoId, refetchQueries) =>
      (
        await client.mutate({
          mutation: REPLAY_UNDO_PORTFOLIO_ACTION,
          variables: { undoId },
          refetchQueries,
        })
      ).data?.undoPortfolioAction,
    success: "PortfolioActionSuccess",
    refetchQueries: portfolioQueries,
    confirmation: "Undone.",
  },
  savedItem: {
    run: async (client, undoId, refetchQueries) =>
      (
        await client.mutate({
          mutation: REPLAY_UNDO_SAVED_ITEM,
          variables: { undoId },
          refetchQueries,
        })
      ).data?.undoSavedItem,
    success: "SavedItemUndoSuccess",
    refetchQueries: ["SavedSearches", "SavedComparisons"],
    confirmation: null,
  },
  companyRequest: {
    run: async (client, undoId, refetchQueries) =>
      (
        await client.mutate({
          mutation: REPLAY_UNDO_RETIRE_COMPANY_REQUEST,
          variables: { undoId },
          refetchQueries,
        })
      ).data?.undoRetireCompanyRequest,
    success: "CompanyRequestSuccess",
    refetchQueries: ["CompanyRequest", "CompanyRequests"],
    confirmation: requestMessages.retirementUndone,
  },
  alert: {
    // Loaded on use: the shell's chunk carries no alert document.
    run: async (client, undoId, refetchQueries) =>
      (
        await client.mutate({
          mutation: (await import("../alerts/alert-undo.graphql.ts")).REPLAY_UNDO_ALERT_ARCHIVE,
          variables: { undoId },
          refetchQueries,
        })
      ).data?.undoAlertArchive,
    success: "AlertSuccess",
    // The alert's state arrives with the answer; only the unread counts are asked again.
    refetchQueries: ["AlertUnreadCount"],
    confirmation: alertActionMessages.undone,
  },
  dashboard: {
    // Loaded on use, as the alert's: the shell's chunk carries no dashboard document.
    run: async (client, undoId, refetchQueries) =>
      (
        await client.mutate({
          mutation: (await import("../dashboards/dashboards.graphql.ts")).UNDO_DELETE_DASHBOARD,
          variables: { undoToken: undoId },
          refetchQueries,
        })
      ).data?.undoDeleteDashboard,
    success: "Dashboard",
    refetchQueries: ["NavigationDashboards"],
    confirmation: "Undone.",
  },
};

/** Takes an offer back; a typed error shows its own sentence, a failed request the generic one. */
export async function undoOffer(
  client: ApolloClient,
  undoId: string,
  kind: UndoMutationKind,
): Promise<void> {
  const mutation = undoMutations[kind];
  let answer: UndoAnswer;
  try {
    answer = await mutation.run(client, undoId, mutation.refetchQueries);
  } catch {
    answer = undefined;
  }
  if (answer?.__typename === mutation.success) {
    if (mutation.confirmation) showSnackbar({ type: "success", message: mutation.confirmation });
    return;
  }
  showSnackbar({ type: "error", message: answer?.message ?? messages.somethingWentWrong });
}

/**
 * Asks the server for the viewer's undo offers once and shows the recent ones again (spec 1
 * §7 "Snackbar undo items"), so an Undo survives a reload. A failed request shows nothing:
 * the replay is a convenience, the page itself works without it.
 */
export async function replayUndoOffers(
  client: ApolloClient,
  clock: ReplayClock = { now: Date.now(), pageStart: performance.timeOrigin },
): Promise<void> {
  let offers: readonly SnackbarUndoOffer[];
  try {
    const { data } = await client.query({ query: SNACKBAR_UNDOS_QUERY, fetchPolicy: "no-cache" });
    offers = data?.snackbarUndos.items ?? [];
  } catch {
    return;
  }
  for (const { offer, entry } of replayableOffers(offers, clock)) {
    showSnackbar({
      type: "success",
      message: entry.message(offer.payload),
      undo: { onUndo: () => void undoOffer(client, offer.id, entry.undo) },
    });
  }
}
