import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitBytes } from "../app.ts";
import { createHarness, type Harness } from "../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("GET /healthz", () => {
  it("reports the database status", async () => {
    const res = await h.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: { status: "up" } });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });
});

describe("POST /graphql transport rules", () => {
  it("answers a JSON POST", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ query: "{ serverTime }" }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.serverTime).toMatch(/^\d{4}-/);
  });

  it("refuses GET queries (CSRF)", async () => {
    const res = await h.app.inject({ method: "GET", url: "/graphql?query=%7BserverTime%7D" });
    expect(res.statusCode).toBe(405);
    expect(res.json().error).toMatch(/POST/);
  });

  it("refuses form posts (CSRF)", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "query=%7BserverTime%7D",
    });
    expect(res.statusCode).toBe(415);
  });

  it("refuses text/plain posts (CSRF)", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ query: "{ serverTime }" }),
    });
    expect(res.statusCode).toBe(415);
  });

  it("answers malformed JSON with a clear 400", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: '{"query": "{ serverTime }"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("caps bodies at 1 MB", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        query: "{ serverTime }",
        variables: { pad: "x".repeat(bodyLimitBytes) },
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toContain("1 MB");
  });

  it("names unknown fields without suggestions and without a stack", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ query: "{ serverTim }" }),
    });
    const body = res.json();
    expect(body.errors[0].message).toContain("serverTim");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it("refuses deep queries", async () => {
    const deep = `{ ${"a { ".repeat(30)}b${" }".repeat(30)} }`;
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ query: deep }),
    });
    expect(res.json().errors?.length).toBeGreaterThan(0);
  });

  it("refuses too many aliases", async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: serverTime`).join(" ");
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ query: `{ ${aliases} }` }),
    });
    expect(res.json().errors[0].message).toMatch(/alias/i);
  });

  it("hides introspection outside development", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ query: "{ __schema { types { name } } }" }),
    });
    expect(res.json().errors[0].message).toMatch(/introspection/i);
  });
});

describe("unknown routes", () => {
  it("gives JSON 404 to API clients", async () => {
    const res = await h.app.inject({
      method: "GET",
      url: "/no-such-thing",
      headers: { accept: "application/json" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found." });
  });
});

describe("security headers", () => {
  it("are on API answers and pages alike", async () => {
    for (const url of ["/healthz", "/no-such-page"]) {
      const res = await h.app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
      expect(res.headers["content-security-policy"]).toContain("worker-src 'self' blob:");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
    }
  });
});
