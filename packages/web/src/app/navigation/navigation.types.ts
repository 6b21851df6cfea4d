import type { TablerIcon } from "@tabler/icons-react";
import type { Session } from "../session/session.types.ts";

/** Stored filters and parameters that some navigation targets carry (spec 1 §2.4). */
export type NavigationPreferences = {
  /** Query string of the last advanced search, e.g. "?q=steel" or "". */
  advancedSearchQuery: string;
  /** Query string of the stored default case view. */
  caseFilterQuery: string;
  /** Query string of the stored company-request filters. */
  requestFilterQuery: string;
  /** Query string of the stored compare competitors and id. */
  compareQuery: string;
};

/** A dashboard in the navigation: its address, name and optional Tabler icon name. */
export type NavigationDashboard = { slug: string; name: string; icon: string | null };

export type NavigationContext = {
  prefs: NavigationPreferences;
  dashboards: NavigationDashboard[];
  /**
   * The viewer's unread alerts as shown: at most 100 (spec 3 §9); over the threshold, the marker
   * says 100 and its label "more than".
   */
  unreadAlerts: { count: number; overTheThreshold: boolean };
};

export type NavigationChild = {
  id: string;
  label: string;
  href: string;
  iconUrl: string | null;
  /** A drawn icon (dashboards), used when there is no iconUrl. */
  icon?: TablerIcon | null;
  /** Opened in a new tab with rel="noopener noreferrer"; otherwise a page of this app. */
  external: boolean;
};

export type NavigationEntry = {
  id: string;
  label: string;
  icon: TablerIcon;
  /**
   * False until the entry's feature exists in this code base. Unavailable entries keep their
   * rules here (one registry for every condition of spec 1 §2.4) but are never shown.
   */
  available: boolean;
  beta?: boolean;
  /** Other paths under which this entry counts as the current page. */
  alsoActiveOn?: string[];
  target: (session: Session, prefs: NavigationPreferences) => string;
  visible: (session: Session, context: NavigationContext) => boolean;
  /** Groups list their links here; a group is shown only when it has at least one. */
  children?: (session: Session, context: NavigationContext) => NavigationChild[];
  /** Unread marker next to the label. */
  marker?: (context: NavigationContext) => boolean;
  /** A number in the marker and what it says to a screen reader (alerts: the unread count). */
  markerText?: (context: NavigationContext) => { text: string; label: string };
};
