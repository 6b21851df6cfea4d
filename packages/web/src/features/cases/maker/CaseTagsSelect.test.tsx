import { fireEvent, screen } from "@testing-library/react";
import { caseMessages } from "@tierwise/common/cases";
import { describe, expect, it } from "vitest";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import { CaseTagsSelect } from "./CaseTagsSelect.tsx";
import { casesSession, tagsMock } from "./case-fixtures.ts";

const organisationTags = [
  { id: "tag-1", value: "Critical supplier" },
  { id: "tag-2", value: "ESG watch" },
  { id: "tag-3", value: "Onboarding" },
  { id: "tag-4", value: "Sanctions screening" },
];

async function renderTags(tags: { id: string; value: string }[]) {
  renderAppUi(<CaseTagsSelect value={[]} onChange={() => undefined} />, {
    mocks: [tagsMock(tags)],
    session: casesSession(),
  });
  const labelled = await screen.findAllByLabelText("Tags");
  const field = labelled.find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type !== "hidden",
  );
  if (!field) throw new Error("no Tags field");
  return field;
}

describe("the case maker's Tags field", () => {
  it("offers the organisation's tags and does not say there are none", async () => {
    const field = await renderTags(organisationTags);
    expect(field.placeholder).toBe("Loading tags…");
    await screen.findByPlaceholderText("Choose tags");
    expect(screen.queryByPlaceholderText(caseMessages.noTags)).toBeNull();
    fireEvent.click(field);
    for (const tag of organisationTags)
      expect(await screen.findByRole("option", { name: tag.value, hidden: true })).toBeTruthy();
    expect(screen.queryByText(caseMessages.noTags)).toBeNull();
  });

  it("says 'No tags to display' when the organisation has none", async () => {
    await renderTags([]);
    expect(await screen.findByPlaceholderText(caseMessages.noTags)).toBeTruthy();
  });
});
