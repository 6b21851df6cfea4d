import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFilesHarness } from "../../test/comments-support.ts";
import { workflowLinks } from "./workflow.table.ts";
import {
  type Any,
  buildWorkflowWorld,
  call,
  createTemplate,
  ops,
  pdfBytes,
  sentLinks,
  smallDefinition,
  start,
  supplier,
  tokenOf,
  type WorkflowWorld,
} from "./workflows-test-support.ts";

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: WorkflowWorld;
beforeAll(async () => {
  h = await createFilesHarness({ LOG_LEVEL: "error" });
  world = await buildWorkflowWorld(h);
}, 180_000);
afterAll(() => h.close());

/** Starts a workflow for `email` in the client's organisation and returns its link's token. */
async function linkFor(client: Any, companyId: string, email: string, admin: Any = client) {
  const template = await createTemplate(admin, smallDefinition(), `Scope ${email}`);
  const started = await start(client, {
    templateId: template.id,
    companyIds: [companyId],
    contactEmails: [email],
  });
  const [link] = await sentLinks(h, email);
  return { token: tokenOf(link ?? ""), workflowId: started.workflows[0].id as string };
}

const flip = (token: string) => {
  const last = token.at(-1) === "A" ? "B" : "A";
  return `${token.slice(0, -1)}${last}`;
};

describe("a supplier's link", () => {
  it("opens only its own questionnaire, and nothing of another organisation", async () => {
    const ours = await linkFor(world.people.admin.client, world.supplier.id, "a@northwind.test");
    const theirs = await linkFor(
      world.people.outsider.client,
      world.supplier.id,
      "b@northwind.test",
    );
    const ourForm = supplier(h, ours.token);
    const theirForm = supplier(h, theirs.token);
    expect((await theirForm.read()).body.branding.organizationName).not.toBe("Acme Buying");

    // Our upload cannot be read or named through their link.
    const file = (await ourForm.upload("proof", "proof.pdf", pdfBytes)).body;
    expect((await ourForm.download(file.fileKey)).statusCode).toBe(200);
    expect((await theirForm.download(file.fileKey)).statusCode).toBe(404);
    const named = await theirForm.save({ proof: [file] });
    expect(named.status).toBe(422);
    expect(named.body.fieldErrors[0]).toEqual({
      questionId: "proof",
      message: "Upload the file again.",
    });

    // A changed signature, a made-up token or one link's id with another's signature: not valid.
    const invalid = { error: "invalid", message: "This link is not valid." };
    for (const token of [
      flip(ours.token),
      "not-a-token",
      `${ours.token.split(".")[0]}.${theirs.token.split(".")[1]}`,
    ])
      expect(await supplier(h, token).read()).toEqual({ status: 404, body: invalid });

    // The token is no session: GraphQL stays closed to it.
    const asCookie = await h.client(ours.token).gql<Any>(ops.workflow, { id: ours.workflowId });
    expect(asCookie.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  }, 120_000);

  it("expires, and cannot be replayed after submit", async () => {
    const { token, workflowId } = await linkFor(
      world.people.admin.client,
      world.second.id,
      "c@contoso.test",
    );
    const form = supplier(h, token);
    expect((await form.submit({ "child-labour": false, country: "NL" })).status).toBe(200);
    const used = { error: "used", message: "This link has already been used." };
    expect(await form.read()).toEqual({ status: 409, body: used });
    expect(await form.submit({ "child-labour": true, details: "x", country: "NL" })).toEqual({
      status: 409,
      body: used,
    });
    expect((await form.save({ "child-labour": true })).status).toBe(409);
    expect((await form.upload("proof", "proof.pdf", pdfBytes)).status).toBe(409);
    // The submitted answers stand.
    const read = await call(world.people.admin.client, ops.workflow, { id: workflowId });
    expect(read.answers[0].answers).toEqual({ "child-labour": false, country: "NL" });

    const fresh = await linkFor(world.people.admin.client, world.second.id, "d@contoso.test");
    await h.database.db
      .update(workflowLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workflowLinks.workflowId, fresh.workflowId));
    const expired = { error: "expired", message: "This link has expired." };
    expect(await supplier(h, fresh.token).read()).toEqual({ status: 410, body: expired });
    expect(
      (await supplier(h, fresh.token).submit({ "child-labour": false, country: "NL" })).status,
    ).toBe(410);
  }, 120_000);

  it("closes when the workflow is cancelled", async () => {
    const { token, workflowId } = await linkFor(
      world.people.member.client,
      world.second.id,
      "e@contoso.test",
      world.people.admin.client,
    );
    // Only its starter or an administrator cancels.
    expect((await call(world.people.other.client, ops.cancel, { id: workflowId })).__typename).toBe(
      "ForbiddenError",
    );
    expect(
      (await call(world.people.member.client, ops.cancel, { id: workflowId })).workflow.status,
    ).toBe("cancelled");
    expect((await supplier(h, token).read()).body.error).toBe("cancelled");
  }, 120_000);
});
