import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { ask, option, section, when, yesNo } from "./template-helpers.ts";

/**
 * Information security basics: the controls worth asking any supplier that holds or reaches
 * your data. Written for Tierwise.
 */
export const infosecTemplate: {
  tag: string;
  name: string;
  description: string;
  definition: WorkflowDefinition;
} = {
  tag: "infosec",
  name: "Information security basics",
  description: "A short check of a supplier's security controls before it handles your data.",
  definition: {
    steps: [
      {
        id: "security-questionnaire",
        kind: "questionnaire",
        name: "Security questionnaire",
        questionnaire: {
          intro: "A few questions about how your company protects the data it holds for customers.",
          sections: [
            section("data", "Data you would hold", [
              ask("singleChoice", "data-kind", "Which of our data would you store or process?", {
                options: [
                  option("none", "None", 10),
                  option("business", "Business contact details", 8),
                  option("personal", "Personal data of employees or customers", 4),
                  option("special", "Health, financial or other sensitive data", 0),
                ],
              }),
              ask("country", "hosting-country", "Country where the data would be hosted", {
                ...when("data-kind", "business", "personal", "special"),
              }),
            ]),
            section("controls", "Controls", [
              yesNo(
                "mfa",
                "Do all staff sign in to business systems with multi-factor authentication?",
                {
                  points: 10,
                  flag: "No multi-factor authentication",
                },
              ),
              yesNo(
                "backups",
                "Are backups kept offline or immutable, and restored in a test at least yearly?",
                {
                  points: 10,
                },
              ),
              yesNo("patching", "Are critical security updates applied within 14 days?", {
                points: 10,
              }),
              yesNo("encryption", "Is customer data encrypted at rest and in transit?", {
                points: 10,
                flag: "Customer data not encrypted",
              }),
              yesNo("training", "Do staff take security awareness training every year?", {
                points: 5,
              }),
            ]),
            section("incidents", "Incidents and assurance", [
              yesNo("breach", "Did your company have a data breach in the last two years?", {
                good: false,
                points: 10,
              }),
              ask(
                "text",
                "breach-details",
                "What happened, and what did you change?",
                when("breach", true),
              ),
              ask("singleChoice", "certification", "Which security assurance can you show?", {
                options: [
                  option("iso27001", "ISO 27001 certificate", 10),
                  option("soc2", "SOC 2 Type II report", 10),
                  option("tisax", "TISAX label", 10),
                  option("none", "None", 0),
                ],
              }),
              ask("file", "assurance-report", "The certificate or report", {
                ...when("certification", "iso27001", "soc2", "tisax"),
              }),
              ask(
                "number",
                "notify-hours",
                "Within how many hours would you tell us of a breach affecting our data?",
                {
                  ranges: [
                    { min: 0, max: 24, points: 10, redFlag: null },
                    { min: 24.01, max: 72, points: 5, redFlag: null },
                    {
                      min: 72.01,
                      max: null,
                      points: 0,
                      redFlag: "Breach notice later than 72 hours",
                    },
                  ],
                },
              ),
            ]),
          ],
        },
      },
      {
        id: "assurance-check",
        kind: "check",
        name: "Assurance report present",
        check: { kind: "documentsPresent", questionIds: ["assurance-report"] },
      },
      { id: "security-review", kind: "review", name: "Security review", approver: null },
      { id: "security-decision", kind: "decision", name: "Security decision", approver: null },
    ],
  },
};
