import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "./outbox.table.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries; logged in outbox mode so a local admin can follow them. */
  links?: string[];
};

export type Mailer = {
  transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * All mail goes through here. With SMTP_URL it is sent over SMTP; without, it is written to the
 * outbox table and its links are logged, so a self-hosted portal works with no mail server.
 * Either way a copy lands in the outbox table, as a record of what was sent.
 */
export function createMailer(db: Database, config: Config, log: FastifyBaseLogger): Mailer {
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    transport: smtp ? "smtp" : "outbox",
    async send(message) {
      const links = message.links ?? [];
      if (smtp) {
        await smtp.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } else {
        log.info({ to: message.to, subject: message.subject, links }, "mail written to the outbox");
      }
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links,
        transport: smtp ? "smtp" : "outbox",
      });
    },
    close() {
      smtp?.close();
    },
  };
}
