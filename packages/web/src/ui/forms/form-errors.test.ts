import { passwordSchema } from "@tierwise/common/auth-rules";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it } from "vitest";
import {
  firstErrorField,
  mapFieldErrors,
  schemaError,
  validationErrorsFor,
} from "./form-errors.ts";

describe("mapFieldErrors", () => {
  const fields = ["currentPassword", "newPassword", "confirmPassword"] as const;

  it("puts each message under its field, bare or prefixed with input.", () => {
    const mapped = mapFieldErrors(
      [
        { path: "newPassword", message: messages.breachedPassword(12) },
        { path: "input.currentPassword", message: "Required." },
      ],
      fields,
    );
    expect(mapped.fields).toEqual({
      newPassword: messages.breachedPassword(12),
      currentPassword: "Required.",
    });
    expect(mapped.form).toEqual([]);
  });

  it("keeps the first message of a field", () => {
    const mapped = mapFieldErrors(
      [
        { path: "newPassword", message: "first" },
        { path: "newPassword", message: "second" },
      ],
      fields,
    );
    expect(mapped.fields.newPassword).toBe("first");
  });

  it("uses the longest field that prefixes a nested path", () => {
    const mapped = mapFieldErrors(
      [{ path: "notifications.1.frequency", message: "Invalid option" }],
      ["notifications", "notifications.1"],
    );
    expect(mapped.fields).toEqual({ "notifications.1": "Invalid option" });
  });

  it("does not match on a partial name", () => {
    const mapped = mapFieldErrors([{ path: "emailAddress", message: "x" }], ["email"]);
    expect(mapped.fields).toEqual({});
    expect(mapped.form).toEqual(["x"]);
  });

  it("turns unknown paths into form messages without repeats", () => {
    const mapped = mapFieldErrors(
      [
        { path: "", message: messages.jsonSchemaValidation },
        { path: "token", message: messages.jsonSchemaValidation },
      ],
      fields,
    );
    expect(mapped.form).toEqual([messages.jsonSchemaValidation]);
  });
});

describe("validationErrorsFor", () => {
  it("shows field messages only when they can be placed", () => {
    const mapped = validationErrorsFor(
      {
        message: "Invalid input",
        fieldErrors: [{ path: "email", message: messages.notAValidEmail }],
      },
      ["email", "password"],
    );
    expect(mapped).toEqual({ fields: { email: messages.notAValidEmail }, form: [] });
  });

  it("falls back to the error's own message", () => {
    const mapped = validationErrorsFor({ message: "Invalid input", fieldErrors: [] }, ["email"]);
    expect(mapped).toEqual({ fields: {}, form: ["Invalid input"] });
  });
});

describe("schemaError", () => {
  it("gives the shared schema's first message, or undefined", () => {
    expect(schemaError(passwordSchema, "short")).toBe(messages.tooShort(8));
    expect(schemaError(passwordSchema, "x".repeat(257))).toBe(messages.tooLong(256));
    expect(schemaError(passwordSchema, "long enough")).toBeUndefined();
  });
});

describe("firstErrorField", () => {
  it("follows the form order", () => {
    expect(
      firstErrorField({ confirmPassword: "a", newPassword: "b" }, [
        "currentPassword",
        "newPassword",
        "confirmPassword",
      ]),
    ).toBe("newPassword");
    expect(firstErrorField({ email: undefined }, ["email"])).toBeUndefined();
  });
});
