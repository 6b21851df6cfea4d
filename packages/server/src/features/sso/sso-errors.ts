import { messages } from "@tierwise/common/messages";
import { DomainError } from "../../core/errors.ts";

/** No enabled SSO connection for the e-mail's domain (spec 1 §8 "Incorrect email"). */
export class IncorrectSsoEmailError extends DomainError {
  override name = "IncorrectSsoEmailError";
  constructor() {
    super(messages.incorrectEmailSso);
  }
}
