/**
 * Navigation open (mobile drawer) and pinned (desktop, persisted) states. The trigger toggles
 * both together (spec 1 §4): the visible state flips, and the other follows it.
 */
export type NavigationState = { open: boolean; pinned: boolean };

export function toggleNavigation(state: NavigationState, mobile: boolean): NavigationState {
  const next = !(mobile ? state.open : state.pinned);
  return { open: next, pinned: next };
}

/** Following a link on a small screen closes the drawer; the pinned state stays. */
export function closeNavigationDrawer(state: NavigationState): NavigationState {
  return state.open ? { ...state, open: false } : state;
}
