import { fireEvent, screen, within } from "@testing-library/react";
import { caseMessages } from "@tierwise/common/cases";
import { describe, expect, it } from "vitest";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";
import { CaseEmailTab } from "./CaseEmailTab.tsx";
import {
  buildEmail,
  buildThread,
  caseId,
  emailSession,
  mailRecipientsMock,
  recipient,
  replyAddress,
  threadsMock,
} from "./case-email-fixtures.ts";
import type { CaseEmailThread } from "./case-emails.graphql.ts";

function renderTab(threads: CaseEmailThread[], { canEdit = true }: { canEdit?: boolean } = {}) {
  const mocks: Mock[] = [threadsMock(threads), mailRecipientsMock()];
  renderAppUi(<CaseEmailTab caseId={caseId} canEdit={canEdit} />, {
    mocks,
    session: emailSession,
  });
}

const chipsIn = (field: HTMLElement) =>
  within(field.closest(".mantine-InputWrapper-root") as HTMLElement)
    .queryAllByTestId("email-chip")
    .map((chip) => ({
      email: chip.textContent,
      locked: within(chip).queryByRole("button", { hidden: true }) === null,
    }));

/** An inbound reply from the supplier to the case's first e-mail, copying a colleague. */
const supplierReply = buildEmail({
  id: "email-2",
  sender: {
    __typename: "CaseEmailParty",
    email: "sam@supplier.test",
    name: "Sam Supplier",
    internalToOrg: false,
  },
  recipients: [
    recipient(replyAddress, "to"),
    recipient("lee@supplier.test", "to", { name: "Lee Supplier" }),
    recipient("bob@example.com", "cc", { name: "Bob Buyer", internalToOrg: true }),
  ],
  subject: "Re: Fw: Audit findings",
  body: "Report attached.\n\nSam",
  createdAt: "2026-11-21T09:30:00.000Z",
  direction: "inbound",
  status: "received",
});

describe("case e-mail tab", { timeout: 20_000 }, () => {
  it("says so when the case has no e-mails", async () => {
    renderTab([]);
    expect(await screen.findByText(caseMessages.noEmails)).toBeTruthy();
    expect(caseMessages.noEmails).toBe("There are currently no emails on this case.");
    expect(screen.queryByTestId("email-thread")).toBeNull();
  });

  it("shows a thread's first e-mail, its count, and 5 preview rows until expanded", async () => {
    const emails = Array.from({ length: 7 }, (_, index) =>
      buildEmail({
        id: `email-${index + 1}`,
        body: `Message number ${index + 1}`,
        createdAt: `2026-11-2${index}T10:00:00.000Z`,
      }),
    );
    // The server's order is not relied on: the first e-mail is the oldest.
    renderTab([buildThread([...emails].reverse())]);
    const thread = await screen.findByTestId("email-thread");
    expect(within(thread).getByTestId("thread-count").textContent).toBe("7 emails");
    const shown = within(thread).getAllByRole("article");
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain("Message number 1");
    const rows = within(thread).getAllByTestId("email-preview-row");
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain("Message number 2");
    expect(rows[4]?.textContent).toContain("Message number 6");

    const toggle = within(thread).getByRole("button", { name: "Show 6 more emails" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(thread).getAllByRole("article")).toHaveLength(7);
    expect(within(thread).queryAllByTestId("email-preview-row")).toHaveLength(0);
    expect(within(thread).getByText("Message number 7")).toBeTruthy();
  });

  it("shows no count for a thread of one e-mail", async () => {
    renderTab([buildThread([buildEmail()])]);
    const thread = await screen.findByTestId("email-thread");
    expect(within(thread).queryByTestId("thread-count")).toBeNull();
    expect(within(thread).queryByRole("button", { expanded: false })).toBeNull();
  });

  it("shows sender, recipients, the External Email label and the inbound marker", async () => {
    renderTab([buildThread([buildEmail(), supplierReply])]);
    const thread = await screen.findByTestId("email-thread");
    fireEvent.click(within(thread).getByRole("button", { name: "Show 1 more email" }));
    const reply = within(thread).getByRole("article", { name: /^Email from Sam Supplier/ });
    expect(within(reply).getByText("Sam Supplier <sam@supplier.test>")).toBeTruthy();
    expect(within(reply).getByTestId("recipients-cc").textContent).toBe(
      "Cc: Bob Buyer <bob@example.com>",
    );
    expect(within(reply).getByText(caseMessages.externalLabel)).toBeTruthy();
    expect(within(reply).getByText("Inbound")).toBeTruthy();
    const sent = within(thread).getByRole("article", { name: /^Email from Ada Lovelace/ });
    expect(within(sent).queryByText("Inbound")).toBeNull();
  });

  it("shows a bounce as a failed delivery, never as a supplier's reply", async () => {
    const bounce = buildEmail({
      id: "email-2",
      sender: {
        __typename: "CaseEmailParty",
        email: "mailer-daemon@supplier.test",
        name: null,
        internalToOrg: false,
      },
      recipients: [recipient(replyAddress, "to")],
      subject: "Undelivered Mail Returned to Sender",
      body: "The mail system could not deliver your message.",
      createdAt: "2026-11-20T10:05:00.000Z",
      direction: "inbound",
      status: "delivery_failure",
    });
    renderTab([buildThread([buildEmail(), bounce])]);
    const thread = await screen.findByTestId("email-thread");
    const row = within(thread).getByTestId("email-preview-row");
    expect(within(row).getByText("Delivery failed")).toBeTruthy();
    fireEvent.click(within(thread).getByRole("button", { name: "Show 1 more email" }));
    const card = within(thread).getByRole("article", { name: /^Email from mailer-daemon/ });
    expect(card.getAttribute("data-status")).toBe("delivery_failure");
    expect(within(card).getByTestId("delivery-failure").textContent).toBe("Delivery failed");
    expect(within(card).queryByText("Inbound")).toBeNull();
    expect(within(card).queryByRole("button", { name: "Reply" })).toBeNull();
  });

  it("prefills a reply with 'RE: ' and the original's people, not the case's own addresses", async () => {
    renderTab([buildThread([buildEmail(), supplierReply])]);
    const thread = await screen.findByTestId("email-thread");
    fireEvent.click(within(thread).getByRole("button", { name: "Show 1 more email" }));
    const reply = within(thread).getByRole("article", { name: /^Email from Sam Supplier/ });
    fireEvent.click(within(reply).getByRole("button", { name: "Reply" }));

    const composer = await screen.findByRole("region", { name: "Reply" });
    expect(within(composer).getByLabelText(/^Subject/)).toHaveProperty(
      "value",
      "RE: Audit findings",
    );
    expect(chipsIn(within(composer).getByRole("combobox", { name: /^To/ }))).toEqual([
      { email: "Sam Supplier", locked: true },
      { email: "Lee Supplier", locked: false },
    ]);
    expect(chipsIn(within(composer).getByRole("combobox", { name: /^Cc/ }))).toEqual([
      { email: "Bob Buyer", locked: false },
    ]);
    expect(composer.textContent).not.toContain(replyAddress);
    expect(composer.textContent).not.toContain("ada@example.com");
    expect(within(composer).getByLabelText(/^Message/)).toHaveProperty("value", "");
  });

  it("replies to one's own e-mail with its recipients, not to oneself", async () => {
    renderTab([buildThread([buildEmail({ subject: "FW: RE: Audit findings" })])]);
    const thread = await screen.findByTestId("email-thread");
    fireEvent.click(within(thread).getByRole("button", { name: "Reply" }));
    const composer = await screen.findByRole("region", { name: "Reply" });
    expect(within(composer).getByLabelText(/^Subject/)).toHaveProperty(
      "value",
      "RE: Audit findings",
    );
    expect(chipsIn(within(composer).getByRole("combobox", { name: /^To/ }))).toEqual([
      { email: "Sam Supplier", locked: false },
    ]);
  });

  it("replies to a colleague's e-mail with the colleague and the recipients", async () => {
    const fromBob = buildEmail({
      sender: {
        __typename: "CaseEmailParty",
        email: "bob@example.com",
        name: "Bob Buyer",
        internalToOrg: true,
      },
      recipients: [
        recipient("sam@supplier.test", "to", { name: "Sam Supplier" }),
        recipient("ada@example.com", "cc", { name: "Ada Lovelace", internalToOrg: true }),
      ],
    });
    renderTab([buildThread([fromBob])]);
    fireEvent.click(await screen.findByRole("button", { name: "Reply" }));
    const composer = await screen.findByRole("region", { name: "Reply" });
    expect(chipsIn(within(composer).getByRole("combobox", { name: /^To/ }))).toEqual([
      { email: "Bob Buyer", locked: false },
      { email: "Sam Supplier", locked: false },
    ]);
    // Ada was copied; she is the one replying, so no Cc is left to show.
    expect(within(composer).queryByRole("combobox", { name: /^Cc/ })).toBeNull();
  });

  it("shows Bcc to the e-mail's sender only", async () => {
    const bcc = recipient("audit@example.com", "bcc", { internalToOrg: true });
    const byAda = buildEmail({ recipients: [...buildEmail().recipients, bcc] });
    const byBob = buildEmail({
      id: "email-2",
      createdAt: "2026-11-21T10:00:00.000Z",
      sender: {
        __typename: "CaseEmailParty",
        email: "bob@example.com",
        name: "Bob Buyer",
        internalToOrg: true,
      },
      recipients: [...buildEmail().recipients, bcc],
    });
    renderTab([buildThread([byAda, byBob])]);
    const thread = await screen.findByTestId("email-thread");
    fireEvent.click(within(thread).getByRole("button", { name: "Show 1 more email" }));
    const ada = within(thread).getByRole("article", { name: /^Email from Ada/ });
    expect(within(ada).getByTestId("recipients-bcc").textContent).toBe("Bcc: audit@example.com");
    const bob = within(thread).getByRole("article", { name: /^Email from Bob/ });
    expect(within(bob).queryByTestId("recipients-bcc")).toBeNull();
    expect(bob.textContent).not.toContain("audit@example.com");
  });

  it("dates an e-mail by its own Date and shows its arrival apart when a day or more later", async () => {
    const imported = buildEmail({
      id: "email-2",
      direction: "inbound",
      status: "received",
      sentAt: "2005-04-30T22:28:29.000Z",
      createdAt: "2026-11-21T10:00:00.000Z",
    });
    const prompt = buildEmail({ sentAt: "2026-11-20T09:59:00.000Z" });
    renderTab([buildThread([prompt, imported])]);
    const thread = await screen.findByTestId("email-thread");
    fireEvent.click(within(thread).getByRole("button", { name: "Show 1 more email" }));
    const old = within(thread).getByRole("article", { name: /2005/ });
    expect(old.querySelector("time")?.getAttribute("dateTime")).toBe("2005-04-30T22:28:29.000Z");
    expect(within(old).getByTestId("received-at").textContent).toMatch(/^Received .*2026/);
    const first = within(thread).getAllByRole("article")[0] as HTMLElement;
    expect(within(first).queryByTestId("received-at")).toBeNull();
  });

  it("says which files of a received e-mail were refused", async () => {
    const message = "File(s) run.exe could not be attached. Valid formats are png.";
    renderTab([
      buildThread([
        {
          ...supplierReply,
          rejectedAttachments: [
            {
              __typename: "CaseEmailRejectedAttachment",
              filename: "run.exe",
              reason: "wrong-type",
              message,
            },
          ],
        },
      ]),
    ]);
    const card = await screen.findByRole("article", { name: /^Email from Sam Supplier/ });
    expect(within(card).getByTestId("rejected-attachment").textContent).toBe(message);
  });

  it("prefills a forward with 'FW: ' and the quoted e-mail, and no recipients", async () => {
    renderTab([buildThread([buildEmail(), supplierReply])]);
    const thread = await screen.findByTestId("email-thread");
    fireEvent.click(within(thread).getByRole("button", { name: "Show 1 more email" }));
    const reply = within(thread).getByRole("article", { name: /^Email from Sam Supplier/ });
    fireEvent.click(within(reply).getByRole("button", { name: "Forward" }));

    const composer = await screen.findByRole("region", { name: "Forward" });
    expect(within(composer).getByLabelText(/^Subject/)).toHaveProperty(
      "value",
      "FW: Audit findings",
    );
    expect(within(composer).queryAllByTestId("email-chip")).toHaveLength(0);
    const body = (within(composer).getByLabelText(/^Message/) as HTMLTextAreaElement).value;
    expect(body).toContain("From: Sam Supplier <sam@supplier.test>");
    expect(body).toContain("Subject: Re: Fw: Audit findings");
    expect(body).toContain("Report attached.\n\nSam");
    expect(within(composer).getByRole("button", { name: "Send" })).toHaveProperty("disabled", true);
  });

  it("offers no composer to someone who may not edit the case", async () => {
    renderTab([buildThread([buildEmail()])], { canEdit: false });
    await screen.findByTestId("email-thread");
    expect(screen.queryByRole("button", { name: "New email" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Forward" })).toBeNull();
  });
});
