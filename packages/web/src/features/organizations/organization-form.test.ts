import { booleanFeatureFlags } from "@tierwise/common/feature-flags";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it } from "vitest";
import {
  emptyOrganizationFormValues,
  featureFlagsInput,
  type OrganizationSource,
  organizationFormValues,
  organizationInput,
} from "./organization-form.ts";
import { groupedFeatureFlags } from "./organization-form-options.ts";
import {
  brandColorError,
  defaultRoleMessage,
  linkUrlMessage,
  organizationErrorPaths,
  serverErrors,
  trialBothDatesMessage,
  trialEndMessage,
  validateOrganizationForm,
} from "./organization-form-rules.ts";

const source: OrganizationSource = {
  name: "Acme",
  type: "customer",
  productName: "Acme Risk",
  logoUrl: null,
  brandColor: "#112233",
  ssoEnabled: true,
  featureFlags: { nTier: true, alerts: true, comments: false, unknownFlag: true },
  settings: {
    allowedRoles: ["organization_admin", "user"],
    defaultRole: "user",
    portfolioLimit: 10,
    userAccountLimit: null,
    jobTitles: ["Buyer"],
    businessUnits: [],
    internalMailDomains: ["acme.com"],
    customView: {
      homepageTitle: "Welcome",
      hiddenLinks: ["compare"],
      customSidebarLinks: [
        { enabled: false, iconUrl: null, title: "Wiki", url: "https://wiki.acme.com" },
      ],
      hideHome: false,
    },
    teamsTrial: { startDate: "2026-01-01", endDate: "2026-02-01" },
    securityReportDownloads: { companyIssueReport: true, summaryReport: false },
  },
};

describe("organisation form values", () => {
  it("maps a ManagedOrganization onto the inputs", () => {
    const values = organizationFormValues(source);
    expect(values).toMatchObject({
      name: "Acme",
      productName: "Acme Risk",
      logoUrl: "",
      brandColor: "#112233",
      ssoEnabled: true,
      limits: {
        portfolioLimit: 10,
        portfolioItemsLimit: "",
        userAccountLimit: "",
        maxPortfolioDepth: "",
      },
      allowedRoles: ["organization_admin", "user"],
      defaultRole: "user",
      teamsTrialStart: "2026-01-01",
      teamsTrialEnd: "2026-02-01",
      companyIssueReport: true,
      summaryReport: false,
    });
    expect(values.featureFlags.nTier).toBe(true);
    expect(values.featureFlags.comments).toBe(false);
    expect(values.featureFlags.gsca).toBe(false);
    expect(values.customView.customSidebarLinks).toEqual([
      expect.objectContaining({
        enabled: false,
        iconUrl: "",
        title: "Wiki",
        url: "https://wiki.acme.com",
      }),
    ]);
  });

  it("maps the inputs back to OrganizationInput: empty = null, trimmed lists, no client keys", () => {
    const values = organizationFormValues(source);
    values.productName = "  ";
    values.limits.portfolioLimit = "";
    values.limits.maxPortfolioDepth = 4;
    values.jobTitles = [" Buyer ", ""];
    const input = organizationInput(values);
    expect(input).toMatchObject({
      name: "Acme",
      productName: null,
      logoUrl: null,
      brandColor: "#112233",
      portfolioLimit: null,
      maxPortfolioDepth: 4,
      userAccountLimit: null,
      jobTitles: ["Buyer"],
      teamsTrial: { startDate: "2026-01-01", endDate: "2026-02-01" },
      securityReportDownloads: { companyIssueReport: true, summaryReport: false },
    });
    expect(input.customView.customSidebarLinks).toEqual([
      { enabled: false, iconUrl: null, title: "Wiki", url: "https://wiki.acme.com" },
    ]);
    expect(input.customView.homepageMessage).toBeNull();
    expect(organizationInput(emptyOrganizationFormValues()).teamsTrial).toBeNull();
  });

  it("sends every feature flag as a boolean, as the switches show it", () => {
    const values = organizationFormValues(source);
    values.featureFlags.gsca = true;
    values.featureFlags.nTier = false;
    const flags = featureFlagsInput(values.featureFlags);
    expect(Object.keys(flags).sort()).toEqual([...booleanFeatureFlags].sort());
    expect(flags.gsca).toBe(true);
    expect(flags.nTier).toBe(false);
    expect(flags.alerts).toBe(true);
    expect(organizationInput(values).featureFlags).toEqual(flags);
  });

  it("groups every flag exactly once", () => {
    const grouped = groupedFeatureFlags().flatMap((group) => group.flags);
    expect(grouped.sort()).toEqual([...booleanFeatureFlags].sort());
  });
});

describe("organisation form validation", () => {
  const valid = () => organizationFormValues(source);

  it("accepts a valid form", () => {
    expect(validateOrganizationForm(valid())).toEqual({});
  });

  it("gives the spec's message for a bad hex colour, and none for empty or short hex", () => {
    expect(brandColorError("blue")).toBe(messages.wrongColorHex);
    expect(brandColorError("#12345")).toBe("Wrong color hex format example: #ffffff");
    expect(brandColorError("")).toBeUndefined();
    expect(brandColorError("#fff")).toBeUndefined();
    const values = valid();
    values.brandColor = "#ggg";
    expect(validateOrganizationForm(values).brandColor).toBe(messages.wrongColorHex);
  });

  it("requires the default role to be one of the allowed roles", () => {
    const values = valid();
    values.allowedRoles = ["user"];
    values.defaultRole = "organization_admin";
    expect(validateOrganizationForm(values).defaultRole).toBe(defaultRoleMessage);
    values.defaultRole = "user";
    expect(validateOrganizationForm(values).defaultRole).toBeUndefined();
  });

  it("requires the trial to end after it starts, with both dates or neither", () => {
    const values = valid();
    values.teamsTrialEnd = "2026-01-01";
    expect(validateOrganizationForm(values)["teamsTrial.endDate"]).toBe(trialEndMessage);
    values.teamsTrialEnd = "2025-12-31";
    expect(validateOrganizationForm(values)["teamsTrial.endDate"]).toBe(trialEndMessage);
    values.teamsTrialEnd = "";
    expect(validateOrganizationForm(values)["teamsTrial.endDate"]).toBe(trialBothDatesMessage);
    values.teamsTrialStart = "";
    expect(validateOrganizationForm(values)).toEqual({});
  });

  it("checks the name, limits and custom sidebar links", () => {
    const values = valid();
    values.name = " ";
    values.limits.userAccountLimit = 0;
    values.customView.customSidebarLinks = values.customView.customSidebarLinks.map((link) => ({
      ...link,
      title: "",
      url: "not a url",
    }));
    const errors = validateOrganizationForm(values);
    expect(errors.name).toBe("Required.");
    expect(errors.userAccountLimit).toBeDefined();
    expect(errors["customView.customSidebarLinks.0.title"]).toBe("Required.");
    expect(errors["customView.customSidebarLinks.0.url"]).toBe(linkUrlMessage);
  });

  it("maps server field errors onto fields by path", () => {
    const values = valid();
    const mapped = serverErrors(
      [
        { path: "brandColor", message: messages.wrongColorHex },
        { path: "teamsTrial.endDate", message: "The trial must end after it starts." },
        { path: "featureFlags.nTier", message: "Expected boolean" },
        { path: "customView.customSidebarLinks.0.url", message: "Invalid URL" },
        { path: "somethingElse", message: "Odd" },
      ],
      organizationErrorPaths(values),
    );
    expect(mapped.fields).toEqual({
      brandColor: messages.wrongColorHex,
      "teamsTrial.endDate": "The trial must end after it starts.",
      "featureFlags.nTier": "Expected boolean",
      "customView.customSidebarLinks.0.url": "Invalid URL",
    });
    expect(mapped.form).toEqual(["Odd"]);
  });
});
