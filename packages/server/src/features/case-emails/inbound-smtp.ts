import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import { type IngestTools, ingestInboundMail } from "./inbound-ingest.service.ts";
import { isInboundAddress } from "./reply-address.ts";

/** Larger than any message carrying a 50 MB attachment (base64 adds a third, plus headers). */
const maxMessageBytes = 75 * 1024 * 1024;

export type InboundSmtpListener = { port: number; close(): Promise<void> };

const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

function readAll(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    stream.on("data", (chunk: Buffer) => {
      // Past the limit the rest is drained, not kept: sizeExceeded answers it below.
      if (length <= maxMessageBytes) chunks.push(chunk);
      length += chunk.length;
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}

/**
 * The inbound SMTP listener for supplier replies and bounces. It takes mail for the inbound
 * domain only (anything else is refused at RCPT TO, so it is never an open relay) and hands each
 * message to the same ingestion as the .eml importer. Mail that matches no thread is refused with
 * 550, so the sender's server tells the sender; a failure on our side is 451, so it is retried.
 */
export async function startInboundSmtp(
  tools: IngestTools,
  options: { port: number; host: string },
): Promise<InboundSmtpListener> {
  const domain = tools.config.INBOUND_MAIL_DOMAIN;
  const server = new SMTPServer({
    name: domain,
    banner: "Tierwise case mail",
    authOptional: true,
    // No certificate is configured for it: TLS is a relay's or load balancer's job here.
    disabledCommands: ["AUTH", "STARTTLS"],
    size: maxMessageBytes,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (isInboundAddress(address.address, domain)) return callback();
      callback(smtpError(550, `Mail for ${address.address} is not accepted here.`));
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (!raw) return callback(smtpError(552, "The message is too large."));
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const result = await ingestInboundMail(tools, raw, { to });
          if (result.outcome === "unmatched") return callback(smtpError(550, result.reason));
          callback();
        })
        .catch((error: unknown) => {
          tools.log.error({ err: error }, "inbound case e-mail failed");
          callback(smtpError(451, "The message could not be stored; try again later."));
        });
    },
  });
  server.on("error", (error) => tools.log.error({ err: error }, "inbound SMTP listener error"));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  tools.log.info({ port, domain }, "inbound SMTP listener for case e-mail is ready");
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
