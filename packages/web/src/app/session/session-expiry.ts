/** Browsers fire longer timeouts at once; cap and re-check instead. */
export const maxTimerMs = 2_147_483_647;

export type SessionExpiryPlan = {
  /** Milliseconds from now until the refresh_session modal should show (0: now). */
  warnInMs: number;
  /** Milliseconds from now until the session ends without activity. */
  expireInMs: number;
};

/** When to warn and when the session ends, or null when the session has no idle expiry. */
export function planSessionExpiry(
  expiresAt: string | null,
  warningSeconds: number,
  now: number,
): SessionExpiryPlan | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  const expireInMs = Math.max(0, end - now);
  const warnInMs = Math.max(0, expireInMs - Math.max(0, warningSeconds) * 1000);
  return { warnInMs, expireInMs };
}
