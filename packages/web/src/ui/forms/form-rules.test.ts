import { messages } from "@tierwise/common/messages";
import { describe, expect, it } from "vitest";
import { formMessages, newPasswordErrors, requiredError, totpCodeError } from "./form-rules.ts";

describe("totpCodeError", () => {
  it("accepts exactly six digits", () => {
    expect(totpCodeError("123456")).toBeUndefined();
  });

  it.each(["", "12345", "1234567", "12a456", "12 456"])("refuses %j", (code) => {
    expect(totpCodeError(code)).toBe(messages.sixDigitCode);
  });
});

describe("newPasswordErrors", () => {
  it("accepts a valid, confirmed password", () => {
    expect(newPasswordErrors("correct horse", "correct horse")).toEqual({});
  });

  it("says when the confirmation does not match", () => {
    expect(newPasswordErrors("correct horse", "correct house")).toEqual({
      confirmPassword: "Passwords do not match.",
    });
  });

  it("applies the shared length rules to the new password", () => {
    expect(newPasswordErrors("short", "short").newPassword).toBe(messages.tooShort(8));
    const long = "x".repeat(257);
    expect(newPasswordErrors(long, long).newPassword).toBe(messages.tooLong(256));
  });

  it("asks for the confirmation", () => {
    expect(newPasswordErrors("correct horse", "").confirmPassword).toBe(formMessages.required);
  });
});

describe("requiredError", () => {
  it("refuses blank values", () => {
    expect(requiredError("  ")).toBe(formMessages.required);
    expect(requiredError("x")).toBeUndefined();
  });
});
