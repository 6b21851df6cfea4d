import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { openTestDatabase } from "../test/database.ts";
import { type ReceivedMail, startSmtpPeer } from "../test/smtp-peer.ts";
import { createMailer } from "./mailer.ts";
import { mailOutbox } from "./outbox.table.ts";

/** A real SMTP peer on a loopback port, collecting what it is sent. */
async function startCollectingPeer() {
  const received: ReceivedMail[] = [];
  const peer = await startSmtpPeer(0, (mail) => received.push(mail));
  return { ...peer, received };
}

const log = pino({ level: "silent" });
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("mailer", () => {
  it("sends over SMTP when SMTP_URL is set, and keeps a record", async () => {
    const peer = await startCollectingPeer();
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      MAIL_FROM: "Tierwise <portal@tierwise.test>",
    });
    const mailer = createMailer(database.db, config, log);
    await mailer.send({
      to: "person@example.test",
      subject: "Reset your password",
      text: "Open http://localhost:3000/edit-password?token=abc",
      links: ["http://localhost:3000/edit-password?token=abc"],
    });
    mailer.close();
    await peer.close();
    expect(mailer.transport).toBe("smtp");
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]?.from).toBe("portal@tierwise.test");
    expect(peer.received[0]?.to).toEqual(["person@example.test"]);
    expect(peer.received[0]?.raw).toContain("Subject: Reset your password");
    expect(peer.received[0]?.raw).toContain("edit-password?token=abc");
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.some((r) => r.transport === "smtp" && r.to === "person@example.test")).toBe(true);
  });

  it("fails loudly when the SMTP peer is unreachable", async () => {
    const peer = await startCollectingPeer();
    await peer.close();
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
    const mailer = createMailer(database.db, config, log);
    await expect(mailer.send({ to: "x@example.test", subject: "s", text: "t" })).rejects.toThrow();
    mailer.close();
  });

  it("writes to the outbox without SMTP_URL", async () => {
    const mailer = createMailer(database.db, testConfig(), log);
    await mailer.send({
      to: "outbox@example.test",
      subject: "Hello",
      text: "Body",
      links: ["http://x/y"],
    });
    expect(mailer.transport).toBe("outbox");
    const rows = await database.db.select().from(mailOutbox);
    const row = rows.find((r) => r.to === "outbox@example.test");
    expect(row?.transport).toBe("outbox");
    expect(row?.links).toEqual(["http://x/y"]);
  });
});
