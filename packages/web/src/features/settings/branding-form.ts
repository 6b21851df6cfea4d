import type { SessionOrganization } from "../../app/session/session.types.ts";
import {
  type CustomViewValues,
  customViewInput,
  customViewValues,
  type OrganizationFormErrors,
} from "../organizations/organization-form.ts";
import {
  brandColorError,
  customViewErrorPaths,
  customViewErrors,
} from "../organizations/organization-form-rules.ts";
import type { OrganizationBrandingInput } from "../organizations/organizations.graphql.ts";

/** Settings → Branding & custom view: an organisation admin's own organisation. */
export interface BrandingFormValues {
  logoUrl: string;
  productName: string;
  brandColor: string;
  customView: CustomViewValues;
}

export function brandingFormValues(organization: SessionOrganization): BrandingFormValues {
  return {
    logoUrl: organization.logoUrl ?? "",
    productName: organization.productName ?? "",
    brandColor: organization.brandColor ?? "",
    customView: customViewValues(organization.customView),
  };
}

const orNull = (value: string) => value.trim() || null;

export function brandingInput(values: BrandingFormValues): OrganizationBrandingInput {
  return {
    logoUrl: orNull(values.logoUrl),
    productName: orNull(values.productName),
    brandColor: orNull(values.brandColor),
    customView: customViewInput(values.customView),
  };
}

export function validateBrandingForm(values: BrandingFormValues): OrganizationFormErrors {
  const errors: OrganizationFormErrors = { ...customViewErrors(values.customView) };
  const colour = brandColorError(values.brandColor);
  if (colour) errors.brandColor = colour;
  if (values.productName.trim().length > 100)
    errors.productName = "Must be 100 characters or less.";
  return errors;
}

export function brandingErrorPaths(values: BrandingFormValues): string[] {
  return ["logoUrl", "productName", "brandColor", ...customViewErrorPaths(values.customView)];
}
