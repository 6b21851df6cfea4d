import { lazy, Suspense, useEffect } from "react";
import { reportError } from "../errors/error-reporter.ts";
import { loadSession } from "../session/load-session.ts";
import { maxTimerMs, planSessionExpiry } from "../session/session-expiry.ts";
import { useSession } from "../session/use-session.ts";
import { useModal } from "./use-modal.ts";

// The dialog (Mantine Modal and its dependencies) loads only when it is needed.
const RefreshSessionModal = lazy(async () => ({
  default: (await import("./RefreshSessionModal.tsx")).RefreshSessionModal,
}));

/** Margin after the expiry time before asking the server whether the session really ended. */
const expiryCheckMarginMs = 2000;

/**
 * Opens the refresh_session modal `warningSeconds` before the session's idle expiry. When the
 * expiry passes, the session is fetched again: if activity elsewhere kept it alive the timers
 * move on, otherwise the page reloads onto /login.
 */
export function RefreshSessionTimer() {
  const session = useSession();
  const { opened, open, close } = useModal("refresh_session");

  useEffect(() => {
    if (!session.authenticated) {
      close();
      return;
    }
    const plan = planSessionExpiry(session.expiresAt, session.warningSeconds, Date.now());
    if (!plan) return;
    const warnTimer = setTimeout(open, Math.min(plan.warnInMs, maxTimerMs));
    const expireTimer = setTimeout(
      () => {
        loadSession({ fresh: true })
          .then((fresh) => {
            if (!fresh.authenticated) window.location.reload();
          })
          .catch((error: unknown) => reportError(error, { during: "session expiry check" }));
      },
      Math.min(plan.expireInMs + expiryCheckMarginMs, maxTimerMs),
    );
    return () => {
      clearTimeout(warnTimer);
      clearTimeout(expireTimer);
    };
  }, [session.authenticated, session.expiresAt, session.warningSeconds, open, close]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RefreshSessionModal />
    </Suspense>
  );
}
