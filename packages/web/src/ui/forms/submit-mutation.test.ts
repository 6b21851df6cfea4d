import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it } from "vitest";
import { submitMutation } from "./submit-mutation.ts";

type Answer =
  | { __typename: "TagChangeSuccess"; tag: { value: string } }
  | { __typename: "AlreadyExistsError"; message: string }
  | { __typename: "ForbiddenError"; message: string }
  | {
      __typename: "ValidationError";
      message: string;
      fieldErrors: { path: string; message: string }[];
    };

const options = {
  fields: ["value", "description"] as const,
  success: "TagChangeSuccess" as const,
  errorFields: { AlreadyExistsError: "value" as const },
};
const answering = (answer: Answer | null) => () => Promise.resolve(answer);

describe("submitMutation", () => {
  it("returns the success answer and no errors", async () => {
    const outcome = await submitMutation(
      answering({ __typename: "TagChangeSuccess", tag: { value: "Critical" } }),
      options,
    );
    expect(outcome).toEqual({
      result: { __typename: "TagChangeSuccess", tag: { value: "Critical" } },
      errors: null,
    });
  });

  it("puts a ValidationError's messages under their fields, and unplaced ones in the form", async () => {
    const outcome = await submitMutation(
      answering({
        __typename: "ValidationError",
        message: "Invalid input.",
        fieldErrors: [
          { path: "input.value", message: messages.required },
          { path: "input.colour", message: "Unknown colour." },
        ],
      }),
      options,
    );
    expect(outcome.errors).toEqual({
      fields: { value: messages.required },
      form: ["Unknown colour."],
    });
  });

  it("places typed errors named for a field under it, and others in the form alert", async () => {
    const taken = await submitMutation(
      answering({
        __typename: "AlreadyExistsError",
        message: "A tag with this value already exists.",
      }),
      options,
    );
    expect(taken.errors).toEqual({
      fields: { value: "A tag with this value already exists." },
      form: [],
    });
    const refused = await submitMutation(
      answering({ __typename: "ForbiddenError", message: "Not allowed." }),
      options,
    );
    expect(refused.errors).toEqual({ fields: {}, form: ["Not allowed."] });
  });

  it("says 'Something went wrong' when the request fails or nothing comes back", async () => {
    const failed = await submitMutation(() => Promise.reject(new Error("offline")), options);
    expect(failed.errors).toEqual({ fields: {}, form: [messages.somethingWentWrong] });
    const empty = await submitMutation(answering(null), options);
    expect(empty.errors).toEqual({ fields: {}, form: [messages.somethingWentWrong] });
  });

  it("says the server's own words when the database is full or cannot be reached", async () => {
    const full = "The server's disk is full, so nothing was saved.";
    const refused = (code: string, message: string) => (): Promise<Answer | null> =>
      Promise.reject(
        new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }], data: null }),
      );
    const answer = await submitMutation(refused("INSUFFICIENT_STORAGE", full), options);
    expect(answer.errors).toEqual({ fields: {}, form: [full] });
    // Any other server failure keeps its details to itself.
    const other = await submitMutation(refused("INTERNAL_SERVER_ERROR", "stack"), options);
    expect(other.errors).toEqual({ fields: {}, form: [messages.somethingWentWrong] });
  });
});
