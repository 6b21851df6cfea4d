import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { ask, option, section, when, yesNo } from "./template-helpers.ts";

/**
 * Human-rights and environmental due diligence: the topics a risk analysis under the German
 * Supply Chain Due Diligence Act (LkSG) or the EU CSDDD asks a direct supplier about — policy,
 * the prohibited practices, the environmental conventions, grievances and the supplier's own
 * suppliers. Written for Tierwise; it is a questionnaire, not legal advice.
 */
export const dueDiligenceTemplate: {
  tag: string;
  name: string;
  description: string;
  definition: WorkflowDefinition;
} = {
  tag: "due-diligence",
  name: "Human rights and environmental due diligence",
  description:
    "Asks a supplier about its human-rights and environmental practices, as an LkSG or CSDDD risk analysis needs.",
  definition: {
    steps: [
      {
        id: "due-diligence-questionnaire",
        kind: "questionnaire",
        name: "Due diligence questionnaire",
        questionnaire: {
          intro:
            "These questions cover how your company respects human rights and protects the environment, in your own operations and with your suppliers.",
          sections: [
            section("policy", "Commitment and responsibility", [
              yesNo(
                "policy-statement",
                "Has your management adopted a written human-rights policy?",
                {
                  points: 10,
                },
              ),
              ask("file", "policy-document", "The policy (PDF)", {
                required: false,
                ...when("policy-statement", true),
              }),
              yesNo("responsible-person", "Is a named person responsible for human-rights risks?", {
                points: 5,
              }),
            ]),
            section("human-rights", "Working conditions", [
              yesNo(
                "child-labour",
                "Has child labour below the legal minimum age occurred in your operations in the last three years?",
                {
                  good: false,
                  points: 20,
                  flag: "Child labour reported",
                },
              ),
              yesNo(
                "forced-labour",
                "Are workers ever required to hand over identity papers, pay recruitment fees or stay against their will?",
                {
                  good: false,
                  points: 20,
                  flag: "Signs of forced labour",
                },
              ),
              yesNo(
                "safety-incidents",
                "Were there fatal or serious workplace accidents in the last three years?",
                {
                  good: false,
                  points: 10,
                },
              ),
              ask(
                "text",
                "safety-measures",
                "What did you change after these accidents?",
                when("safety-incidents", true),
              ),
              yesNo(
                "freedom-of-association",
                "May workers form or join a trade union and bargain collectively?",
                {
                  points: 10,
                  flag: "Freedom of association restricted",
                },
              ),
              yesNo(
                "equal-treatment",
                "Do you have a written rule against discrimination in hiring and pay?",
                {
                  points: 5,
                },
              ),
              ask(
                "singleChoice",
                "wages",
                "How do your lowest wages compare with a living wage where you operate?",
                {
                  options: [
                    option("above", "At or above a living wage", 10),
                    option("minimum", "At the legal minimum wage", 5),
                    option(
                      "below",
                      "Below the legal minimum wage",
                      0,
                      "Wages below the legal minimum",
                    ),
                    option("unknown", "We do not know", 0),
                  ],
                },
              ),
              yesNo(
                "security-forces",
                "Do you hire private or public security forces for your sites?",
                {
                  good: false,
                  points: 5,
                },
              ),
              yesNo(
                "land-rights",
                "Has land been acquired for your sites in the last five years without the consent of its users?",
                {
                  good: false,
                  points: 10,
                  flag: "Unlawful land acquisition",
                },
              ),
            ]),
            section("environment", "Environment", [
              yesNo(
                "mercury",
                "Do you use mercury or mercury compounds in products or processes?",
                {
                  good: false,
                  points: 10,
                  flag: "Mercury in use (Minamata Convention)",
                },
              ),
              yesNo("pops", "Do you produce or use persistent organic pollutants?", {
                good: false,
                points: 10,
                flag: "Persistent organic pollutants (Stockholm Convention)",
              }),
              yesNo("hazardous-waste", "Do you export hazardous waste?", {
                good: false,
                points: 10,
              }),
              ask(
                "text",
                "waste-destination",
                "To which countries, and how is it treated?",
                when("hazardous-waste", true),
              ),
              yesNo(
                "environmental-permits",
                "Do your sites hold the environmental permits they need?",
                {
                  points: 10,
                },
              ),
            ]),
            section("grievances", "Grievances and your own suppliers", [
              yesNo(
                "grievance-channel",
                "Can workers and neighbours raise complaints anonymously?",
                {
                  points: 10,
                },
              ),
              yesNo(
                "supplier-code",
                "Do you require your own suppliers to follow a code of conduct?",
                {
                  points: 10,
                },
              ),
              ask(
                "multipleChoice",
                "sourcing-regions",
                "From which regions do you source raw materials?",
                {
                  required: false,
                  options: [
                    option("europe", "Europe"),
                    option("asia", "Asia"),
                    option("africa", "Africa"),
                    option("americas", "The Americas"),
                    option("oceania", "Oceania"),
                  ],
                },
              ),
            ]),
          ],
        },
      },
      {
        id: "grade-check",
        kind: "check",
        name: "Risk grade B or better",
        check: { kind: "riskGradeAtLeast", grade: "B" },
      },
      { id: "compliance-review", kind: "review", name: "Compliance review", approver: null },
      { id: "due-diligence-decision", kind: "decision", name: "Risk decision", approver: null },
    ],
  },
};
