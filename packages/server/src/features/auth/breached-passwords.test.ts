import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bundledListSize,
  checkRangeApi,
  findInBundledList,
  parseRangeResponse,
} from "./breached-passwords.ts";

describe("bundled breached-password list", () => {
  it("holds well over a thousand passwords of 8+ characters", () => {
    expect(bundledListSize()).toBeGreaterThan(1000);
  });

  it("finds entries case-insensitively, with a count where one is recorded", () => {
    expect(findInBundledList("password")).toEqual({ count: 9545824 });
    expect(findInBundledList("Sunshine1")).toEqual({ count: null });
    expect(findInBundledList("correct horse battery staple 42")).toBeNull();
  });
});

describe("parseRangeResponse", () => {
  it("reads SUFFIX:COUNT lines and ignores padding with count 0", () => {
    const body =
      "0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0\r\n";
    expect(parseRangeResponse(body, "0018a45c4d1def81644b54ab7f969b88d65")).toBe(3);
    expect(parseRangeResponse(body, "00D4F6E8FA6EECAD2A3AA415EEC418D38EC")).toBeNull();
    expect(parseRangeResponse(body, "FFFF")).toBeNull();
  });
});

describe("checkRangeApi against a local range server", () => {
  // A plain HTTP server on localhost stands in for the range API: no network in tests.
  let server: Server;
  let baseUrl: string;
  let requestedPaths: string[] = [];
  let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: "" };
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) };

  beforeAll(async () => {
    server = createServer((request, response) => {
      requestedPaths.push(request.url ?? "");
      setTimeout(() => {
        response.writeHead(answer.status, { "content-type": "text/plain" });
        response.end(answer.body);
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const password = "hunter2 is a fine password";
  const digest = createHash("sha1").update(password).digest("hex").toUpperCase();

  it("sends only the 5-character prefix and reads the count of our suffix", async () => {
    requestedPaths = [];
    answer = { status: 200, body: `ABCDEF:1\r\n${digest.slice(5)}:42\r\n` };
    expect(await checkRangeApi(baseUrl, password, log)).toEqual({ count: 42 });
    expect(requestedPaths).toEqual([`/range/${digest.slice(0, 5)}`]);
  });

  it("answers not found when the suffix is absent", async () => {
    answer = { status: 200, body: "ABCDEF:1\r\n" };
    expect(await checkRangeApi(baseUrl, password, log)).toBeNull();
  });

  it("ignores server errors and timeouts, logging a warning", async () => {
    warnings.length = 0;
    answer = { status: 503, body: "down" };
    expect(await checkRangeApi(baseUrl, password, log)).toBeNull();
    answer = { status: 200, body: "", delayMs: 500 };
    expect(await checkRangeApi(baseUrl, password, log, 100)).toBeNull();
    expect(warnings).toHaveLength(2);
  });

  it("ignores an unreachable server", async () => {
    expect(await checkRangeApi("http://127.0.0.1:1/range/", password, log)).toBeNull();
  });
});
