import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { openTestDatabase } from "../test/database.ts";

// The harness serves no web build; these tests need one, so they build the app on a scratch dist.
const indexHtml = "<!doctype html><title>Tierwise</title><div id=root></div>";
let distDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "tierwise-dist-"));
  writeFileSync(path.join(distDir, "index.html"), indexHtml);
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(path.join(distDir, "assets", "app-1a2b3c.js"), "console.log(1);");
  database = await openTestDatabase();
  app = await buildApp({ database, config: testConfig(), webDistDir: distDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("the web app's pages", () => {
  it("go to clients that accept anything: curl, uptime checks, link previews", async () => {
    const asked: [string, Record<string, string>][] = [
      ["/", { accept: "*/*", "user-agent": "curl/8.5.0" }],
      ["/", {}],
      ["/", { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" }],
      ["/company/acme-corp", { accept: "*/*" }],
      ["/company/acme-corp/financials?year=2024", {}],
      ["/export-companies-download/0b7c2f0e", { accept: "text/*" }],
      ["/login", { accept: "application/json, */*" }],
    ];
    for (const [url, headers] of asked) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toBe(indexHtml);
    }
  });

  it("answer HEAD with the page's headers and no body", async () => {
    const res = await app.inject({ method: "HEAD", url: "/", headers: { accept: "*/*" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toBe("");
  });

  it("serve built assets as files", async () => {
    const res = await get("/assets/app-1a2b3c.js", { accept: "*/*" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log(1);");
  });
});

describe("API 404s stay JSON", () => {
  const notFound = { error: "Not found." };

  it("for clients that accept JSON only", async () => {
    for (const accept of [
      "application/json",
      "application/graphql-response+json, application/json;q=0.9",
      "application/json, */*;q=0",
    ]) {
      const res = await get("/no-such-thing", { accept });
      expect(res.statusCode, accept).toBe(404);
      expect(res.json(), accept).toEqual(notFound);
    }
  });

  it("for methods other than GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const res = await app.inject({
        method,
        url: "/company/acme-corp",
        headers: { accept: "*/*" },
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toEqual(notFound);
    }
  });

  it("for unknown paths under the API's own routes, whatever the client accepts", async () => {
    for (const url of [
      "/graphql/schema",
      "/healthz/deep",
      "/sso/unknown",
      "/company-pdf/0b7c2f0e/extra",
      "/export-companies-download/0b7c2f0e/file/extra",
      "/pdf-download/0b7c2f0e/file/extra",
      "/attachments/0b7c2f0e/preview/extra",
      "/upload-attachments/extra",
    ]) {
      const asked: Record<string, string>[] = [{ accept: "*/*" }, {}, { accept: "text/html" }];
      for (const headers of asked) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual(notFound);
      }
    }
  });

  it("for missing assets and other files, unless a browser asks for a page", async () => {
    // A stale chunk answered with HTML would fail in the browser with a confusing MIME error.
    for (const url of ["/assets/gone-9z8y7x.js", "/favicon.ico", "/robots.txt"]) {
      const res = await get(url, { accept: "*/*" });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(notFound);
    }
    expect((await get("/assets/gone-9z8y7x.js", { accept: "text/html" })).statusCode).toBe(404);
  });
});
