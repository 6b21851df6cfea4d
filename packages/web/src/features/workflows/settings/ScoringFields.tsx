import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { countryNames } from "@tierwise/common/countries.generated";
import type {
  AnswerScore,
  CountryRule,
  NumberRange,
  Question,
} from "@tierwise/common/workflows/definition";
import type { ReactNode } from "react";
import { pointsOf } from "./OptionsEditor.tsx";
import { type DraftProblems, problemAt, removed, replaced } from "./template-draft.ts";

type ScoringFieldsProps = {
  question: Question;
  onChange: (change: Partial<Question>) => void;
  path: string;
  problems: DraftProblems;
};

const countryChoices = Object.entries(countryNames)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

type RuleRowProps = {
  /** "Yes", "No", "Range 1" …: names the inputs of this row. */
  name: string;
  points: number | null | undefined;
  redFlag: string | null | undefined;
  onChange: (change: { points?: number; redFlag?: string | null }) => void;
  path: string;
  problems: DraftProblems;
};

/** Points and red flag of one answer or rule. */
function RuleFields({ name, points, redFlag, onChange, path, problems }: RuleRowProps) {
  return (
    <>
      <NumberInput
        label={`Points: ${name}`}
        value={points ?? ""}
        onChange={(value) => onChange({ points: pointsOf(value) ?? 0 })}
        error={problemAt(problems, `${path}.points`)}
        min={-1000}
        max={1000}
        style={{ flex: "0 1 8rem" }}
      />
      <TextInput
        label={`Red flag: ${name}`}
        value={redFlag ?? ""}
        onChange={(event) => onChange({ redFlag: event.currentTarget.value || null })}
        error={problemAt(problems, `${path}.redFlag`)}
        style={{ flex: "2 1 14rem" }}
      />
    </>
  );
}

function YesNoScoring({ question, onChange, path, problems }: ScoringFieldsProps) {
  const row = (answer: "yes" | "no", name: string) => (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <RuleFields
        name={name}
        points={question[answer]?.points}
        redFlag={question[answer]?.redFlag}
        onChange={(change) => {
          const current: AnswerScore = question[answer] ?? { points: 0, redFlag: null };
          onChange({ [answer]: { ...current, ...change } });
        }}
        path={`${path}.${answer}`}
        problems={problems}
      />
    </Group>
  );
  return (
    <Stack gap="xs">
      {row("yes", "Yes")}
      {row("no", "No")}
    </Stack>
  );
}

type ScoredRule = { points: number; redFlag?: string | null };

type ScoredRuleListProps<Rule extends ScoredRule> = {
  rules: readonly Rule[];
  onRules: (rules: Rule[]) => void;
  /** Names a rule's inputs: "range 1", "country list 2" … */
  noun: string;
  /** Where the rules stand in the draft, for their problems ("…ranges"). */
  rulesPath: string;
  problems: DraftProblems;
  blank: Rule;
  addLabel: string;
  /** The fields that say which answers a rule scores (a range, a list of countries). */
  matchFields: (
    rule: Rule,
    update: (change: Partial<Rule>) => void,
    name: string,
    rulePath: string,
  ) => ReactNode;
};

/** A list of scored rules: each with what it matches, its points and red flag, and a remove. */
function ScoredRuleList<Rule extends ScoredRule>({
  rules,
  onRules,
  noun,
  rulesPath,
  problems,
  blank,
  addLabel,
  matchFields,
}: ScoredRuleListProps<Rule>) {
  const update = (index: number, change: Partial<Rule>) =>
    onRules(replaced(rules, index, { ...(rules[index] as Rule), ...change }));
  return (
    <Stack gap="xs">
      {rules.map((rule, index) => {
        const name = `${noun} ${index + 1}`;
        const rulePath = `${rulesPath}.${index}`;
        const change = (partial: Partial<Rule>) => update(index, partial);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no ids; order is their identity.
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            {matchFields(rule, change, name, rulePath)}
            <RuleFields
              name={name}
              points={rule.points}
              redFlag={rule.redFlag}
              onChange={(points) => change(points as Partial<Rule>)}
              path={rulePath}
              problems={problems}
            />
            <ActionIcon
              variant="default"
              aria-label={`Remove ${name}`}
              onClick={() => onRules(removed(rules, index))}
              style={{ alignSelf: "flex-end", marginBottom: 4 }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onRules([...rules, blank])}
        style={{ alignSelf: "flex-start" }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}

function RangeScoring({ question, onChange, path, problems }: ScoringFieldsProps) {
  return (
    <ScoredRuleList<NumberRange>
      rules={question.ranges ?? []}
      onRules={(ranges) => onChange({ ranges })}
      noun="range"
      rulesPath={`${path}.ranges`}
      problems={problems}
      blank={{ min: null, max: null, points: 0, redFlag: null }}
      addLabel="Add scored range"
      matchFields={(range, update, name, rangePath) => (
        <>
          <NumberInput
            label={`From (${name})`}
            value={range.min ?? ""}
            onChange={(value) => update({ min: pointsOf(value) })}
            error={problemAt(problems, `${rangePath}.min`)}
            style={{ flex: "0 1 7rem" }}
          />
          <NumberInput
            label={`To (${name})`}
            value={range.max ?? ""}
            onChange={(value) => update({ max: pointsOf(value) })}
            error={problemAt(problems, `${rangePath}.max`)}
            style={{ flex: "0 1 7rem" }}
          />
        </>
      )}
    />
  );
}

function CountryScoring({ question, onChange, path, problems }: ScoringFieldsProps) {
  return (
    <ScoredRuleList<CountryRule>
      rules={question.countryRules ?? []}
      onRules={(countryRules) => onChange({ countryRules })}
      noun="country list"
      rulesPath={`${path}.countryRules`}
      problems={problems}
      blank={{ countries: [], points: 0, redFlag: null }}
      addLabel="Add scored country list"
      matchFields={(rule, update, name, rulePath) => (
        <MultiSelect
          label={`Countries (${name})`}
          data={countryChoices}
          value={rule.countries}
          onChange={(countries) => update({ countries })}
          searchable
          error={problemAt(problems, `${rulePath}.countries`)}
          style={{ flex: "2 1 16rem" }}
        />
      )}
    />
  );
}

/**
 * Scoring of a question by kind: points and a red flag per yes/no answer, per number range or
 * per list of countries (choices are scored per option in the options editor). Text, date and
 * file answers are not scored.
 */
export function ScoringFields(props: ScoringFieldsProps) {
  switch (props.question.kind) {
    case "yesNo":
      return <YesNoScoring {...props} />;
    case "number":
      return <RangeScoring {...props} />;
    case "country":
      return <CountryScoring {...props} />;
    case "singleChoice":
    case "multipleChoice":
      return null;
    default:
      return (
        <Text size="sm">
          {props.question.kind === "file"
            ? "Not scored. An automatic documents check can require the file."
            : "Not scored."}
        </Text>
      );
  }
}
