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
import {
  buildOrganization,
  buildSession,
  withTypenames,
} from "../../app/testing/session-fixtures.ts";
// Side effect: jsdom shims and cleanup after each test.
import "../../app/testing/render-with-session.tsx";

Element.prototype.scrollIntoView ??= () => undefined;

/** The comments unions, until possible-types.generated.ts is printed from the server schema. */
const commentPossibleTypes: Record<string, string[]> = {
  ActivityWallItem: ["Comment", "WorkflowAudit"],
  MentionCandidate: ["MentionTeam", "MentionUser"],
  AddCommentResult: [
    "AddCommentSuccess",
    "ForbiddenError",
    "NotFoundError",
    "UnmodifiableError",
    "ValidationError",
  ],
  UpdateCommentResult: [
    "CommentChangeSuccess",
    "ForbiddenError",
    "NotFoundError",
    "UnmodifiableError",
    "ValidationError",
  ],
  DeleteCommentResult: [
    "DeleteCommentSuccess",
    "ForbiddenError",
    "NotFoundError",
    "UnmodifiableError",
  ],
};

export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const commentsSession: Session = buildSession({
  id: "user-1",
  key: "user-1",
  organization: buildOrganization({ featureFlags: { comments: true } }),
});

/**
 * Renders comments UI with mocked GraphQL, a router at `path` (shown in the "location" test
 * id), snackbars and a session whose organisation has the comments module.
 */
export function renderCommentsUi(
  ui: ReactElement,
  {
    mocks = [],
    path = "/company/acme",
    session = commentsSession,
  }: {
    mocks?: Mock[];
    path?: string;
    session?: Session;
  } = {},
) {
  const cache = new InMemoryCache({ possibleTypes: { ...commentPossibleTypes, ...possibleTypes } });
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
