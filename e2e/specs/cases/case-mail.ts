import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import nodemailer from "nodemailer";
import { e2eEnv } from "../../support/e2e-env.ts";

/** The supplier's side of case e-mail: what the SMTP peer received, and replies sent back. */

/** The raw message to `to` that the SMTP peer filed, waiting for it to arrive. */
export async function receivedMail(to: string): Promise<string> {
  const suffix = `-${to}.eml`;
  let file: string | undefined;
  await expect
    .poll(() => (file = readdirSync(e2eEnv.mailDir).find((name) => name.endsWith(suffix))), {
      message: `a message to ${to} in ${e2eEnv.mailDir}`,
    })
    .toBeTruthy();
  return readFileSync(path.join(e2eEnv.mailDir, file ?? ""), "utf8");
}

/** A header of a raw message (folded lines joined), or null. */
export function mailHeader(raw: string, name: string): string | null {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(head)?.[1]?.trim() ?? null;
}

/** The bare address of a header value such as `"Name" <a@b>`, `<a@b>` or `a@b`. */
export function addressIn(value: string): string {
  return /<([^>]+)>/.exec(value)?.[1] ?? value.trim();
}

/**
 * A reply from the supplier's mail server: through SMTP to the portal's inbound listener, to
 * the case's reply address, answering the message with the given Message-ID.
 */
export async function sendSupplierReply(reply: {
  from: string;
  to: string;
  inReplyTo: string;
  subject: string;
  text: string;
}) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: e2eEnv.inboundSmtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    const info = await transport.sendMail({
      from: reply.from,
      to: reply.to,
      subject: reply.subject,
      text: reply.text,
      inReplyTo: reply.inReplyTo,
      references: [reply.inReplyTo],
    });
    expect(info.rejected).toEqual([]);
  } finally {
    transport.close();
  }
}
