import type { PortfolioSubject } from "@tierwise/common/policy/portfolios.policy";
import type { Session } from "../../app/session/session.types.ts";

/**
 * A portfolio as the shared rules see it (common/policy/portfolios.policy.ts). Every portfolio
 * the server lists belongs to the viewer's current organisation; `fullAclWrite` is the
 * server's answer to "may this viewer write here", from the access lists.
 */
export function portfolioSubject(
  session: Session,
  portfolio: { fullAclWrite: boolean; isSystem: boolean },
): PortfolioSubject {
  return {
    organizationId: session.organization?.id ?? "",
    canWrite: portfolio.fullAclWrite,
    isSystem: portfolio.isSystem,
  };
}
