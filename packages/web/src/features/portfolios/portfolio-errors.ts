import type { ValidationError } from "../../ui/forms/validation-error.ts";

/** The typed errors portfolio calls answer with (packages/server/schema.graphql). */

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

export type NotFoundError = MessageError<"NotFoundError">;
export type ForbiddenError = MessageError<"ForbiddenError">;
export type AlreadyExistsError = MessageError<"AlreadyExistsError">;
export type UnmodifiableError = MessageError<"UnmodifiableError">;
export type LimitReachedError = MessageError<"LimitReachedError"> & { limit: number };

/** Every error a portfolio mutation may answer with; each carries the sentence to show. */
export type PortfolioError =
  | ValidationError
  | NotFoundError
  | ForbiddenError
  | AlreadyExistsError
  | UnmodifiableError
  | LimitReachedError;
