import { describe, expect, it } from "vitest";
import { webhookMessages, webhookUrlProblem } from "./webhooks.ts";

describe("webhookUrlProblem", () => {
  it("takes https anywhere and http only to loopback hosts", () => {
    for (const url of [
      "https://hooks.example.com/x",
      "HTTPS://A.EXAMPLE/?q=1#f",
      "https://203.0.113.7:8443/in",
      "http://localhost:9/x",
      "http://LOCALHOST/x",
      "http://127.0.0.1:9/x",
      "http://[::1]:9/x",
    ])
      expect(webhookUrlProblem(url), url).toBeNull();
    for (const url of ["http://hooks.example.com/x", "http://10.0.0.1/x", "ftp://example.com"])
      expect(webhookUrlProblem(url), url).toBe(webhookMessages.urlHttps);
  });

  it("refuses what is not an address, and credentials in one", () => {
    for (const url of [
      "not an address",
      "https://exa mple.com",
      "https://a.example:99999/",
      "https://",
    ])
      expect(webhookUrlProblem(url), url).toBe(webhookMessages.urlInvalid);
    expect(webhookUrlProblem("https://u:p@a.example/x")).toBe(webhookMessages.urlCredentials);
  });
});
