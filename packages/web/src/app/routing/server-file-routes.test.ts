import { matchRoutes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { isPublicPath } from "./public-paths.ts";
import { loadFromServer, serverFileRoutes } from "./server-file-routes.ts";

/** What the route of `address` answers when the app navigates there. */
async function open(address: string): Promise<unknown> {
  const [match] = matchRoutes(serverFileRoutes, address) ?? [];
  if (!match) return "no route";
  const request = new Request(new URL(address, "http://localhost"));
  try {
    return await loadFromServer({ request, params: match.params, context: undefined } as never);
  } catch (thrown) {
    return thrown;
  }
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("a file's address inside the app", () => {
  it("is loaded from the server by the browser (sign-in's return address to an e-mail's file)", async () => {
    window.history.replaceState(null, "", "/login?next=%2Fattachments%2Fa-1");
    for (const address of [
      "/attachments/a-1",
      "/attachments/a-1/preview",
      "/case-attachments/a-2",
      "/case-email-attachments/a-3/preview",
      "/pdf-download/job-1/file",
    ]) {
      const answer = (await open(address)) as Response;
      expect(answer.status, address).toBe(302);
      expect(answer.headers.get("Location")).toBe(address);
      expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
    }
    expect(((await open("/attachments/a-1/")) as Response).headers.get("Location")).toBe(
      "/attachments/a-1",
    );
    expect(isPublicPath("/attachments/a-1")).toBe(true);
  });

  it("is not found when the server answered it with the app (no reload loop)", async () => {
    window.history.replaceState(null, "", "/case-attachments/a-2/");
    const answer = await open("/case-attachments/a-2/");
    // Thrown data(null, { status: 404 }): the router shows the not-found page.
    expect(answer).toMatchObject({ init: { status: 404 } });
  });

  it("leaves the app's own download pages alone", async () => {
    expect(await open("/pdf-download/job-1")).toBe("no route");
    expect(await open("/attachments")).toBe("no route");
  });
});
