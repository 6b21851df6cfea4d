import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderPortfolioUi } from "./portfolio-test-render.tsx";
import { ShareCandidatePicker } from "./ShareCandidatePicker.tsx";
import { SHARE_CANDIDATES_QUERY, type ShareCandidate } from "./share-candidates.graphql.ts";

const team: ShareCandidate = {
  __typename: "PortfolioShareCandidate",
  actorType: "team",
  actorId: "team-1",
  name: "Buyers",
  email: null,
};
const grace: ShareCandidate = {
  __typename: "PortfolioShareCandidate",
  actorType: "user",
  actorId: "user-2",
  name: "Grace Hopper",
  email: "grace@example.com",
};

const candidatesMock = (query: string | null, found: ShareCandidate[]): Mock => ({
  request: { query: SHARE_CANDIDATES_QUERY, variables: { query, first: 25 } },
  result: { data: { portfolioShareCandidates: found } },
});

describe("ShareCandidatePicker", { timeout: 20_000 }, () => {
  it("offers a plain member the teams and people the server finds (not those already listed) and adds one, editable", async () => {
    const onAdd = vi.fn();
    // A member: no read:manage_members, no read:team.
    const session = buildSession({ roles: ["user"] });
    expect(session.permissions).not.toContain("read:manage_members");
    renderPortfolioUi(<ShareCandidatePicker taken={new Set(["team:team-2"])} onAdd={onAdd} />, {
      session,
      mocks: [candidatesMock(null, [team, { ...team, actorId: "team-2", name: "Taken" }, grace])],
    });
    const input = await screen.findByRole("combobox", { name: "Share with" });
    fireEvent.focus(input);
    fireEvent.click(input);
    // jsdom runs no CSS transitions: the opening dropdown still counts as hidden.
    fireEvent.click(
      await screen.findByRole("option", { name: "Grace Hopper (grace@example.com)", hidden: true }),
    );
    expect(
      screen.queryAllByRole("option", { hidden: true }).map((option) => option.textContent),
    ).toEqual(["Everyone in Acme Manufacturing", "Buyers", "Grace Hopper (grace@example.com)"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Can edit" }));
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(onAdd).toHaveBeenCalledWith({
      actorType: "user",
      actorId: "user-2",
      name: "Grace Hopper (grace@example.com)",
      editable: true,
    });
  });
});
