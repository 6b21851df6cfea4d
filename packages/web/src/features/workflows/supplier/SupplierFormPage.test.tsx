import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import type { SupplierFormView } from "@tierwise/common/workflows/supplier-form";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildSupplierView } from "../workflow-fixtures.ts";
import { SupplierFormPage } from "./SupplierFormPage.tsx";

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

type Call = { method: string; url: string; body: unknown };

/**
 * The supplier form's server, answering like the REST surface of supplier-form.ts: the view,
 * then whatever `answer` says for saves and submits. Every request is recorded.
 */
function serveForm(view: SupplierFormView | { status: number; error: string; message: string }) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({
        method,
        url,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      });
      if (method === "GET")
        return "status" in view
          ? json(view.status, { error: view.error, message: view.message })
          : json(200, view);
      if (url.endsWith("/submit"))
        return json(200, {
          submittedAt: "2026-11-21T10:00:00Z",
          message: workflowMessages.submitted,
        });
      if (url.endsWith("/draft")) return json(200, { savedAt: "2026-11-21T10:00:00Z" });
      return json(404, { error: "invalid", message: workflowMessages.linkInvalid });
    }),
  );
  return calls;
}

function renderForm() {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={["/supplier-form/token-abc"]}>
        <Routes>
          <Route path="/supplier-form/:token" element={<SupplierFormPage />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const question = (name: string) => screen.getByRole("group", { name: new RegExp(name) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the supplier's form", () => {
  it("shows the due date and the reviewer's comment, and asks only the supplier's own link", async () => {
    const calls = serveForm(
      buildSupplierView({ sentBackComment: "Please attach the certificate." }),
    );
    renderForm();
    expect(await screen.findByText("Please answer by Tue, Dec 15, 2026.")).toBeTruthy();
    expect(screen.getByText("Please attach the certificate.")).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(["/api/supplier-forms/token-abc"]);
  });

  it("shows a conditional question only while the earlier answer matches", async () => {
    serveForm(buildSupplierView());
    renderForm();
    const subcontractors = await screen.findByRole("group", {
      name: /Do you use subcontractors\?/,
    });
    expect(screen.queryByLabelText(/Name your subcontractors/)).toBeNull();
    fireEvent.click(within(subcontractors).getByRole("radio", { name: "Yes" }));
    expect(await screen.findByLabelText(/Name your subcontractors/)).toBeTruthy();
    fireEvent.click(within(subcontractors).getByRole("radio", { name: "No" }));
    await waitFor(() => expect(screen.queryByLabelText(/Name your subcontractors/)).toBeNull());
  });

  it("on submit, ties each missing answer's message to its question and moves focus to the first", async () => {
    const calls = serveForm(buildSupplierView());
    renderForm();
    await screen.findByText("Please answer by Tue, Dec 15, 2026.");
    fireEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    const group = question("Do you use subcontractors\\?");
    const error = await within(group).findByText(workflowMessages.answerRequired);
    expect(group.getAttribute("aria-describedby")).toContain(error.id);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(group).getByRole("radio", { name: "Yes" })),
    );
    expect(calls.some((call) => call.url.endsWith("/submit"))).toBe(false);

    // Yes makes the follow-up required: it is the first problem now.
    fireEvent.click(within(group).getByRole("radio", { name: "Yes" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    const names = await screen.findByLabelText(/Name your subcontractors/);
    await waitFor(() => expect(document.activeElement).toBe(names));
    expect(names.getAttribute("aria-invalid")).toBe("true");
    const describedBy = names.getAttribute("aria-describedby") ?? "";
    expect(
      describedBy
        .split(" ")
        .some((id) => document.getElementById(id)?.textContent === workflowMessages.answerRequired),
    ).toBe(true);
  });

  it("never sends the answer of a question that was hidden again", async () => {
    const calls = serveForm(buildSupplierView());
    renderForm();
    const group = await screen.findByRole("group", { name: /Do you use subcontractors\?/ });
    fireEvent.click(within(group).getByRole("radio", { name: "Yes" }));
    fireEvent.change(await screen.findByLabelText(/Name your subcontractors/), {
      target: { value: "Tool & Die GmbH" },
    });
    fireEvent.click(within(group).getByRole("radio", { name: "No" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(await screen.findByRole("heading", { name: workflowMessages.submitted })).toBeTruthy();
    const submit = calls.find((call) => call.url.endsWith("/submit"));
    expect(submit?.body).toEqual({ answers: { subcontractors: false } });
  });

  it("saves a draft and says the supplier can come back", async () => {
    const calls = serveForm(buildSupplierView());
    renderForm();
    const group = await screen.findByRole("group", { name: /Do you use subcontractors\?/ });
    fireEvent.click(within(group).getByRole("radio", { name: "Yes" }));
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(
      await screen.findByText(new RegExp(workflowMessages.draftSaved.replace(".", "\\."))),
    ).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith("/draft"))?.body).toEqual({
      answers: { subcontractors: true },
    });
  });

  it("refuses a file of another type before uploading it", async () => {
    const calls = serveForm(buildSupplierView());
    const { container } = renderForm();
    await screen.findByText("ISO 9001 certificate");
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(["MZ"], "setup.exe", { type: "application/x-msdownload" })] },
    });
    expect(
      await screen.findByText(
        "File(s) setup.exe could not be attached. Valid formats are pdf, png, jpg.",
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith("/files"))).toBe(false);
  });

  it("says so plainly when the link has expired or was already used", async () => {
    serveForm({ status: 410, error: "expired", message: workflowMessages.linkExpired });
    renderForm();
    expect(await screen.findByRole("heading", { name: workflowMessages.linkExpired })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit answers" })).toBeNull();
  });
});
