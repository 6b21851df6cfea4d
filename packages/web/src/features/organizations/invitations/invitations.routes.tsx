import type { RouteObject } from "react-router";
import { lazyPage } from "../../../app/routing/route-failure.ts";

/** /accept-invitation?token=…: public (spec 1 §2.1), shown without the shell. */
export const invitationRoutes: RouteObject[] = [
  {
    path: "/accept-invitation",
    lazy: {
      Component: lazyPage(
        async () => (await import("./AcceptInvitationPage.tsx")).AcceptInvitationPage,
      ),
    },
  },
];
