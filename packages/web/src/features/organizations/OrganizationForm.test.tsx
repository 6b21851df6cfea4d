import { fireEvent, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it, vi } from "vitest";
import { renderForTest } from "../../testing/render-for-test.tsx";
import { OrganizationForm, type SubmitOutcome } from "./OrganizationForm.tsx";
import {
  emptyOrganizationFormValues,
  type OrganizationFormValues,
  organizationInput,
} from "./organization-form.ts";

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

function renderForm(onSubmit: (values: OrganizationFormValues) => Promise<SubmitOutcome>) {
  const initial = emptyOrganizationFormValues();
  initial.name = "Acme";
  return renderForTest(
    <OrganizationForm initialValues={initial} submitLabel="Save" onSubmit={onSubmit} />,
  );
}

describe("OrganizationForm", () => {
  it("shows the spec's message under a bad brand colour and does not submit", async () => {
    const onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true }));
    renderForm(onSubmit);
    const colour = screen.getByRole("textbox", { name: "Brand colour" });
    fireEvent.change(colour, { target: { value: "blue" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(messages.wrongColorHex)).toBeTruthy();
    expect(colour.getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("turns switches into the featureFlags map and keeps typed values after a server error", async () => {
    let submitted: OrganizationFormValues | undefined;
    const onSubmit = vi.fn(async (values: OrganizationFormValues): Promise<SubmitOutcome> => {
      submitted = values;
      return {
        ok: false,
        fields: { brandColor: messages.wrongColorHex, "teamsTrial.endDate": "Server says no." },
        form: [],
      };
    });
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole("switch", { name: "Compare companies" }));
    fireEvent.click(screen.getByRole("switch", { name: "Multi-tier supply chain (n-tier)" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Product name" }), {
      target: { value: "Acme Risk" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const input = organizationInput(submitted as OrganizationFormValues);
    expect(input.featureFlags.compareCompanies).toBe(true);
    expect(input.featureFlags.nTier).toBe(true);
    expect(input.featureFlags.gsca).toBe(false);
    expect(input.productName).toBe("Acme Risk");
    expect(await screen.findByText(messages.wrongColorHex)).toBeTruthy();
    expect(screen.getByText("Server says no.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Product name" }) as HTMLInputElement).value).toBe(
      "Acme Risk",
    );
  });

  it("adds and removes custom sidebar links", async () => {
    renderForm(async () => ({ ok: true }));
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    expect(screen.getByRole("textbox", { name: /Link 1 title/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("Required.")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Remove link 1" }));
    expect(screen.queryByRole("textbox", { name: /Link 1 title/ })).toBeNull();
  });
});
