import type { ReactElement } from "react";
import type { Session } from "../../app/session/session.types.ts";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";

export type { Mock };

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** Renders portfolio UI as the app would, for a signed-in member. */
export function renderPortfolioUi(
  ui: ReactElement,
  {
    mocks,
    path = "/portfolios",
    route = "*",
    session = buildSession(),
  }: { mocks: Mock[]; path?: string; route?: string; session?: Session },
) {
  return renderAppUi(ui, { mocks, path, route, session });
}
