/**
 * The typed in-band errors of spec 1 §8 (ARCHITECTURE §3). Services throw these; fields that
 * list them in `errors.types` return them as members of a result union instead of failing.
 * Wording is ours where the spec shows none.
 */
export class DomainError extends Error {
  override name = "DomainError";
}

export class AlreadyExistsError extends DomainError {
  override name = "AlreadyExistsError";
  constructor(message = "This already exists.") {
    super(message);
  }
}

export class LimitReachedError extends DomainError {
  override name = "LimitReachedError";
  readonly limit: number;
  constructor(limit: number, message = `You have reached the limit of ${limit}.`) {
    super(message);
    this.limit = limit;
  }
}

export class NotFoundError extends DomainError {
  override name = "NotFoundError";
  constructor(message = "Not found.") {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  override name = "ForbiddenError";
  constructor(message = "You do not have permission to do this.") {
    super(message);
  }
}

export class UnmodifiableError extends DomainError {
  override name = "UnmodifiableError";
  constructor(message = "This cannot be changed.") {
    super(message);
  }
}

export class InvalidIdError extends DomainError {
  override name = "InvalidIdError";
  constructor(message = "The id is not valid.") {
    super(message);
  }
}

export class ConnectedObjectNotFoundError extends DomainError {
  override name = "ConnectedObjectNotFoundError";
  readonly type: string;
  readonly id: string;
  constructor(type: string, id: string) {
    super(`The connected ${type} ${id} was not found.`);
    this.type = type;
    this.id = id;
  }
}

export class FirstAndLastRequestedError extends DomainError {
  override name = "FirstAndLastRequestedError";
  constructor() {
    super("Pass either first or last, not both.");
  }
}

export class TooManyResultsRequestedError extends DomainError {
  override name = "TooManyResultsRequestedError";
  readonly maximum: number;
  readonly requested: number;
  constructor(maximum: number, requested: number) {
    super(`At most ${maximum} results can be requested at once; ${requested} were requested.`);
    this.maximum = maximum;
    this.requested = requested;
  }
}

export class NegativeNumberOfResultsError extends DomainError {
  override name = "NegativeNumberOfResultsError";
  constructor() {
    super("The number of results cannot be negative.");
  }
}

export class IncorrectCursorError extends DomainError {
  override name = "IncorrectCursorError";
  constructor() {
    super("The cursor is not valid.");
  }
}

export class TooManyModificationsError extends DomainError {
  override name = "TooManyModificationsError";
  readonly maximum: number;
  constructor(maximum: number) {
    super(`At most ${maximum} items can be changed at once.`);
    this.maximum = maximum;
  }
}

export type FieldError = { path: string; message: string };

/** Bad input: one message per field, in the spec's wording where it has one. */
export class ValidationError extends DomainError {
  override name = "ValidationError";
  readonly fieldErrors: FieldError[];
  constructor(fieldErrors: FieldError[], message = fieldErrors[0]?.message ?? "Invalid input.") {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

/** Not signed in: travels as extensions.code UNAUTHENTICATED (spec 1 §8). */
export class UnauthenticatedError extends Error {
  override name = "UnauthenticatedError";
  constructor(message = "Not signed in.") {
    super(message);
  }
}

/** No right to the operation at all: travels as extensions.code FORBIDDEN. */
export class ForbiddenCodeError extends Error {
  override name = "ForbiddenCodeError";
  constructor(message = "Forbidden.") {
    super(message);
  }
}

/** Paging errors every connection field returns. */
export const pagingErrors = [
  FirstAndLastRequestedError,
  TooManyResultsRequestedError,
  NegativeNumberOfResultsError,
  IncorrectCursorError,
];
