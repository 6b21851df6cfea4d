import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { possibleTypes } from "../../../app/apollo/possible-types.generated.ts";
import type { Session } from "../../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../../app/session/session-query.ts";
import { SnackbarHost } from "../../../app/snackbar/SnackbarHost.tsx";
import {
  buildOrganization,
  buildSession,
  withTypenames,
} from "../../../app/testing/session-fixtures.ts";
// Side effect: jsdom shims (matchMedia, ResizeObserver) and cleanup after each test.
import "../../../app/testing/render-with-session.tsx";

// jsdom has no layout: Mantine scrolls highlighted options into view.
Element.prototype.scrollIntoView ??= () => undefined;

/**
 * The result unions of search and saved searches, until possible-types.generated.ts is
 * regenerated from the server schema (generated entries win once they exist).
 */
const searchPossibleTypes: Record<string, string[]> = {
  CompanySearchResult: [
    "CompanySearchResults",
    "IncorrectCursorError",
    "NegativeNumberOfResultsError",
    "SearchTimeoutError",
    "TooManyResultsRequestedError",
    "ValidationError",
  ],
  CompanySearchAggregationsResult: [
    "CompanySearchAggregations",
    "SearchTimeoutError",
    "ValidationError",
  ],
  UpdateAdvancedSearchColumnsResult: ["AdvancedSearchColumnsSuccess", "ValidationError"],
  SavedSearchResult: ["NotFoundError", "SavedSearch"],
  CreateSavedSearchResult: ["SavedSearchSuccess", "ValidationError"],
  UpdateSavedSearchResult: ["NotFoundError", "SavedSearchSuccess", "ValidationError"],
  ArchiveSavedSearchResult: ["NotFoundError", "SavedSearchArchiveSuccess"],
  UnarchiveSavedSearchResult: ["NotFoundError", "SavedSearchArchiveSuccess"],
  UndoSavedItemResult: ["NotFoundError", "SavedItemUndoSuccess"],
};

export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders search UI with mocked GraphQL, a router at `path` (its location shown in the
 * "location" test id), snackbars and a session with advanced search enabled.
 * env="test" turns off Mantine transitions and the hiding of dropdowns without layout.
 */
export function renderSearchUi(
  ui: ReactElement,
  { mocks, path = "/search" }: { mocks: Mock[]; path?: string },
) {
  const session: Session = buildSession({
    organization: buildOrganization({ featureFlags: { advancedSearch: true } }),
  });
  const cache = new InMemoryCache({ possibleTypes: { ...searchPossibleTypes, ...possibleTypes } });
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
              path="*"
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
