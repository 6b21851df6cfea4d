import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { possibleTypes } from "../app/apollo/possible-types.generated.ts";

/** Renders a form with Mantine, a router and an Apollo client answering from `mocks`. */
export function renderForTest(
  ui: ReactElement,
  mocks: ReadonlyArray<
    MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>
  > = [],
) {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes })}>
      <MantineProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}
