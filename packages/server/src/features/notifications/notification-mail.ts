import { type NotificationType, notificationTypes } from "@tierwise/common/notifications";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { unsubscribeLink } from "./unsubscribe-token.ts";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * Every notification e-mail goes through here: it gains a signed unsubscribe link for its type
 * (issue 3), in the text, the HTML and the logged links. Send the result with ctx.mailer.send().
 */
export async function notificationMail(
  db: Database,
  config: Config,
  input: {
    userId: string;
    to: string;
    type: NotificationType;
    subject: string;
    text: string;
    html?: string;
    links?: string[];
  },
): Promise<MailMessage> {
  const link = await unsubscribeLink(db, config, input.userId, input.type);
  const label = notificationTypes[input.type];
  const footer = `You receive this e-mail because of your "${label}" notification setting. To stop these e-mails, open ${link}`;
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.text}\n\n--\n${footer}\n`,
    html:
      input.html === undefined
        ? undefined
        : `${input.html}<hr><p style="font-size:12px;color:#666">You receive this e-mail because of your "${escapeHtml(label)}" notification setting. <a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
    links: [...(input.links ?? []), link],
  };
}
