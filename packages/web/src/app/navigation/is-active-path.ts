/** True when `pathname` is the target's page or one of its sub-pages ("/" only matches itself). */
export function isActivePath(pathname: string, target: string): boolean {
  const path = target.split(/[?#]/)[0] ?? "";
  if (!path) return false;
  if (path === "/") return pathname === "/";
  return pathname === path || pathname.startsWith(`${path}/`);
}
