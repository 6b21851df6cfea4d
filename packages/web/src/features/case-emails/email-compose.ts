import { isExternalAddress, prefixedSubject } from "@tierwise/common/cases";
import type { EmailChipItem } from "../../ui/EmailChips.tsx";
import type {
  CaseEmail,
  CaseEmailParty,
  CaseEmailRecipientInput,
  CaseEmailRecipientType,
  CaseEmailThread,
} from "./case-emails.graphql.ts";

/** What the composer writes (spec 2 §4): a new e-mail, or a reply to or forward of one. */
export type ComposeMode =
  | { kind: "new" }
  | { kind: "reply" | "forward"; email: CaseEmail; thread: CaseEmailThread };

export const recipientTypes = ["to", "cc", "bcc"] as const satisfies CaseEmailRecipientType[];
export type RecipientChips = Record<CaseEmailRecipientType, EmailChipItem[]>;

export type ComposerValues = { subject: string; body: string; recipients: RecipientChips };

const lower = (address: string) => address.trim().toLowerCase();

export function domainOf(address: string): string {
  return lower(address).split("@").pop() ?? "";
}

/** E-mail dates in the product's US calendar format, with the time: "Fri, Nov 20, 2026, 10:00 AM". */
const emailDateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function formatEmailDate(value: string): string {
  return emailDateFormat.format(new Date(value));
}

export function partyLabel(party: { email: string; name: string | null }): string {
  return party.name ? `${party.name} <${party.email}>` : party.email;
}

/**
 * Addresses a reply never goes back to: the thread's reply address (where suppliers answer the
 * case) and the viewer's own, which the server records as the sender of what they send. The
 * organisation's outgoing From address is not in the API (see the issue note).
 */
export function ownAddressesOf(thread: CaseEmailThread, viewerEmail: string | null): Set<string> {
  const own = new Set([lower(thread.replyAddress)]);
  if (viewerEmail) own.add(lower(viewerEmail));
  return own;
}

function chipOf(party: { email: string; name: string | null }, locked = false): EmailChipItem {
  return { email: party.email, name: party.name ?? undefined, status: "added", locked };
}

/** Quote of the forwarded e-mail under the new text. */
export function forwardQuote(email: CaseEmail): string {
  const list = (type: string) =>
    email.recipients
      .filter((recipient) => recipient.type === type)
      .map(partyLabel)
      .join(", ");
  const lines = [
    "",
    "",
    "---------- Forwarded message ---------",
    `From: ${partyLabel(email.sender)}`,
    // The quoted message's own Date, as mail clients quote it.
    `Date: ${formatEmailDate(email.sentAt ?? email.createdAt)}`,
    `Subject: ${email.subject}`,
    `To: ${list("to")}`,
  ];
  const cc = list("cc");
  if (cc !== "") lines.push(`Cc: ${cc}`);
  lines.push("", email.body);
  return lines.join("\n");
}

/**
 * Reply recipients (spec 2 §4): the original's sender and its To go to To, its Cc to Cc, each
 * once and without the organisation's own addresses. The sender of a received e-mail is locked:
 * a reply always answers them.
 */
function replyRecipients(email: CaseEmail, own: ReadonlySet<string>): RecipientChips {
  const seen = new Set(own);
  const take = (party: Pick<CaseEmailParty, "email" | "name">, locked = false) => {
    const key = lower(party.email);
    if (seen.has(key)) return [];
    seen.add(key);
    return [chipOf(party, locked)];
  };
  const ofType = (type: string) => email.recipients.filter((recipient) => recipient.type === type);
  const to = [
    ...take(email.sender, email.direction === "inbound"),
    ...ofType("to").flatMap((recipient) => take(recipient)),
  ];
  const cc = ofType("cc").flatMap((recipient) => take(recipient));
  return { to, cc, bcc: [] };
}

/** `viewerEmail`: who is writing; never a recipient of their own reply. */
export function initialComposerValues(
  mode: ComposeMode,
  viewerEmail: string | null,
): ComposerValues {
  if (mode.kind === "new")
    return { subject: "", body: "", recipients: { to: [], cc: [], bcc: [] } };
  if (mode.kind === "reply") {
    return {
      subject: prefixedSubject("reply", mode.email.subject),
      body: "",
      recipients: replyRecipients(mode.email, ownAddressesOf(mode.thread, viewerEmail)),
    };
  }
  return {
    subject: prefixedSubject("forward", mode.email.subject),
    body: forwardQuote(mode.email),
    recipients: { to: [], cc: [], bcc: [] },
  };
}

/** Chips that will be sent: entries flagged 'Not a valid email' are dropped (spec 2 §5). */
export function recipientInputs(recipients: RecipientChips): CaseEmailRecipientInput[] {
  return recipientTypes.flatMap((type) =>
    recipients[type]
      .filter((chip) => chip.status !== "error")
      .map((chip) => ({ email: chip.email, name: chip.name ?? null, type })),
  );
}

export function sameValues(a: ComposerValues, b: ComposerValues): boolean {
  const addresses = (values: ComposerValues) =>
    recipientTypes.map((type) => values.recipients[type].map((chip) => lower(chip.email)).join());
  return (
    a.subject === b.subject &&
    a.body === b.body &&
    addresses(a).join("|") === addresses(b).join("|")
  );
}

/**
 * Mail domains the server has said are internal: the viewer's own when the session says the
 * viewer is internal, and those of every address it marked internalToOrg in the case's mail.
 * The web is not given the organisation's internalMailDomains, so an address at any other
 * domain counts as external here; the server's isExternal on the sent e-mail has the last word.
 */
export function knownInternalDomains(
  threads: readonly CaseEmailThread[],
  viewer: { internal: boolean; email: string | null },
): Set<string> {
  const domains = new Set<string>();
  if (viewer.internal && viewer.email) domains.add(domainOf(viewer.email));
  for (const thread of threads) {
    for (const email of thread.emails) {
      if (email.sender.internalToOrg) domains.add(domainOf(email.sender.email));
      for (const recipient of email.recipients) {
        if (recipient.internalToOrg) domains.add(domainOf(recipient.email));
      }
    }
  }
  return domains;
}

export function hasExternalRecipient(
  recipients: readonly CaseEmailRecipientInput[],
  internalDomains: ReadonlySet<string>,
): boolean {
  const domains = [...internalDomains];
  return recipients.some((recipient) => isExternalAddress(recipient.email, domains));
}
