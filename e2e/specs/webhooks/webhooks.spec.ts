import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { createCaseViaApi, uniqueTitle } from "../cases/case-steps.ts";

/** A receiver on loopback, as an integrator runs one; it answers 200 to everything. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tierwise`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("an administrator registers a webhook, a new case is delivered signed and shown as succeeded", async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, "admin@acme.test", "/settings");
    await page.getByRole("link", { name: /Webhooks/ }).click();
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "New endpoint" }).click();
    await page.getByLabel(/^Endpoint URL/).fill(receiver.url);
    await page.getByLabel(/^Description/).fill("Ticketing");
    await page.getByRole("checkbox", { name: /^case\.created/ }).check();
    await page.getByRole("button", { name: "Create endpoint" }).click();
    const shown = page.getByLabel("Signing secret", { exact: true });
    await expect(shown).toBeVisible();
    const secret = ((await shown.textContent()) ?? "").trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await page.getByRole("button", { name: "Done" }).click();

    const title = uniqueTitle("Webhook case");
    const created = await createCaseViaApi(page, { title });
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [first] = receiver.received;
    const event = JSON.parse(first?.body ?? "{}");
    expect(event).toMatchObject({
      type: "case.created",
      data: { case: { id: created.id, title } },
    });
    // The README's verification recipe.
    const signed = `${first?.headers["webhook-id"]}.${first?.headers["webhook-timestamp"]}.${first?.body}`;
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key).update(signed).digest("base64");
    expect(first?.headers["webhook-signature"]).toBe(`v1,${expected}`);

    const deliveries = page.getByRole("table", { name: "Webhook deliveries" });
    await expect(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(deliveries.getByRole("row", { name: /case\.created/ })).toContainText(
        "Succeeded",
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
    const row = deliveries.getByRole("row", { name: /case\.created/ });
    await expect(row).toContainText("200");
    await row.getByRole("button", { name: /^Details of case\.created/ }).click();
    const drawer = page.getByRole("dialog", { name: "case.created delivery" });
    await expect(drawer.getByLabel("Request body")).toContainText(created.id);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    await page
      .getByRole("dialog", { name: "Delete webhook endpoint" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("No webhook endpoints yet.")).toBeVisible();
  } finally {
    await receiver.close();
  }
});
