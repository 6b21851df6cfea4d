import { act, fireEvent, screen, within } from "@testing-library/react";
import { caseMessages } from "@tierwise/common/cases";
import { afterEach, describe, expect, it } from "vitest";
import { modalStore } from "../../../app/modals/modal-store.ts";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import type { CasePageTarget } from "./CaseMakerFromUrl.tsx";
import { CaseMakerFromUrl } from "./CaseMakerFromUrl.tsx";
import { casesSession, recipientsMock, tagsMock } from "./case-fixtures.ts";

afterEach(() => act(() => modalStore.closeAll()));

async function openNewCase(target: CasePageTarget, flags = { gsca: true }) {
  renderAppUi(<CaseMakerFromUrl target={target} />, {
    mocks: [tagsMock(), recipientsMock("")],
    path: "/company/acme?case=new",
    session: casesSession(flags),
  });
  return screen.findByRole("dialog", { name: caseMessages.createCaseTitle });
}

describe("case maker: GSCA", { timeout: 30_000 }, () => {
  it("needs a sub-theme for each theme, and unselecting a theme clears its sub-themes", async () => {
    const dialog = await openNewCase({ companyId: "company-1" });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: "Child labour" },
    });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "GSCA case" }));
    // Spec 2 §4: a new GSCA case is private by default, and a violation.
    expect(within(dialog).getByRole("radio", { name: "Private" })).toHaveProperty("checked", true);
    expect(within(dialog).getByRole("radio", { name: /Violation/ })).toHaveProperty(
      "checked",
      true,
    );

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Child labour" }));
    expect(within(dialog).getByText(caseMessages.gscaSubThemeRequired)).toBeTruthy();
    const subThemes = within(dialog).getByRole("group", { name: "Sub-themes of Child labour" });
    fireEvent.click(
      within(subThemes).getByRole("checkbox", { name: "Minimum age for employment" }),
    );
    expect(within(dialog).queryByText(caseMessages.gscaSubThemeRequired)).toBeNull();

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Child labour" }));
    expect(within(dialog).queryByRole("group", { name: "Sub-themes of Child labour" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Child labour" }));
    const again = within(dialog).getByRole("group", { name: "Sub-themes of Child labour" });
    expect(
      within(again).getByRole("checkbox", { name: "Minimum age for employment" }),
    ).toHaveProperty("checked", false);
    expect(within(dialog).getByText(caseMessages.gscaSubThemeRequired)).toBeTruthy();
  });

  it("is offered only for a case about a company, with the organisation's GSCA flag", async () => {
    const dialog = await openNewCase({ portfolioId: "portfolio-1" });
    expect(within(dialog).getByLabelText(/^Title/)).toBeTruthy();
    expect(within(dialog).queryByRole("checkbox", { name: "GSCA case" })).toBeNull();
  });
});
