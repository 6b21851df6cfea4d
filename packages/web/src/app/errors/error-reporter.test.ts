import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportError, setErrorSink, shouldReportError } from "./error-reporter.ts";

function serverError(status: number) {
  return new ServerError("failed", {
    response: new Response("", { status }),
    bodyText: "",
  });
}

describe("shouldReportError", () => {
  it("ignores UNAUTHENTICATED and FORBIDDEN GraphQL errors", () => {
    for (const code of ["UNAUTHENTICATED", "FORBIDDEN"]) {
      const error = new CombinedGraphQLErrors({
        errors: [{ message: "no", extensions: { code } }],
      });
      expect(shouldReportError(error)).toBe(false);
      expect(shouldReportError([{ message: "no", extensions: { code } }])).toBe(false);
    }
  });

  it("ignores HTTP 429", () => {
    expect(shouldReportError(serverError(429))).toBe(false);
    expect(shouldReportError({ message: "Too many", extensions: { http: { status: 429 } } })).toBe(
      false,
    );
  });

  it("ignores not-in-subscription errors", () => {
    expect(shouldReportError(new Error("Company is not in subscription"))).toBe(false);
    expect(shouldReportError({ message: "x", extensions: { code: "NOT_IN_SUBSCRIPTION" } })).toBe(
      false,
    );
  });

  it("reports other errors, including a list mixing ignored and real ones", () => {
    expect(shouldReportError(new Error("boom"))).toBe(true);
    expect(shouldReportError(serverError(500))).toBe(true);
    expect(
      shouldReportError(
        new CombinedGraphQLErrors({
          errors: [
            { message: "no", extensions: { code: "FORBIDDEN" } },
            { message: "Unexpected error." },
          ],
        }),
      ),
    ).toBe(true);
  });
});

describe("reportError", () => {
  afterEach(() => setErrorSink(() => undefined));

  it("passes reportable errors to the sink with context and drops the rest", () => {
    const sink = vi.fn();
    setErrorSink(sink);
    reportError(new Error("boom"), { operationName: "Session" });
    reportError(serverError(429));
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith(expect.any(Error), { operationName: "Session" });
  });

  it("survives a sink that throws", () => {
    setErrorSink(() => {
      throw new Error("sink down");
    });
    expect(() => reportError(new Error("boom"))).not.toThrow();
  });
});
