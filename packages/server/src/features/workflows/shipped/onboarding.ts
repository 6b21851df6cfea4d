import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { ask, option, section, when, yesNo } from "./template-helpers.ts";

/** Countries where a bank account calls for a second look (high-risk jurisdictions list). */
const watchedBankCountries = ["IR", "KP", "MM", "SY", "RU", "BY", "AF", "YE"];

/**
 * Supplier onboarding: who the supplier is, who owns it, where it is paid, and what it is
 * certified for. Written for Tierwise.
 */
export const onboardingTemplate: {
  tag: string;
  name: string;
  description: string;
  definition: WorkflowDefinition;
} = {
  tag: "onboarding",
  name: "Supplier onboarding",
  description:
    "Collects a new supplier's identity, ownership, bank details and certificates before the first order.",
  definition: {
    steps: [
      {
        id: "supplier-questionnaire",
        kind: "questionnaire",
        name: "Supplier questionnaire",
        questionnaire: {
          intro:
            "Please tell us about your company. Your answers are saved as you go; you can leave and come back with the same link.",
          sections: [
            section("identity", "Company identity", [
              ask("text", "legal-name", "Registered legal name"),
              ask("text", "registration-number", "Company registration number", {
                help: "As shown in the commercial register or its equivalent.",
              }),
              ask("country", "registered-country", "Country of registration"),
              ask("date", "founded-on", "Date of incorporation", { required: false }),
              ask("number", "employees", "Number of employees", {
                ranges: [
                  { min: 0, max: 9, points: 5, redFlag: null },
                  { min: 10, max: null, points: 10, redFlag: null },
                ],
              }),
              ask("file", "registry-extract", "Extract from the commercial register (PDF)"),
            ]),
            section("ownership", "Ownership", [
              yesNo(
                "single-owner",
                "Does one person or company hold more than 25% of the shares?",
                {
                  good: false,
                  points: 5,
                },
              ),
              ask(
                "text",
                "ultimate-owner",
                "Name of the ultimate beneficial owner",
                when("single-owner", true),
              ),
              yesNo("state-owned", "Is a government or state body an owner?", {
                good: false,
                points: 10,
                flag: "State ownership",
              }),
              yesNo("pep-owner", "Is any owner or director a politically exposed person?", {
                good: false,
                points: 10,
                flag: "Politically exposed owner or director",
              }),
            ]),
            section("banking", "Banking", [
              ask("text", "bank-name", "Name of your bank"),
              ask("country", "bank-country", "Country of the bank account", {
                countryRules: [
                  {
                    countries: watchedBankCountries,
                    points: 0,
                    redFlag: "Bank account in a high-risk jurisdiction",
                  },
                ],
              }),
              yesNo("account-in-own-name", "Is the account held in your company's own name?", {
                points: 10,
                flag: "Payments to an account of another party",
              }),
              ask("file", "bank-letter", "Bank confirmation letter (PDF)", { required: false }),
            ]),
            section("certifications", "Certifications", [
              ask("multipleChoice", "certificates", "Which certificates does your company hold?", {
                required: false,
                options: [
                  option("iso9001", "ISO 9001 (quality)", 5),
                  option("iso14001", "ISO 14001 (environment)", 5),
                  option("iso45001", "ISO 45001 (occupational safety)", 5),
                  option("iso27001", "ISO 27001 (information security)", 5),
                  option("none", "None of these", 0),
                ],
              }),
              ask("file", "certificate-files", "Copies of the certificates", {
                required: false,
                ...when("certificates", "iso9001", "iso14001", "iso45001", "iso27001"),
              }),
            ]),
          ],
        },
      },
      {
        id: "sanctions-check",
        kind: "check",
        name: "Sanctions screening",
        check: { kind: "sanctionsClear" },
      },
      {
        id: "documents-check",
        kind: "check",
        name: "Required documents",
        check: { kind: "documentsPresent", questionIds: ["registry-extract"] },
      },
      { id: "procurement-review", kind: "review", name: "Procurement review", approver: null },
      { id: "onboarding-decision", kind: "decision", name: "Onboarding decision", approver: null },
    ],
  },
};
