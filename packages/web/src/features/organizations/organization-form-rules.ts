import { booleanFeatureFlags } from "@tierwise/common/feature-flags";
import { messages } from "@tierwise/common/messages";
import { customSidebarLinkSchema, hexColorSchema } from "@tierwise/common/organization-settings";
import { mapFieldErrors } from "../../ui/forms/form-errors.ts";
import {
  type CustomViewValues,
  limitFields,
  type OrganizationFormErrors,
  type OrganizationFormValues,
} from "./organization-form.ts";

// Client-side checks of the organisation form and the mapping of server errors onto it.

export const defaultRoleMessage = "The default role must be one of the allowed roles.";
export const allowedRolesMessage = "Choose at least one role.";
export const trialBothDatesMessage = "Give both a start and an end date, or neither.";
export const trialEndMessage = "The trial must end after it starts.";
export const linkUrlMessage = "Enter a full address, e.g. https://example.com";
export const limitMessage = "Enter a whole number above 0, or leave empty for no limit.";

/** '' when the colour is empty (no brand colour) or valid; the spec's message otherwise. */
export function brandColorError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return hexColorSchema.safeParse(trimmed).success ? undefined : messages.wrongColorHex;
}

export function customViewErrors(values: CustomViewValues): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  values.customSidebarLinks.forEach((link, index) => {
    const prefix = `customView.customSidebarLinks.${index}`;
    if (link.title.trim() === "") errors[`${prefix}.title`] = messages.required;
    else if (link.title.trim().length > 60) errors[`${prefix}.title`] = messages.tooLong(60);
    if (link.url.trim() === "") errors[`${prefix}.url`] = messages.required;
    else if (!customSidebarLinkSchema.shape.url.safeParse(link.url.trim()).success) {
      errors[`${prefix}.url`] = linkUrlMessage;
    }
  });
  return errors;
}

/** Client-side checks before sending; the server checks again and its messages map by path. */
export function validateOrganizationForm(values: OrganizationFormValues): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  if (values.name.trim() === "") errors.name = messages.required;
  else if (values.name.trim().length > 100) errors.name = messages.tooLong(100);
  const colour = brandColorError(values.brandColor);
  if (colour) errors.brandColor = colour;
  for (const field of limitFields) {
    const value = values.limits[field];
    if (value !== "" && (!Number.isInteger(value) || value <= 0)) errors[field] = limitMessage;
  }
  if (values.allowedRoles.length === 0) errors.allowedRoles = allowedRolesMessage;
  if (values.defaultRole === "" || !values.allowedRoles.includes(values.defaultRole)) {
    errors.defaultRole = defaultRoleMessage;
  }
  const start = values.teamsTrialStart;
  const end = values.teamsTrialEnd;
  if ((start === "") !== (end === "")) {
    errors[start === "" ? "teamsTrial.startDate" : "teamsTrial.endDate"] = trialBothDatesMessage;
  } else if (start !== "" && end <= start) {
    errors["teamsTrial.endDate"] = trialEndMessage;
  }
  Object.assign(errors, customViewErrors(values.customView));
  return errors;
}

export function hasFormErrors(errors: OrganizationFormErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** Every path a field of the form can show an error for, given the current sidebar links. */
export function organizationErrorPaths(values: OrganizationFormValues): string[] {
  return [
    "name",
    "type",
    "productName",
    "logoUrl",
    "brandColor",
    "ssoEnabled",
    "featureFlags",
    ...booleanFeatureFlags.map((flag) => `featureFlags.${flag}`),
    ...limitFields,
    "allowedRoles",
    "defaultRole",
    "jobTitles",
    "businessUnits",
    "internalMailDomains",
    ...customViewErrorPaths(values.customView),
    "teamsTrial.startDate",
    "teamsTrial.endDate",
    "teamsTrial",
    "securityReportDownloads",
  ];
}

export function customViewErrorPaths(values: CustomViewValues): string[] {
  return [
    "customView.homepageTitle",
    "customView.homepageMessage",
    "customView.logoUrl",
    "customView.hideHome",
    "customView.hiddenLinks",
    "customView.poweredByLabel",
    "customView.customSidebarLinks",
    ...values.customSidebarLinks.flatMap((_, index) =>
      ["title", "url", "iconUrl", "enabled"].map(
        (part) => `customView.customSidebarLinks.${index}.${part}`,
      ),
    ),
  ];
}

/** A server ValidationError as field errors by path, plus messages that fit no field. */
export function serverErrors(
  fieldErrors: readonly { path: string; message: string }[],
  paths: readonly string[],
): { fields: OrganizationFormErrors; form: string[] } {
  const mapped = mapFieldErrors(fieldErrors, paths);
  return { fields: mapped.fields, form: mapped.form };
}
