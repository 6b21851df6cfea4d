import type { ComponentType, ReactNode } from "react";
import type { Session } from "../../app/session/session.types.ts";
import type { CommentTarget } from "./comment-target.ts";
import type { PanelState } from "./panel-state.ts";

/** What a tab's content gets from the panel. */
export type ActivityTabProps = {
  target: CommentTarget;
  panel: PanelState;
  /** Opens a thread, or returns to the root with null. */
  openThread: (parentId: string | null) => void;
  /** Ends the highlight of an item (spec 2 §2: after 10 s). */
  clearHighlight: () => void;
};

/**
 * Whether a tab's icon shows for this target (spec 1 §2.5 "states enabled, disabled, hidden"):
 * a disabled icon stays on the rail, with its reason as the hint, and opens nothing. An enabled
 * icon may say more than the tab's label (the AI Report button's three tooltips).
 */
export type TabAccess =
  | { state: "enabled"; hint?: string }
  | { state: "disabled"; reason: string }
  | { state: "hidden" };

/**
 * A tab of the activity panel. Notes are the first; cases, alerts and AI reports add theirs to
 * activity-tabs.ts when those features land.
 */
export type ActivityTab = {
  key: string;
  label: string;
  icon: ReactNode;
  /** Shown only when this holds (e.g. case management enabled); ask the policy rules. */
  available: (session: Session) => boolean;
  /** The icon button's dot (e.g. notes: comments exist); a hook, called by the rail button. */
  useDot: (target: CommentTarget, enabled: boolean) => boolean;
  /** The icon's state for this target (a hook); without it the icon is always enabled. */
  useAccess?: (target: CommentTarget) => TabAccess;
  /**
   * Query parameters this tab owns and that are dropped when the visitor switches away from it
   * (the alert tab's filters, spec 1 §2.5).
   */
  ownsParam?: (name: string) => boolean;
  /**
   * Query parameters this tab (or what it opens) reads and that are not the page's: pages that
   * write their address in canonical form keep them (the case a link opens, spec 2 §2).
   */
  readsParam?: (name: string) => boolean;
  Content: ComponentType<ActivityTabProps>;
};
