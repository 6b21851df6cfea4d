/** Routes reachable without signing in (spec 1 §2.1). Everything else is gated. */
export const publicPaths = [
  "/login",
  "/login-sso",
  "/reset-password",
  "/accept-invitation",
  "/attachments",
  "/change-password",
  "/edit-password",
  "/unsubscribe",
  "/mfa/totp-setup",
  "/mfa/totp-login",
] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return publicPaths.some((publicPath) => path === publicPath || path.startsWith(`${publicPath}/`));
}
