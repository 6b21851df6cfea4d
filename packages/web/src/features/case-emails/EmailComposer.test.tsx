import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { caseMessages } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";
import { CaseEmailTab } from "./CaseEmailTab.tsx";
import {
  buildEmail,
  buildThread,
  caseId,
  emailSession,
  mailRecipientsMock,
  recipient,
  threadsMock,
} from "./case-email-fixtures.ts";
import { SEND_CASE_EMAIL, type SendCaseEmailInput } from "./case-emails.graphql.ts";

afterEach(() => act(() => snackbarStore.clear()));

async function openNewEmail(mocks: Mock[] = []) {
  renderAppUi(<CaseEmailTab caseId={caseId} canEdit />, {
    mocks: [
      threadsMock([]),
      mailRecipientsMock("sam", [
        { __typename: "CaseMailRecipient", email: "sam@supplier.test", name: "Sam Supplier" },
      ]),
      ...mocks,
    ],
    session: emailSession,
  });
  fireEvent.click(await screen.findByRole("button", { name: "New email" }));
  return screen.getByRole("region", { name: "New email" });
}

const field = (composer: HTMLElement, name: string) =>
  within(composer).getByRole("combobox", { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const sendButton = (composer: HTMLElement) =>
  within(composer).getByRole("button", { name: "Send" }) as HTMLButtonElement;

function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

function write(composer: HTMLElement, { subject, body }: { subject?: string; body?: string }) {
  if (subject !== undefined) {
    fireEvent.change(within(composer).getByLabelText(/^Subject/), { target: { value: subject } });
  }
  if (body !== undefined) {
    fireEvent.change(within(composer).getByLabelText(/^Message/), { target: { value: body } });
  }
}

describe("e-mail composer", { timeout: 20_000 }, () => {
  it("keeps Send disabled until it has a subject, a body and a To recipient", async () => {
    const composer = await openNewEmail();
    expect(sendButton(composer).disabled).toBe(true);
    // Nothing is said before a field is left; then the shared rules speak.
    expect(within(composer).queryByText(messages.required)).toBeNull();
    fireEvent.blur(within(composer).getByLabelText(/^Subject/));
    expect(within(composer).getByText(messages.required)).toBeTruthy();
    expect(within(composer).getByText("Add at least one recipient.")).toBeTruthy();
    write(composer, { subject: "Audit" });
    expect(within(composer).queryByText(messages.required)).toBeNull();
    expect(sendButton(composer).disabled).toBe(true);
    write(composer, { body: "Please send the report." });
    expect(sendButton(composer).disabled).toBe(true);
    // A Cc alone is not enough: at least one To recipient.
    fireEvent.click(within(composer).getByRole("button", { name: "Add Cc recipients" }));
    paste(field(composer, "Cc"), "bob@example.com");
    expect(sendButton(composer).disabled).toBe(true);
    paste(field(composer, "To"), "sam@supplier.test");
    expect(sendButton(composer).disabled).toBe(false);
    write(composer, { subject: "   " });
    expect(sendButton(composer).disabled).toBe(true);
  });

  it("blocks sending while an address is typed but not confirmed", async () => {
    const composer = await openNewEmail();
    write(composer, { subject: "Audit", body: "Please send the report." });
    paste(field(composer, "To"), "sam@supplier.test");
    expect(sendButton(composer).disabled).toBe(false);
    fireEvent.click(within(composer).getByRole("button", { name: "Add Bcc recipients" }));
    const bcc = field(composer, "Bcc");
    fireEvent.change(bcc, { target: { value: "carol@example.com" } });
    expect(sendButton(composer).disabled).toBe(true);
    fireEvent.keyDown(bcc, { key: "Enter" });
    expect(
      within(composer)
        .getAllByTestId("email-chip")
        .map((chip) => chip.textContent),
    ).toEqual(["sam@supplier.test", "carol@example.com"]);
    expect(sendButton(composer).disabled).toBe(false);
  });

  it("warns about external recipients, and about files when there are any", async () => {
    const composer = await openNewEmail();
    paste(field(composer, "To"), "bob@example.com");
    expect(within(composer).queryByText(caseMessages.externalDetected)).toBeNull();
    paste(field(composer, "To"), "sam@supplier.test");
    expect(within(composer).getByText(caseMessages.externalDetected)).toBeTruthy();
    expect(within(composer).queryByText(caseMessages.externalAttachments)).toBeNull();
    const fileInput = composer.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(fileInput, {
      target: { files: [new File(["%PDF"], "audit.pdf", { type: "application/pdf" })] },
    });
    expect(await within(composer).findByText(caseMessages.externalAttachments)).toBeTruthy();
    fireEvent.click(within(composer).getByRole("button", { name: "Remove sam@supplier.test" }));
    expect(within(composer).queryByText(caseMessages.externalDetected)).toBeNull();
    expect(within(composer).queryByText(caseMessages.externalAttachments)).toBeNull();
  });

  it("suggests addresses from caseMailRecipients as one types", async () => {
    const composer = await openNewEmail([]);
    const to = field(composer, "To");
    fireEvent.change(to, { target: { value: "sam" } });
    // The search is debounced: the list appears once the answer is in.
    const option = await screen.findByRole("option", { name: /Sam Supplier/ });
    expect(to.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(to, { key: "ArrowDown" });
    expect(option.getAttribute("aria-selected")).toBe("true");
    expect(to.getAttribute("aria-activedescendant")).toBe(option.id);
    fireEvent.keyDown(to, { key: "Enter" });
    expect(
      within(composer)
        .getAllByTestId("email-chip")
        .map((chip) => chip.textContent),
    ).toEqual(["Sam Supplier"]);
    expect(to.value).toBe("");
    expect(screen.queryByRole("option")).toBeNull();
  }, 20_000);

  it("sends with the right input, says so, and closes with the new thread listed", async () => {
    let sent: SendCaseEmailInput | null = null;
    const email = buildEmail({
      id: "email-9",
      threadId: "thread-9",
      subject: "Audit",
      body: "Please send the report.",
      recipients: [
        recipient("sam@supplier.test", "to"),
        recipient("bob@example.com", "cc", { internalToOrg: true }),
      ],
    });
    const sendMock: Mock = {
      request: { query: SEND_CASE_EMAIL, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent = variables.input as SendCaseEmailInput;
        return {
          data: {
            sendCaseEmail: {
              __typename: "SendCaseEmailSuccess",
              email,
              thread: buildThread([email]),
            },
          },
        };
      },
    };
    const composer = await openNewEmail([sendMock]);
    paste(field(composer, "To"), "sam@supplier.test not-an-address");
    fireEvent.click(within(composer).getByRole("button", { name: "Add Cc recipients" }));
    paste(field(composer, "Cc"), "bob@example.com");
    write(composer, { subject: "  Audit ", body: "Please send the report." });
    fireEvent.click(sendButton(composer));

    expect(await screen.findByText(caseMessages.emailSent)).toBeTruthy();
    expect(caseMessages.emailSent).toBe("Your email has been sent.");
    expect(sent).toEqual({
      caseId,
      threadId: null,
      replyToId: null,
      subject: "Audit",
      body: "Please send the report.",
      // The address flagged 'Not a valid email' is dropped.
      recipients: [
        { email: "sam@supplier.test", name: null, type: "to" },
        { email: "bob@example.com", name: null, type: "cc" },
      ],
      attachmentKeys: [],
    });
    expect(screen.queryByRole("region", { name: "New email" })).toBeNull();
    const thread = await screen.findByTestId("email-thread");
    expect(within(thread).getByText("Please send the report.")).toBeTruthy();
    expect(screen.queryByText(caseMessages.noEmails)).toBeNull();
  });

  it("sends a reply into its thread, answering the original", async () => {
    const original = buildEmail();
    let sent: SendCaseEmailInput | null = null;
    const sendMock: Mock = {
      request: { query: SEND_CASE_EMAIL, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent = variables.input as SendCaseEmailInput;
        return { data: { sendCaseEmail: { __typename: "ForbiddenError", message: "Forbidden." } } };
      },
    };
    renderAppUi(<CaseEmailTab caseId={caseId} canEdit />, {
      mocks: [threadsMock([buildThread([original])]), mailRecipientsMock(), sendMock],
      session: emailSession,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Reply" }));
    const composer = screen.getByRole("region", { name: "Reply" });
    write(composer, { body: "Any news?" });
    fireEvent.click(sendButton(composer));
    // Spec 2 §8: a failed send is the shared generic warning; the composer stays open.
    expect(await screen.findByText(messages.somethingWentWrong)).toBeTruthy();
    expect(sent).toMatchObject({
      threadId: original.threadId,
      replyToId: original.id,
      subject: "RE: Audit findings",
      recipients: [{ email: "sam@supplier.test", name: "Sam Supplier", type: "to" }],
    });
    await waitFor(() => expect(sendButton(composer).disabled).toBe(false));
    expect(screen.getByRole("region", { name: "Reply" })).toBeTruthy();
  });
});
