/**
 * The sentences of alert actions' snackbars. Apart from the card's code: the undo replay in the
 * shell says them again after a reload, and must not load the alert pages to do so.
 */
export const alertActionMessages = {
  archived: "Alert archived.",
  unarchived: "Alert restored.",
  notRelevant: "Marked as not relevant.",
  relevant: "Marked as relevant.",
  undone: "Undone.",
} as const;
