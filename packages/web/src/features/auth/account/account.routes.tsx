import type { RouteObject } from "react-router";
import { lazyPage } from "../../../app/routing/route-failure.ts";

/** /choose and /logout: signed-in pages shown without the shell (behind its sign-in guard). */
export const signedInRoutes: RouteObject[] = [
  {
    path: "/choose",
    lazy: {
      Component: lazyPage(
        async () => (await import("./ChooseOrganizationPage.tsx")).ChooseOrganizationPage,
      ),
    },
  },
  {
    path: "/logout",
    lazy: { Component: lazyPage(async () => (await import("./LogoutPage.tsx")).LogoutPage) },
  },
];

/** /account: account settings, inside the shell. */
export const accountRoutes: RouteObject[] = [
  {
    path: "/account",
    lazy: { Component: lazyPage(async () => (await import("./AccountPage.tsx")).AccountPage) },
  },
];
