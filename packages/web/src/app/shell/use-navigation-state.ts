import { useMediaQuery } from "@mantine/hooks";
import { limits } from "@tierwise/common/limits";
import { useCallback, useState } from "react";
import {
  closeNavigationDrawer,
  type NavigationState,
  toggleNavigation,
} from "../navigation/navigation-state.ts";
import {
  readNavigationPinned,
  writeNavigationPinned,
} from "../preferences/navigation-pinned-cookie.ts";

/** Open and pinned states of the left navigation; pinned persists in the tw_nav_pinned cookie. */
export function useNavigationState() {
  const mobile = useMediaQuery(`(max-width: ${(limits.breakpoints.md - 0.02) / 16}em)`) ?? false;
  const [state, setState] = useState<NavigationState>(() => ({
    open: false,
    pinned: readNavigationPinned(document.cookie),
  }));

  const toggle = useCallback(() => {
    setState((current) => {
      const next = toggleNavigation(current, mobile);
      if (next.pinned !== current.pinned) writeNavigationPinned(next.pinned);
      return next;
    });
  }, [mobile]);

  const closeDrawer = useCallback(() => setState(closeNavigationDrawer), []);

  return { ...state, mobile, toggle, closeDrawer };
}
