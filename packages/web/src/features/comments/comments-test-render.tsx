import type { ReactElement } from "react";
import type { Session } from "../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";

export type { Mock };

export const commentsSession: Session = buildSession({
  id: "user-1",
  key: "user-1",
  organization: buildOrganization({ featureFlags: { comments: true } }),
});

/** Renders comments UI as the app would, for a session whose organisation has the comments module. */
export function renderCommentsUi(
  ui: ReactElement,
  {
    mocks = [],
    path = "/company/acme",
    session = commentsSession,
  }: { mocks?: Mock[]; path?: string; session?: Session } = {},
) {
  return renderAppUi(ui, { mocks, path, session });
}
