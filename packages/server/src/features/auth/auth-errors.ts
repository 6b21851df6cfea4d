import { messages } from "@tierwise/common/messages";
import { DomainError } from "../../core/errors.ts";

/** The in-band errors of the sign-in family (docs/auth-contract.graphql), worded as in spec 1 §8. */
export class LoginFailedError extends DomainError {
  override name = "LoginFailedError";
  readonly remainingAttempts: number;
  constructor(remainingAttempts: number) {
    super(messages.loginFailed(remainingAttempts));
    this.remainingAttempts = remainingAttempts;
  }
}

export class AccountLockedError extends DomainError {
  override name = "AccountLockedError";
  readonly lockedUntil: Date;
  constructor(lockedUntil: Date) {
    super(messages.accountLocked);
    this.lockedUntil = lockedUntil;
  }
}

/** Password accepted; the cookie now holds a session waiting for the TOTP step. */
export class TotpRequiredError extends DomainError {
  override name = "TotpRequiredError";
  readonly setupRequired: boolean;
  constructor(setupRequired: boolean) {
    super(messages.totpRequired);
    this.setupRequired = setupRequired;
  }
}

export class InvalidCodeError extends DomainError {
  override name = "InvalidCodeError";
  constructor() {
    super(messages.incorrectCode);
  }
}

export class LinkExpiredError extends DomainError {
  override name = "LinkExpiredError";
  constructor() {
    super(messages.linkExpired);
  }
}

export class MfaNotAllowedError extends DomainError {
  override name = "MfaNotAllowedError";
  constructor() {
    super(messages.mfaNotForSso);
  }
}

export class IncorrectPasswordError extends DomainError {
  override name = "IncorrectPasswordError";
  constructor(message = "The current password is incorrect.") {
    super(message);
  }
}
