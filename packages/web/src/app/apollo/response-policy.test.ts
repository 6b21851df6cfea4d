import { messages } from "@tierwise/common/messages";
import { describe, expect, it } from "vitest";
import { applyResponsePolicy } from "./response-policy.ts";

const unauthenticated = { message: "Sign in", extensions: { code: "UNAUTHENTICATED" } };
const forbidden = { message: "No", extensions: { code: "FORBIDDEN" } };

describe("applyResponsePolicy", () => {
  it("reloads on UNAUTHENTICATED on gated pages", () => {
    const outcome = applyResponsePolicy({
      operationName: "Me",
      errors: [unauthenticated],
      onPublicPage: false,
    });
    expect(outcome.reloadPage).toBe(true);
  });

  it("does not reload for the session query or on public pages", () => {
    expect(
      applyResponsePolicy({
        operationName: "Session",
        errors: [unauthenticated],
        onPublicPage: false,
      }).reloadPage,
    ).toBe(false);
    expect(
      applyResponsePolicy({ operationName: "Me", errors: [unauthenticated], onPublicPage: true })
        .reloadPage,
    ).toBe(false);
  });

  it("removes FORBIDDEN errors and keeps the others", () => {
    const other = { message: "Unexpected error." };
    expect(
      applyResponsePolicy({ operationName: "X", errors: [forbidden, other], onPublicPage: false }),
    ).toEqual({ errors: [other], reloadPage: false });
    expect(
      applyResponsePolicy({ operationName: "X", errors: [forbidden], onPublicPage: false }).errors,
    ).toBeUndefined();
  });

  it("rewords timeouts of company search anywhere", () => {
    const outcome = applyResponsePolicy({
      operationName: "CompanySearch",
      errors: [{ message: "Timeout exceeded", path: ["search"] }],
      onPublicPage: false,
    });
    expect(outcome.errors?.[0]?.message).toBe(messages.searchTimeout);
  });

  it("rewords portfolio timeouts only when the path ends in a company field", () => {
    const atCompany = applyResponsePolicy({
      operationName: "PortfolioBySlug",
      errors: [{ message: "Timeout exceeded", path: ["portfolio", "items", 3, "company"] }],
      onPublicPage: false,
    });
    expect(atCompany.errors?.[0]?.message).toBe(messages.searchTimeout);
    const elsewhere = applyResponsePolicy({
      operationName: "Portfolio",
      errors: [{ message: "Timeout exceeded", path: ["portfolio", "owner"] }],
      onPublicPage: false,
    });
    expect(elsewhere.errors?.[0]?.message).toBe("Timeout exceeded");
    const otherOperation = applyResponsePolicy({
      operationName: "Alerts",
      errors: [{ message: "Timeout exceeded", path: ["alerts", "company"] }],
      onPublicPage: false,
    });
    expect(otherOperation.errors?.[0]?.message).toBe("Timeout exceeded");
  });
});
