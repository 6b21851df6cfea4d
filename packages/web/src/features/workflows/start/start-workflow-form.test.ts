import { messages } from "@tierwise/common/messages";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { describe, expect, it } from "vitest";
import {
  type StartFormValues,
  startFieldOf,
  startFormErrors,
  startInput,
} from "./start-workflow-form.ts";

const values = (change: Partial<StartFormValues> = {}): StartFormValues => ({
  templateId: "template-1",
  contacts: [{ email: "sam@northwind.example", status: "added" }],
  pendingContact: "",
  dueDate: "2026-12-15",
  message: "",
  ...change,
});

describe("starting a workflow", () => {
  it("needs a template, a valid contact and a due date not in the past", () => {
    expect(startFormErrors(values(), "2026-11-28")).toEqual({});
    expect(
      startFormErrors(
        values({ templateId: null, contacts: [], dueDate: "2026-11-27" }),
        "2026-11-28",
      ),
    ).toEqual({
      templateId: "Choose a template.",
      contactEmails: workflowMessages.contactsRequired,
      dueDate: workflowMessages.dueDatePast,
    });
    expect(
      startFormErrors(
        values({ contacts: [{ email: "nope", status: "error", error: messages.notAValidEmail }] }),
        "2026-11-28",
      ).contactEmails,
    ).toBe(messages.notAValidEmail);
  });

  it("counts an address still being typed as a contact", () => {
    const typed = values({ contacts: [], pendingContact: "kim@northwind.example" });
    expect(startFormErrors(typed, "2026-11-28")).toEqual({});
    expect(
      startInput({ kind: "companies", companyIds: ["c1"], label: "Northwind" }, typed)
        .contactEmails,
    ).toEqual(["kim@northwind.example"]);
  });

  it("names exactly one scope: the companies, the portfolio or the case", () => {
    const input = startInput(
      { kind: "portfolio", portfolioId: "p1", label: "Strategic", companyCount: 9000 },
      values(),
    );
    expect(input).toEqual({
      templateId: "template-1",
      portfolioId: "p1",
      contactEmails: ["sam@northwind.example"],
      dueDate: "2026-12-15",
      message: null,
    });
    expect(startInput({ kind: "case", caseId: "k1", label: "Northwind" }, values())).toMatchObject({
      caseId: "k1",
    });
  });

  it("places the server's field errors under their fields", () => {
    expect(startFieldOf("contactEmails.1")).toBe("contactEmails");
    expect(startFieldOf("companyIds")).toBeNull();
  });
});
