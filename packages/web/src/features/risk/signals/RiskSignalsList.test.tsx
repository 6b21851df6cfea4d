import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { ada, renderRiskUi, riskSession } from "../risk-fixtures.tsx";
import { RiskSignalsList } from "./RiskSignalsList.tsx";
import {
  DISMISS_RISK_SIGNAL,
  PORTFOLIO_RISK_SIGNALS_QUERY,
  RESTORE_RISK_SIGNAL,
  type RiskSignalUserAction,
} from "./risk-signals.graphql.ts";

const active: RiskSignalUserAction = {
  __typename: "RiskSignalUserAction",
  id: "action-1",
  riskSignalContext: "sanctions",
  riskSignalMessage: "Possible sanctions match: ACME (IR)",
  user: null,
  status: "active",
  reason: null,
  isLatest: true,
  createdAt: "2026-03-05T10:00:00.000Z",
  dismissedAt: null,
  riskSignal: {
    __typename: "RiskSignal",
    id: "signal-1",
    name: "Sanctions match",
    description: "A sanctions list names the company.",
    source: "OFAC",
  },
  company: {
    __typename: "RiskCompanyRef",
    id: "company-1",
    slug: "acme",
    name: "Acme Steel",
    countryCode: "DE",
  },
};
const dismissed: RiskSignalUserAction = {
  ...active,
  id: "action-2",
  status: "dismissed",
  reason: "Another company",
  user: ada,
  dismissedAt: "2026-03-06T10:00:00.000Z",
};

const signalsMock = (signals: RiskSignalUserAction[]): Mock => ({
  request: { query: PORTFOLIO_RISK_SIGNALS_QUERY, variables: { portfolioId: "portfolio-1" } },
  result: { data: { portfolioRiskSignalActions: signals } },
});

describe("risk signals", () => {
  it("dismiss with the signal, its context, message, portfolio, company and a reason", async () => {
    renderRiskUi(<RiskSignalsList portfolioId="portfolio-1" companyId="company-1" />, {
      mocks: [
        signalsMock([active]),
        {
          request: {
            query: DISMISS_RISK_SIGNAL,
            variables: {
              input: {
                signalId: "signal-1",
                context: "sanctions",
                message: "Possible sanctions match: ACME (IR)",
                portfolioId: "portfolio-1",
                companyId: "company-1",
                reason: "Another company",
              },
            },
          },
          result: {
            data: { dismissRiskSignal: { __typename: "RiskSignalSuccess", action: dismissed } },
          },
        },
        signalsMock([dismissed]),
      ],
    });
    const card = await screen.findByRole("article", { name: "Signal: Sanctions match" });
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss…" }));
    const reason = within(card).getByRole("textbox", { name: "Reason (optional)" });
    // The form opens in place: focus moves into it.
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, {
      target: { value: "Another company" },
    });
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss signal" }));
    expect(await screen.findByText("Signal dismissed.")).toBeTruthy();
    // The refetched signal is a new card (another action id): wait for it, not in the old one.
    expect(
      await screen.findByText(/Dismissed by Ada Lovelace on .*: Another company/),
    ).toBeTruthy();
    const after = screen.getByRole("article", { name: "Signal: Sanctions match" });
    expect(within(after).getByRole("button", { name: "Restore" })).toBeTruthy();
  });

  it("restore a dismissed signal", async () => {
    renderRiskUi(<RiskSignalsList portfolioId="portfolio-1" />, {
      mocks: [
        signalsMock([dismissed]),
        {
          request: { query: RESTORE_RISK_SIGNAL, variables: { actionId: "action-2" } },
          result: {
            data: {
              restoreRiskSignal: {
                __typename: "RiskSignalSuccess",
                action: { ...active, id: "action-3" },
              },
            },
          },
        },
        signalsMock([{ ...active, id: "action-3" }]),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Signal restored.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Dismiss…" })).toBeTruthy();
  });

  it("offer no actions without the hub", async () => {
    renderRiskUi(<RiskSignalsList portfolioId="portfolio-1" />, {
      mocks: [signalsMock([active])],
      session: riskSession("user", { riskDashboardAccess: false }),
    });
    await screen.findByRole("article", { name: "Signal: Sanctions match" });
    expect(screen.queryByRole("button", { name: "Dismiss…" })).toBeNull();
  });
});
