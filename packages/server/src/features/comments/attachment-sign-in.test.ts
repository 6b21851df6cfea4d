import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Any, addComment } from "../../test/comment-operations.ts";
import { createFilesHarness, doc, upload } from "../../test/comments-support.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import { buildCasesWorld, type CasesWorld, createCase } from "../cases/cases-test-support.ts";

/**
 * Spec 1 §2.1, §2.3: a file's address in an e-mail, opened signed out, leads to sign-in and,
 * after it, back to the file. Scripts asking for a file keep the JSON 401.
 */

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: CasesWorld;
beforeAll(async () => {
  h = await createFilesHarness();
  world = await buildCasesWorld(h);
});
afterAll(() => h.close());

const pdfBytes = Buffer.from("%PDF-1.4\n%\xE2\xE3\n1 0 obj\n");
/** What a browser sends when it opens an address as a page. */
const browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

async function get(url: string, accept: string | null, cookie: string | null = null) {
  const response = await h.app.inject({
    method: "GET",
    url,
    headers: {
      ...(accept ? { accept } : {}),
      ...(cookie ? { cookie: `${sessionCookieName}=${cookie}` } : {}),
    },
  });
  return response;
}

/** A comment's file and a case's own file, both uploaded by the case creator. */
async function fileAddresses() {
  const { creator } = world.people;
  const forComment = await upload(h, creator.client, [{ name: "audit.pdf", data: pdfBytes }]);
  const added = await addComment(creator.client, {
    target: { companyId: world.company.id },
    comment: doc("The audit"),
    attachmentKeys: [(forComment.body as Any)[0].key],
  });
  const forCase = await upload(h, creator.client, [{ name: "audit.pdf", data: pdfBytes }]);
  const supplierCase = await createCase(creator.client, {
    attachmentKeys: [(forCase.body as Any)[0].key],
  });
  const commentFile: string = added.comment.attachments[0].downloadUrl;
  const caseFile: string = supplierCase.attachments[0].downloadUrl;
  expect(commentFile).toMatch(/^\/attachments\//);
  expect(caseFile).toMatch(/^\/case-attachments\//);
  return [commentFile, `${commentFile}/preview`, caseFile, `${caseFile}/preview`];
}

describe("a file's address opened signed out", () => {
  it("sends a browser to sign-in with the address, and sign-in leads back to the file", async () => {
    const { creator } = world.people;
    for (const address of await fileAddresses()) {
      const signedOut = await get(address, browserAccept);
      expect(signedOut.statusCode, address).toBe(303);
      const location = String(signedOut.headers.location);
      expect(location).toBe(`/login?next=${encodeURIComponent(address)}`);
      // After sign-in the web app goes to `next`: the same file, now served.
      const next = new URL(location, "http://localhost").searchParams.get("next") ?? "";
      const signedIn = await h.signIn(creator.user.email, creator.user.password);
      const back = await get(next, browserAccept, signedIn.cookie);
      expect(back.statusCode, next).toBe(200);
      expect(back.headers["content-type"]).toBe("application/pdf");
      expect(back.rawPayload.equals(pdfBytes)).toBe(true);
    }
  });

  it("keeps the JSON 401 for scripts (fetch, XHR and API clients)", async () => {
    const [commentFile = "", , caseFile = ""] = await fileAddresses();
    for (const address of [commentFile, caseFile]) {
      for (const accept of [null, "*/*", "application/json", "text/html;q=0, */*"]) {
        const answer = await get(address, accept);
        expect(answer.statusCode, `${address} ${accept}`).toBe(401);
        expect(answer.json()).toEqual({ error: "Not signed in." });
      }
    }
  });
});
