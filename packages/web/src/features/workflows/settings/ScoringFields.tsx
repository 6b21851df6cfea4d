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

function RangeScoring({ question, onChange, path, problems }: ScoringFieldsProps) {
  const ranges = question.ranges ?? [];
  const update = (index: number, change: Partial<NumberRange>) =>
    onChange({ ranges: replaced(ranges, index, { ...(ranges[index] as NumberRange), ...change }) });
  return (
    <Stack gap="xs">
      {ranges.map((range, index) => {
        const name = `range ${index + 1}`;
        const rangePath = `${path}.ranges.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no ids; order is their identity.
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <NumberInput
              label={`From (${name})`}
              value={range.min ?? ""}
              onChange={(value) => update(index, { min: pointsOf(value) })}
              error={problemAt(problems, `${rangePath}.min`)}
              style={{ flex: "0 1 7rem" }}
            />
            <NumberInput
              label={`To (${name})`}
              value={range.max ?? ""}
              onChange={(value) => update(index, { max: pointsOf(value) })}
              error={problemAt(problems, `${rangePath}.max`)}
              style={{ flex: "0 1 7rem" }}
            />
            <RuleFields
              name={name}
              points={range.points}
              redFlag={range.redFlag}
              onChange={(change) => update(index, change)}
              path={rangePath}
              problems={problems}
            />
            <ActionIcon
              variant="default"
              aria-label={`Remove ${name}`}
              onClick={() => onChange({ ranges: removed(ranges, index) })}
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
        onClick={() =>
          onChange({ ranges: [...ranges, { min: null, max: null, points: 0, redFlag: null }] })
        }
        style={{ alignSelf: "flex-start" }}
      >
        Add scored range
      </Button>
    </Stack>
  );
}

function CountryScoring({ question, onChange, path, problems }: ScoringFieldsProps) {
  const rules = question.countryRules ?? [];
  const update = (index: number, change: Partial<CountryRule>) =>
    onChange({
      countryRules: replaced(rules, index, { ...(rules[index] as CountryRule), ...change }),
    });
  return (
    <Stack gap="xs">
      {rules.map((rule, index) => {
        const name = `country list ${index + 1}`;
        const rulePath = `${path}.countryRules.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no ids; order is their identity.
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <MultiSelect
              label={`Countries (${name})`}
              data={countryChoices}
              value={rule.countries}
              onChange={(countries) => update(index, { countries })}
              searchable
              error={problemAt(problems, `${rulePath}.countries`)}
              style={{ flex: "2 1 16rem" }}
            />
            <RuleFields
              name={name}
              points={rule.points}
              redFlag={rule.redFlag}
              onChange={(change) => update(index, change)}
              path={rulePath}
              problems={problems}
            />
            <ActionIcon
              variant="default"
              aria-label={`Remove ${name}`}
              onClick={() => onChange({ countryRules: removed(rules, index) })}
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
        onClick={() =>
          onChange({ countryRules: [...rules, { countries: [], points: 0, redFlag: null }] })
        }
        style={{ alignSelf: "flex-start" }}
      >
        Add scored country list
      </Button>
    </Stack>
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
