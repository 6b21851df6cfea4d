import { subscriptionSetInputSchema } from "@tierwise/common/inputs/subscription-sets";
import { schemaFieldErrors } from "../../ui/forms/form-errors.ts";
import type { PathErrors } from "../../ui/forms/use-object-form.ts";
import type { SubscriptionSet, SubscriptionSetInput } from "./subscription-sets.graphql.ts";

export type SubscriptionSetFormValues = {
  name: string;
  description: string;
  /** Empty: no limit. */
  companyLimit: string;
  allCompanies: boolean;
  addCompanyAllowed: boolean;
  dataPackages: string[];
};

export const subscriptionSetFormFields = [
  "name",
  "description",
  "companyLimit",
  "dataPackages",
] as const;

export function subscriptionSetFormValues(set: SubscriptionSet | null): SubscriptionSetFormValues {
  return {
    name: set?.name ?? "",
    description: set?.description ?? "",
    companyLimit: set?.companyLimit === null || !set ? "" : String(set.companyLimit),
    allCompanies: set?.allCompanies ?? false,
    addCompanyAllowed: set?.addCompanyAllowed ?? true,
    dataPackages: [...(set?.dataPackages ?? [])],
  };
}

const notAWholeNumber = "Enter a whole number of companies, or leave it empty for no limit.";

/**
 * The shared schema's checks (the server parses with the same one), the first message under
 * each field; a limit that is no whole number is refused before it is parsed.
 */
export function subscriptionSetFormErrors(values: SubscriptionSetFormValues): PathErrors {
  const errors: PathErrors = {};
  if (!/^\d*$/.test(values.companyLimit.trim())) errors.companyLimit = notAWholeNumber;
  return {
    ...schemaFieldErrors(subscriptionSetInputSchema, subscriptionSetInput("-", values)),
    ...errors,
  };
}

export function subscriptionSetInput(
  organizationId: string,
  values: SubscriptionSetFormValues,
): SubscriptionSetInput {
  const limit = values.companyLimit.trim();
  return {
    organizationId,
    name: values.name.trim(),
    description: values.description.trim() || null,
    companyLimit: limit === "" ? null : Number(limit),
    allCompanies: values.allCompanies,
    addCompanyAllowed: values.addCompanyAllowed,
    dataPackages: values.dataPackages,
  };
}
