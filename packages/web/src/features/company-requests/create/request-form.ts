import { type RequestField, requestFields } from "@tierwise/common/company-requests";
import { companyRequestInputSchema } from "@tierwise/common/inputs/company-requests";
import { schemaFieldErrors } from "../../../ui/forms/form-errors.ts";
import type { PathErrors } from "../../../ui/forms/use-object-form.ts";
import type { CompanyRequestInput } from "../company-request.graphql.ts";

/** The text fields of a request, in form order (country is picked, the flags are ticked). */
export const requestTextFields = requestFields.filter(
  (field): field is Exclude<RequestField, "country" | "outOfBusiness" | "branchind"> =>
    field !== "country" && field !== "outOfBusiness" && field !== "branchind",
);
export type RequestTextField = (typeof requestTextFields)[number];

export type RequestFormValues = Record<RequestTextField, string> & {
  country: string | null;
  outOfBusiness: boolean;
  branchind: boolean;
  portfolioIds: string[];
};

/** Where ValidationError paths land: the request fields and the portfolios. */
export const requestFormFields = [...requestFields, "portfolioIds"] as const;

export function emptyRequestForm(): RequestFormValues {
  const text = Object.fromEntries(requestTextFields.map((field) => [field, ""])) as Record<
    RequestTextField,
    string
  >;
  return { ...text, country: null, outOfBusiness: false, branchind: false, portfolioIds: [] };
}

/** What the server gets: trimmed text, empty text as none. */
export function requestInputOf(
  values: RequestFormValues,
  ignoreMatches: boolean,
): CompanyRequestInput {
  const input: CompanyRequestInput = { companyName: values.companyName.trim() };
  for (const field of requestTextFields) {
    if (field === "companyName") continue;
    const value = values[field].trim();
    input[field] = value === "" ? null : value;
  }
  return {
    ...input,
    country: values.country,
    outOfBusiness: values.outOfBusiness,
    branchind: values.branchind,
    portfolioIds: values.portfolioIds,
    ignoreMatches,
  };
}

/** The shared schema's messages, the first one under each field. */
export function requestFormErrors(values: RequestFormValues): PathErrors {
  return schemaFieldErrors(companyRequestInputSchema, requestInputOf(values, false));
}
