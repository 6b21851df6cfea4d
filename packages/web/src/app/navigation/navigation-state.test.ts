import { describe, expect, it } from "vitest";
import {
  navigationPinnedCookieValue,
  readNavigationPinned,
} from "../preferences/navigation-pinned-cookie.ts";
import { closeNavigationDrawer, toggleNavigation } from "./navigation-state.ts";

describe("navigation state", () => {
  it("toggles open and pinned together from the visible state", () => {
    expect(toggleNavigation({ open: false, pinned: true }, false)).toEqual({
      open: false,
      pinned: false,
    });
    expect(toggleNavigation({ open: false, pinned: true }, true)).toEqual({
      open: true,
      pinned: true,
    });
    expect(toggleNavigation({ open: true, pinned: false }, true)).toEqual({
      open: false,
      pinned: false,
    });
  });

  it("closes the drawer after a link without unpinning", () => {
    expect(closeNavigationDrawer({ open: true, pinned: true })).toEqual({
      open: false,
      pinned: true,
    });
  });

  it("stores the pinned state in a cookie kept for a year", () => {
    expect(navigationPinnedCookieValue(false, true)).toBe(
      "tw_nav_pinned=0; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
    expect(readNavigationPinned("a=1; tw_nav_pinned=0; b=2")).toBe(false);
    expect(readNavigationPinned("tw_nav_pinned=1")).toBe(true);
    expect(readNavigationPinned("other=1")).toBe(true);
    expect(readNavigationPinned("tw_nav_pinned=yes", false)).toBe(false);
  });
});
