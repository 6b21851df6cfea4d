import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { possibleTypes } from "../../app/apollo/possible-types.generated.ts";
import type { Session } from "../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../app/session/session-query.ts";
import { SnackbarHost } from "../../app/snackbar/SnackbarHost.tsx";
import { buildSession, withTypenames } from "../../app/testing/session-fixtures.ts";
// Side effect: jsdom shims (matchMedia, ResizeObserver) and cleanup after each test.
import "../../app/testing/render-with-session.tsx";

// jsdom has no layout: Mantine scrolls highlighted options into view.
Element.prototype.scrollIntoView ??= () => undefined;

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders portfolio UI with mocked GraphQL, a router at `path` (matched against `route`; its
 * location shown in the "location" test id), snackbars and a signed-in member's session.
 * env="test" turns off Mantine transitions and the hiding of dropdowns without layout.
 */
export function renderPortfolioUi(
  ui: ReactElement,
  {
    mocks,
    path = "/portfolios",
    route = "*",
    session = buildSession(),
  }: { mocks: Mock[]; path?: string; route?: string; session?: Session },
) {
  const cache = new InMemoryCache({ possibleTypes });
  cache.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(session) as unknown as Session },
  });
  return render(
    <MockedProvider mocks={mocks} cache={cache}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={route}
              element={
                <>
                  {ui}
                  <Where />
                  <SnackbarHost />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}
