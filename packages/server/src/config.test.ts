import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.SEED_ON_EMPTY).toBe(true);
    expect(config.REQUEST_LIMIT_PER_MINUTE).toBe(1200);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_ON_EMPTY: "maybe" })).toThrow(/SEED_ON_EMPTY/);
    for (const bad of ["-1", "many", "1.5"]) {
      expect(() => loadConfig({ REQUEST_LIMIT_PER_MINUTE: bad })).toThrow(
        /REQUEST_LIMIT_PER_MINUTE/,
      );
    }
    expect(loadConfig({ REQUEST_LIMIT_PER_MINUTE: "0" }).REQUEST_LIMIT_PER_MINUTE).toBe(0);
  });

  it("takes a read replica only beside a PostgreSQL primary", () => {
    const replica = "postgres://reader@replica:5432/tierwise";
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL.*DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://primary/tierwise", DATABASE_READ_URL: "mysql://x" }),
    ).toThrow(/DATABASE_READ_URL/);
    const config = loadConfig({
      DATABASE_URL: "postgres://primary/tierwise",
      DATABASE_READ_URL: replica,
    });
    expect(config.DATABASE_READ_URL).toBe(replica);
    expect(config.DATABASE_READ_STICKY_SECONDS).toBe(5);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
  });

  it("derives the public URL from PORT and strips a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://risk.example.com/" }).publicUrl).toBe(
      "https://risk.example.com",
    );
  });

  it("keeps CDN_URL as an origin, https only except loopback", () => {
    expect(loadConfig({}).CDN_URL).toBeUndefined();
    expect(loadConfig({ CDN_URL: "https://cdn.example.com/bundles/" }).CDN_URL).toBe(
      "https://cdn.example.com",
    );
    expect(loadConfig({ CDN_URL: "http://localhost:5174" }).CDN_URL).toBe("http://localhost:5174");
    expect(() => loadConfig({ CDN_URL: "http://cdn.example.com" })).toThrow(/CDN_URL/);
  });
});
