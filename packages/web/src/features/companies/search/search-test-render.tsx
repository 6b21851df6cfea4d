import type { ReactElement } from "react";
import type { Session } from "../../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";

export type { Mock };

/** Renders search UI as the app would, for a session with advanced search enabled. */
export function renderSearchUi(
  ui: ReactElement,
  { mocks, path = "/search" }: { mocks: Mock[]; path?: string },
) {
  const session: Session = buildSession({
    organization: buildOrganization({ featureFlags: { advancedSearch: true } }),
  });
  return renderAppUi(ui, { mocks, path, session });
}
