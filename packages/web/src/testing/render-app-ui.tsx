import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { possibleTypes } from "../app/apollo/possible-types.generated.ts";
import type { Session } from "../app/session/session.types.ts";
import { SESSION_QUERY } from "../app/session/session-query.ts";
import { SnackbarHost } from "../app/snackbar/SnackbarHost.tsx";
import { withTypenames } from "../app/testing/session-fixtures.ts";

// jsdom has no layout: Mantine scrolls highlighted options and items into view.
Element.prototype.scrollIntoView ??= () => undefined;

export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a feature's UI as the app would: mocked GraphQL (with the server's union types), a
 * router at `path` (matched against `route`; its location shown in the "location" test id), snackbars and `session` in
 * the cache. env="test" turns off Mantine transitions and the hiding of dropdowns without layout.
 */
export function renderAppUi(
  ui: ReactElement,
  {
    mocks = [],
    path = "/",
    route = "*",
    session,
  }: { mocks?: Mock[]; path?: string; route?: string; session: Session },
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
