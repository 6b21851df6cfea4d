import { isRoleKey, roles } from "@tierwise/common/roles";
import type { Session } from "../session/session.types.ts";

export const defaultHomepageTitle = "Welcome to Tierwise";

/** The organisation's homepage title and message (custom view), with the product default. */
export function homepageText(session: Session): { title: string; message: string | null } {
  const view = session.organization?.customView;
  return {
    title: view?.homepageTitle?.trim() || defaultHomepageTitle,
    message: view?.homepageMessage?.trim() || null,
  };
}

/** Labels of the user's roles that the product knows, e.g. ["Administrator"]. */
export function roleLabels(session: Session): string[] {
  return session.roles.filter(isRoleKey).map((role) => roles[role].label);
}
