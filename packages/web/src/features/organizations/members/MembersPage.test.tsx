import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it } from "vitest";
import { possibleTypes } from "../../../app/apollo/possible-types.generated.ts";
import { modalStore } from "../../../app/modals/modal-store.ts";
import type { Session } from "../../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../../app/session/session-query.ts";
import {
  buildOrganization,
  buildSession,
  withTypenames,
} from "../../../app/testing/session-fixtures.ts";
import "../../../app/testing/render-with-session.tsx";
import { MemoryRouter } from "react-router";
import { MembersPage } from "./MembersPage.tsx";
import {
  INVITE_CHECK_QUERY,
  INVITE_MEMBERS,
  INVITE_OPTIONS_QUERY,
  MEMBER_TEAMS_QUERY,
  MEMBERS_QUERY,
  type Member,
} from "./members.graphql.ts";

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

afterEach(() => {
  cleanup();
  act(() => {
    for (const modal of modalStore.getSnapshot()) modalStore.close(modal.name);
  });
});

function member(overrides: Partial<Member>): Member {
  return {
    __typename: "Member",
    id: "u1",
    name: "Grace Hopper",
    email: "grace@x.test",
    firstName: "Grace",
    lastName: "Hopper",
    role: "user",
    roleLabel: "Member",
    active: true,
    verified: true,
    teams: [{ __typename: "MemberTeam", id: "t1", name: "Buyers" }],
    jobTitle: { __typename: "MemberJobTitle", title: "Buyer" },
    businessUnit: null,
    lastLogin: null,
    loginsCount: 3,
    ...overrides,
  };
}

const members = [
  member({}),
  member({
    id: "u2",
    name: "",
    email: "new@x.test",
    verified: false,
    active: false,
    teams: [],
    loginsCount: 0,
  }),
];

const membersMock: Mock = {
  request: { query: MEMBERS_QUERY, variables: { first: 25, offset: 0 } },
  result: {
    data: {
      members: {
        __typename: "MemberConnection",
        items: members,
        itemsCount: 2,
        pageInfo: { __typename: "PageInfo", hasNextPage: false, hasPreviousPage: false },
      },
    },
  },
  maxUsageCount: 10,
};

const teamsMock: Mock = {
  request: { query: MEMBER_TEAMS_QUERY, variables: {} },
  result: { data: { teams: [{ __typename: "Team", id: "t1", name: "Buyers" }] } },
  maxUsageCount: 10,
};

const optionsMock: Mock = {
  request: { query: INVITE_OPTIONS_QUERY },
  result: { data: { jobTitleOptions: ["Buyer"], businessUnitOptions: ["Ops"] } },
  maxUsageCount: 10,
};

function renderPage(
  mocks: Mock[],
  session: Session = buildSession({ roles: ["organization_admin"] }),
) {
  const cache = new InMemoryCache({ possibleTypes });
  cache.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(session) as unknown as Session },
  });
  return render(
    <MockedProvider mocks={[membersMock, teamsMock, optionsMock, ...mocks]} cache={cache}>
      <MantineProvider>
        <MemoryRouter initialEntries={["/members"]}>
          <MembersPage />
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}

function chipStatuses() {
  return screen.queryAllByTestId("email-chip").map((chip) => chip.getAttribute("data-status"));
}

describe("MembersPage", () => {
  it("lists members with role select, Never for no login and a Pending badge", async () => {
    renderPage([]);
    // The table shows skeleton rows while loading: wait for the members themselves.
    await screen.findByText("2 members");
    const table = screen.getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText("Never")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Buyers")).toBeTruthy();
    expect(screen.getAllByLabelText("Role of Grace Hopper").length).toBeGreaterThan(0);
    expect(within(rows[2] as HTMLElement).getByText("Pending")).toBeTruthy();
    expect(screen.getByText("2 members")).toBeTruthy();
  });

  it("shows plain role labels and no invite button to members without admin rights", async () => {
    renderPage(
      [],
      buildSession({
        roles: ["tierwise_for_teams_admin"],
        permissions: ["read:manage_members", "read:team"],
        organization: buildOrganization({ type: "teams" }),
      }),
    );
    // The loading skeleton is a table too: wait for a member's own row.
    const row = await screen.findByRole("row", { name: /Grace Hopper/ });
    expect(within(row).getByText("Member")).toBeTruthy();
    expect(screen.queryAllByLabelText(/Role of/)).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Invite members" })).toBeNull();
  });

  it("invites pasted addresses and puts each outcome on its chip", async () => {
    const inviteMock: Mock = {
      request: {
        query: INVITE_MEMBERS,
        variables: {
          emails: ["a@x.test", "b@x.test"],
          role: null,
          jobTitle: null,
          businessUnit: null,
        },
      },
      result: {
        data: {
          inviteMembers: {
            __typename: "InviteMembersSuccess",
            results: [
              { __typename: "InviteSuccess", email: "a@x.test" },
              { __typename: "InviteFailure", email: "b@x.test", message: messages.alreadyInvited },
            ],
          },
        },
      },
    };
    renderPage([inviteMock]);
    fireEvent.click(await screen.findByRole("button", { name: "Invite members" }));
    const input = await screen.findByLabelText(/E-mail addresses/);
    fireEvent.paste(input, { clipboardData: { getData: () => "a@x.test; b@x.test | bad" } });
    expect(chipStatuses()).toEqual(["added", "added", "error"]);
    expect(screen.getByText(`: ${messages.notAValidEmail}`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send invitations" }));
    await waitFor(() => expect(chipStatuses()).toEqual(["success", "error", "error"]));
    expect(screen.getByText(`: ${messages.alreadyInvited}`)).toBeTruthy();
  });

  it("shows a reached limit with its value and keeps the chips", async () => {
    const limitMock: Mock = {
      request: {
        query: INVITE_MEMBERS,
        variables: { emails: ["a@x.test"], role: null, jobTitle: null, businessUnit: null },
      },
      result: {
        data: {
          inviteMembers: {
            __typename: "LimitReachedError",
            message: "You have reached the limit of 5.",
            limit: 5,
          },
        },
      },
    };
    renderPage([limitMock]);
    fireEvent.click(await screen.findByRole("button", { name: "Invite members" }));
    const input = await screen.findByLabelText(/E-mail addresses/);
    fireEvent.change(input, { target: { value: "a@x.test" } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Send invitations" }));
    expect(await screen.findByText("You have reached the limit of 5.")).toBeTruthy();
    expect(chipStatuses()).toEqual(["added"]);
  });

  it("checks the typed address after the debounce and offers to resend", async () => {
    const checkMock: Mock = {
      request: { query: INVITE_CHECK_QUERY, variables: { email: "p@x.test" } },
      result: {
        data: {
          inviteCheck: {
            __typename: "InviteCheck",
            email: "p@x.test",
            status: "ALREADY_INVITED",
            message: messages.alreadyInvited,
          },
        },
      },
    };
    renderPage([checkMock]);
    fireEvent.click(await screen.findByRole("button", { name: "Invite members" }));
    const input = await screen.findByLabelText(/E-mail addresses/);
    fireEvent.change(input, { target: { value: "p@x.test" } });
    expect(await screen.findByText(messages.alreadyInvited)).toBeTruthy();
    expect(screen.getByRole("button", { name: messages.resendInvitation })).toBeTruthy();
  });
});
