import { act, fireEvent, screen, within } from "@testing-library/react";
import { dashboardMessages } from "@tierwise/common/dashboards/messages";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { buildOrganization, buildSession } from "../../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { SHARE_CANDIDATES_QUERY } from "../../portfolios/share-candidates.graphql.ts";
import { buildDashboard } from "../dashboard-test-fixtures.ts";
import { SET_DASHBOARD_ACCESS } from "../dashboards.graphql.ts";
import { DashboardAccessModal } from "./DashboardAccessModal.tsx";

const buyers = {
  __typename: "PortfolioShareCandidate",
  actorType: "team",
  actorId: "team-buyers",
  name: "Buyers",
  email: null,
};

const candidates: Mock = {
  request: { query: SHARE_CANDIDATES_QUERY, variables: () => true },
  result: { data: { portfolioShareCandidates: [buyers] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const dashboard = buildDashboard({
  aclWrite: [
    { __typename: "DashboardAccessEntry", actorType: "user", actorId: "user-ada", name: "Ada Li" },
  ],
});

function open(answer: Mock["result"], sent: unknown[]) {
  const setAccess: Mock = {
    request: {
      query: SET_DASHBOARD_ACCESS,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables.input);
        return true;
      },
    },
    result: answer,
  };
  renderAppUi(<DashboardAccessModal dashboard={dashboard} opened onClose={() => undefined} />, {
    mocks: [candidates, setAccess],
    session: buildSession({ organization: buildOrganization({ id: "org-acme", name: "Acme" }) }),
  });
}

async function addBuyers() {
  const dialog = await screen.findByRole("dialog", { name: "Who may edit" });
  expect(within(dialog).getByText("Ada Li")).toBeTruthy();
  fireEvent.focus(within(dialog).getByRole("textbox", { name: "People and teams who may edit" }));
  fireEvent.click(await screen.findByRole("option", { name: /Buyers/ }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
}

afterEach(() => act(() => snackbarStore.clear()));

describe("who may edit a dashboard", () => {
  it("saves the people and teams chosen", async () => {
    const sent: unknown[] = [];
    open({ data: { setDashboardAccess: dashboard } }, sent);
    await addBuyers();
    expect(await screen.findByText('Who may edit "Risk overview" saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        id: "dashboard-1",
        entries: [
          { actorType: "user", actorId: "user-ada" },
          { actorType: "team", actorId: "team-buyers" },
        ],
      },
    ]);
  });

  it("gives the whole organisation edit rights with one switch", async () => {
    const sent: unknown[] = [];
    open({ data: { setDashboardAccess: dashboard } }, sent);
    fireEvent.click(await screen.findByRole("switch", { name: "Everyone in Acme may edit" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText('Who may edit "Risk overview" saved.')).toBeTruthy();
    expect(sent[0]).toEqual({
      id: "dashboard-1",
      entries: [
        { actorType: "org", actorId: "org-acme" },
        { actorType: "user", actorId: "user-ada" },
      ],
    });
  });

  it("shows what the server refused, in its words", async () => {
    open(
      {
        errors: [
          {
            message: "x",
            extensions: {
              code: "BAD_USER_INPUT",
              messages: [dashboardMessages.unknownAccessActor],
            },
          },
        ],
      },
      [],
    );
    await addBuyers();
    expect((await screen.findByRole("alert")).textContent).toBe(
      dashboardMessages.unknownAccessActor,
    );
    expect(screen.getByRole("dialog", { name: "Who may edit" })).toBeTruthy();
  });
});
