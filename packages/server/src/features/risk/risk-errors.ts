import { riskMessages } from "@tierwise/common/risk";
import { DomainError } from "../../core/errors.ts";

/** Spec 3 §8 InvalidRiskConfig: the weights of a configuration do not add up to 1. */
export class InvalidRiskConfigError extends DomainError {
  override name = "InvalidRiskConfigError";
  readonly path: string | null;
  constructor(path: string | null = null, message: string = riskMessages.invalidRiskConfig) {
    super(message);
    this.path = path;
  }
}
