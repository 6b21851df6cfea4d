import { requestMessages } from "@tierwise/common/company-requests";
import { DomainError } from "../../core/errors.ts";

/**
 * Spec 3 §8's SubscriptionLimitExceeded: adding these companies would pass the set's company
 * limit. The web shows the show_subscription_sets modal on it.
 */
export class SubscriptionLimitExceededError extends DomainError {
  override name = "SubscriptionLimitExceededError";
  readonly availableSeats: number;
  readonly requested: number;
  constructor(availableSeats: number, requested: number) {
    super(requestMessages.subscriptionLimitExceeded);
    this.availableSeats = availableSeats;
    this.requested = requested;
  }
}
