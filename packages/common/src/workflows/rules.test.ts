import { describe, expect, it } from "vitest";
import type { Questionnaire } from "./definition.ts";
import { answerProblems, scoreAnswers, shownAnswers, visibleQuestionIds } from "./rules.ts";

const questionnaire: Questionnaire = {
  sections: [
    {
      id: "s",
      title: "Basics",
      questions: [
        {
          id: "owner",
          kind: "singleChoice",
          label: "Who owns you?",
          required: true,
          options: [
            { id: "private", label: "Private owners", points: 10 },
            { id: "state", label: "The state", points: 0, redFlag: "State owned" },
          ],
        },
        {
          id: "agency",
          kind: "text",
          label: "Which agency?",
          required: true,
          condition: { questionId: "owner", anyOf: ["state"] },
        },
        {
          id: "share",
          kind: "number",
          label: "State share (%)",
          required: false,
          condition: { questionId: "owner", anyOf: ["state"] },
          ranges: [
            { min: 0, max: 25, points: 5 },
            { min: 25.01, max: null, points: 0, redFlag: "Majority state share" },
          ],
        },
        {
          id: "bank",
          kind: "country",
          label: "Bank country",
          required: true,
          countryRules: [
            { countries: ["KP"], points: 0, redFlag: "Sanctioned bank country" },
            { countries: ["DE", "FR"], points: 5 },
          ],
        },
      ],
    },
  ],
};

describe("questionnaire rules", () => {
  it("shows a conditional question only while the earlier answer matches, and drops hidden answers", () => {
    expect([...visibleQuestionIds(questionnaire, { owner: "private" })]).toEqual(["owner", "bank"]);
    expect([...visibleQuestionIds(questionnaire, { owner: "state" })]).toEqual([
      "owner",
      "agency",
      "share",
      "bank",
    ]);
    expect(
      shownAnswers(questionnaire, { owner: "private", agency: "left over", bank: "DE" }),
    ).toEqual({
      owner: "private",
      bank: "DE",
    });
  });

  it("requires shown questions on submit only, and checks every answer's type", () => {
    expect(answerProblems(questionnaire, { owner: "state" }, { complete: false })).toEqual([]);
    expect(
      answerProblems(questionnaire, { owner: "state" }, { complete: true }).map(
        (p) => p.questionId,
      ),
    ).toEqual(["agency", "bank"]);
    // A hidden required question is not required, and its answer is not checked.
    expect(
      answerProblems(
        questionnaire,
        { owner: "private", bank: "DE", share: "x" },
        { complete: true },
      ),
    ).toEqual([]);
    expect(
      answerProblems(questionnaire, { owner: "nobody", bank: "XX", extra: 1 }, { complete: false }),
    ).toEqual([
      { questionId: "extra", message: "This answer does not fit the question." },
      { questionId: "owner", message: "Choose one of the listed options." },
      { questionId: "bank", message: "Choose a country from the list." },
    ]);
  });

  it("scores shown answers of points possible and collects red flags", () => {
    expect(scoreAnswers(questionnaire, { owner: "private", bank: "DE" })).toMatchObject({
      score: 100,
      earned: 15,
      possible: 15,
      redFlags: [],
    });
    const flagged = scoreAnswers(questionnaire, {
      owner: "state",
      agency: "Ministry",
      share: 51,
      bank: "KP",
    });
    expect(flagged).toMatchObject({ earned: 0, possible: 20, score: 0 });
    expect(flagged.redFlags.map((f) => [f.questionId, f.answer, f.reason])).toEqual([
      ["owner", "The state", "State owned"],
      ["share", "51", "Majority state share"],
      ["bank", "North Korea", "Sanctioned bank country"],
    ]);
    // An unanswered scored question counts its points as possible, not earned.
    expect(scoreAnswers(questionnaire, { owner: "private" }).score).toBe(66.7);
  });
});
