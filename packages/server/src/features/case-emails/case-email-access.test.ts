import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  type Any,
  buildCaseMailWorld,
  caseEmailFields,
  inboundDomain,
  insertCase,
  send,
  threadsQuery,
} from "./case-email-test-support.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildCaseMailWorld>>;
beforeAll(async () => {
  // No SMTP_URL: case e-mail goes to the database outbox.
  h = await createHarness({ INBOUND_MAIL_DOMAIN: inboundDomain });
  world = await buildCaseMailWorld(h);
});
afterAll(() => h.close());

const emailQuery = `query($id: ID!) { caseEmail(id: $id) { ${caseEmailFields} } }`;
const recipientsQuery = `query($q: String!) { caseMailRecipients(query: $q) { email name } }`;
const mail = (caseId: string, to = "orders@northwind.test") => ({
  caseId,
  subject: "Certificates",
  body: "Please send the certificates.",
  recipients: [{ email: to, type: "to" }],
});

describe("who reaches a case's e-mail", () => {
  it("a private case: people on its access list list and send; anyone else gets not found", async () => {
    const { sender, colleague } = world.people;
    const hidden = await insertCase(h.database.db, world.acme.id, sender.id, {
      private: true,
      access: [sender.id],
    });
    const sent = (await send(sender.client, mail(hidden.id))).data?.sendCaseEmail as Any;
    expect(sent.__typename).toBe("SendCaseEmailSuccess");
    const own = await sender.client.gql<Any>(threadsQuery, { caseId: hidden.id });
    expect(own.data?.caseEmailThreads).toHaveLength(1);
    expect((await h.outbox()).some((m) => m.to === "orders@northwind.test")).toBe(true);

    const listed = await colleague.client.gql<Any>(threadsQuery, { caseId: hidden.id });
    expect(listed.data).toBeNull();
    expect(listed.errors?.[0]?.extensions).toMatchObject({ type: "NotFoundError" });
    const one = await colleague.client.gql<Any>(emailQuery, { id: sent.email.id });
    expect(one.data?.caseEmail).toBeNull();
    const refused = (await send(colleague.client, mail(hidden.id))).data?.sendCaseEmail as Any;
    expect(refused.__typename).toBe("NotFoundError");
    const replying = (
      await send(colleague.client, {
        ...mail(hidden.id),
        replyToId: sent.email.id,
      })
    ).data?.sendCaseEmail as Any;
    expect(replying.__typename).toBe("NotFoundError");
  });

  it("another organisation sees none of it, even with the ids", async () => {
    const { sender, outsider } = world.people;
    const open = await insertCase(h.database.db, world.acme.id, sender.id);
    const sent = (await send(sender.client, mail(open.id))).data?.sendCaseEmail as Any;
    const listed = await outsider.client.gql<Any>(threadsQuery, { caseId: open.id });
    expect(listed.errors?.[0]?.extensions).toMatchObject({ type: "NotFoundError" });
    expect(
      (await outsider.client.gql<Any>(emailQuery, { id: sent.email.id })).data?.caseEmail,
    ).toBeNull();
    const refused = (await send(outsider.client, mail(open.id))).data?.sendCaseEmail as Any;
    expect(refused.__typename).toBe("NotFoundError");
    // Their own case cannot be pointed at our thread either.
    const theirs = await insertCase(h.database.db, world.globex.id, outsider.id);
    const crossThread = (
      await send(outsider.client, {
        ...mail(theirs.id),
        threadId: sent.thread.id,
      })
    ).data?.sendCaseEmail as Any;
    expect(crossThread.__typename).toBe("NotFoundError");
  });

  it("recipient suggestions: members by name or e-mail, then addresses used in visible cases only", async () => {
    const { sender, colleague } = world.people;
    const open = await insertCase(h.database.db, world.acme.id, sender.id);
    const hidden = await insertCase(h.database.db, world.acme.id, sender.id, {
      private: true,
      access: [sender.id],
    });
    await send(sender.client, mail(open.id, "sales@fabrikam.test"));
    await send(sender.client, mail(hidden.id, "secret@fabrikam.test"));
    const byName = await sender.client.gql<Any>(recipientsQuery, { q: "colleague" });
    expect(byName.data?.caseMailRecipients).toEqual([
      { email: colleague.user.email, name: `${colleague.user.firstName} Tester` },
    ]);
    const senderView = await sender.client.gql<Any>(recipientsQuery, { q: "fabrikam" });
    expect(senderView.data?.caseMailRecipients.map((r: Any) => r.email).sort()).toEqual([
      "sales@fabrikam.test",
      "secret@fabrikam.test",
    ]);
    const colleagueView = await colleague.client.gql<Any>(recipientsQuery, { q: "fabrikam" });
    expect(colleagueView.data?.caseMailRecipients).toEqual([
      { email: "sales@fabrikam.test", name: null },
    ]);
    const outsiderView = await world.people.outsider.client.gql<Any>(recipientsQuery, {
      q: "fabrikam",
    });
    expect(outsiderView.data?.caseMailRecipients).toEqual([]);
  });
});
