import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/routing/route-failure.ts";
import {
  changePasswordLoader,
  completeSsoLoader,
  loginLoader,
  totpLoginLoader,
  totpSetupLoader,
} from "./auth.loaders.ts";

/**
 * Public sign-in pages (spec 1 §2.1), rendered without the shell. Each page's code loads on
 * demand; the loaders (session checks) are small and stay in the main bundle.
 */
export const authRoutes: RouteObject[] = [
  {
    path: "/login",
    loader: loginLoader,
    lazy: { Component: lazyPage(async () => (await import("./LoginPage.tsx")).LoginPage) },
  },
  {
    path: "/login-sso",
    loader: loginLoader,
    lazy: { Component: lazyPage(async () => (await import("./LoginSsoPage.tsx")).LoginSsoPage) },
  },
  {
    // Signed-in context (spec 1 §2.2): its loader loads the session the SSO callback started.
    path: "/complete-sso",
    loader: completeSsoLoader,
    shouldRevalidate: () => false,
    lazy: {
      Component: lazyPage(async () => (await import("./CompleteSsoPage.tsx")).CompleteSsoPage),
    },
  },
  {
    path: "/unsubscribe",
    lazy: {
      Component: lazyPage(async () => (await import("./UnsubscribePage.tsx")).UnsubscribePage),
    },
  },
  {
    path: "/mfa/totp-login",
    loader: totpLoginLoader,
    lazy: { Component: lazyPage(async () => (await import("./TotpLoginPage.tsx")).TotpLoginPage) },
  },
  {
    path: "/mfa/totp-setup",
    loader: totpSetupLoader,
    // A fresh secret is generated per visit; re-running the session check would not change it.
    shouldRevalidate: () => false,
    lazy: { Component: lazyPage(async () => (await import("./TotpSetupPage.tsx")).TotpSetupPage) },
  },
  {
    path: "/reset-password",
    lazy: {
      Component: lazyPage(async () => (await import("./ResetPasswordPage.tsx")).ResetPasswordPage),
    },
  },
  {
    path: "/edit-password",
    lazy: {
      Component: lazyPage(async () => (await import("./EditPasswordPage.tsx")).EditPasswordPage),
    },
  },
  {
    path: "/change-password",
    loader: changePasswordLoader,
    lazy: {
      Component: lazyPage(
        async () => (await import("./ChangePasswordPage.tsx")).ChangePasswordPage,
      ),
    },
  },
];
