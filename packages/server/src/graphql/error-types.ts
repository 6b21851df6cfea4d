import {
  AlreadyExistsError,
  ConnectedObjectNotFoundError,
  type DomainError,
  FirstAndLastRequestedError,
  ForbiddenError,
  IncorrectCursorError,
  InvalidIdError,
  LimitReachedError,
  NegativeNumberOfResultsError,
  NotFoundError,
  TooManyModificationsError,
  TooManyResultsRequestedError,
  UnmodifiableError,
  ValidationError,
} from "../core/errors.ts";
import { builder } from "./builder.ts";

export const ErrorInterface = builder.interfaceRef<DomainError>("Error").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

// biome-ignore lint/suspicious/noExplicitAny: error classes take different constructor arguments.
function simpleError<T extends DomainError>(cls: new (...args: any[]) => T, name: string) {
  // The generic class defeats Pothos' interface-shape inference; every T is a DomainError.
  builder.objectType(cls, {
    name,
    interfaces: [ErrorInterface] as never,
    isTypeOf: (v) => v instanceof cls,
  });
}

simpleError(AlreadyExistsError, "AlreadyExistsError");
simpleError(NotFoundError, "NotFoundError");
simpleError(ForbiddenError, "ForbiddenError");
simpleError(UnmodifiableError, "UnmodifiableError");
simpleError(InvalidIdError, "InvalidIdError");
simpleError(FirstAndLastRequestedError, "FirstAndLastRequestedError");
simpleError(NegativeNumberOfResultsError, "NegativeNumberOfResultsError");
simpleError(IncorrectCursorError, "IncorrectCursorError");

builder.objectType(LimitReachedError, {
  name: "LimitReachedError",
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof LimitReachedError,
  fields: (t) => ({ limit: t.exposeInt("limit") }),
});

builder.objectType(ConnectedObjectNotFoundError, {
  name: "ConnectedObjectNotFoundError",
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof ConnectedObjectNotFoundError,
  fields: (t) => ({ type: t.exposeString("type"), id: t.exposeString("id") }),
});

builder.objectType(TooManyResultsRequestedError, {
  name: "TooManyResultsRequestedError",
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof TooManyResultsRequestedError,
  fields: (t) => ({ maximum: t.exposeInt("maximum"), requested: t.exposeInt("requested") }),
});

builder.objectType(TooManyModificationsError, {
  name: "TooManyModificationsError",
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof TooManyModificationsError,
  fields: (t) => ({ maximum: t.exposeInt("maximum") }),
});

const FieldErrorType = builder
  .objectRef<{ path: string; message: string }>("FieldError")
  .implement({
    fields: (t) => ({ path: t.exposeString("path"), message: t.exposeString("message") }),
  });

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({ type: [FieldErrorType], resolve: (e) => e.fieldErrors }),
  }),
});
