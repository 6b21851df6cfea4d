import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import type { Session } from "../session/session.types.ts";
import { SESSION_QUERY } from "../session/session-query.ts";
import { withTypenames } from "./session-fixtures.ts";

/** Renders shell UI with Mantine, a router at `path` and an Apollo cache holding `session`. */
export function renderWithSession(ui: ReactElement, session: Session, path = "/") {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(session) as unknown as Session },
  });
  return render(
    <ApolloProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </ApolloProvider>,
  );
}
