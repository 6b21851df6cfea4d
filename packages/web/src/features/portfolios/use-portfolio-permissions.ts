import { useCallback } from "react";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import { portfolioSubject } from "./portfolio-subject.ts";

export type PortfolioPermissions = {
  /** Add a sub-portfolio inside it, add or remove its companies. */
  update: boolean;
  /** Rename, describe, move or reorder it (never a system portfolio). */
  rename: boolean;
  share: boolean;
  archive: boolean;
  favorite: boolean;
};

/**
 * What the viewer may do, asked of the server's own rules (portfolios.policy.ts) with the
 * portfolio's `fullAclWrite` as the access list's answer.
 */
export function usePortfolioPermissions() {
  const session = useSession();
  const permissionsFor = useCallback(
    (portfolio: { fullAclWrite: boolean; isSystem: boolean }): PortfolioPermissions => {
      const subject = portfolioSubject(session, portfolio);
      return {
        update: sessionCan(session, "portfolios.update", subject),
        rename: sessionCan(session, "portfolios.rename", subject),
        share: sessionCan(session, "portfolios.share", subject),
        archive: sessionCan(session, "portfolios.archive", subject),
        favorite: sessionCan(session, "portfolios.favorite", subject),
      };
    },
    [session],
  );
  return {
    session,
    canCreate: sessionCan(session, "portfolios.create"),
    permissionsFor,
  };
}
