import { fireEvent, screen, waitFor } from "@testing-library/react";
import { alertMessages } from "@tierwise/common/alerts";
import { describe, expect, it } from "vitest";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { ActivityPanel } from "../../comments/ActivityPanel.tsx";
import { companyTarget, summaryMock, wallMock } from "../../comments/comment-fixtures.ts";
import {
  alertsMock,
  alertsSession,
  buildAlert,
  renderAlertUi,
  unreadCountMock,
} from "../alert-fixtures.tsx";
import {
  COMPANY_ALERT_ACCESS_QUERY,
  SUBJECT_ALERT_UNREAD_COUNT_QUERY,
} from "./alert-access.graphql.ts";

const companyAlerts = { scope: "organization" as const, companies: ["company-1"] };
const location = () => screen.getByTestId("location").textContent ?? "";

function accessMock(access: string): Mock {
  return {
    request: { query: COMPANY_ALERT_ACCESS_QUERY, variables: { companyId: "company-1" } },
    result: { data: { companyAlertAccess: access } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderPanel(path: string, mocks: Mock[]) {
  renderAlertUi(<ActivityPanel target={companyTarget} />, {
    path,
    session: alertsSession("user", { comments: true }),
    mocks: [
      summaryMock(),
      wallMock([]),
      {
        ...unreadCountMock(2),
        request: { query: SUBJECT_ALERT_UNREAD_COUNT_QUERY, variables: { filter: companyAlerts } },
      },
      ...mocks,
    ],
  });
}

describe("the alert tab of a company page", () => {
  it("lists the company's alerts, with its filters prefixed, and drops them when left", async () => {
    renderPanel("/company/acme?tab=alert&extension=open&alert_types=news&alert_types=bogus", [
      accessMock("enabled"),
      alertsMock({ types: ["news"], ...companyAlerts }, [buildAlert()]),
    ]);
    expect(
      await screen.findByRole("article", { name: "Acme Steel files for insolvency" }),
    ).toBeTruthy();
    // The rail's icon has a dot: the company has unread alerts.
    expect(await screen.findByRole("button", { name: "Alerts (new)" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Notes" }));
    await waitFor(() => expect(location()).toBe("/company/acme?tab=note&extension=open"));
  });

  it("keeps a disabled icon that says why and opens nothing", async () => {
    renderPanel("/company/acme", [accessMock("disabled")]);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Alerts" }).getAttribute("aria-disabled")).toBe(
        "true",
      ),
    );
    const icon = screen.getByRole("button", { name: "Alerts" });
    expect(icon.getAttribute("aria-description")).toBe(alertMessages.noSubscription);
    fireEvent.click(icon);
    expect(location()).toBe("/company/acme");
  });

  it("hides the icon when the server says so", async () => {
    renderPanel("/company/acme", [accessMock("hidden")]);
    expect(await screen.findByRole("button", { name: "Notes" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Alerts/ })).toBeNull());
  });
});
