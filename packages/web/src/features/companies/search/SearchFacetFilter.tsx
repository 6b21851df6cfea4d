import { Checkbox, Group, ScrollArea, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useId, useState } from "react";
import type { SearchFacet } from "./company-search.graphql.ts";

/** Lists longer than this get a box to narrow them down. */
const searchableFrom = 8;

type SearchFacetFilterProps = {
  facet: SearchFacet;
  selected: readonly string[];
  onChange: (values: string[]) => void;
};

const countFormat = new Intl.NumberFormat("en-US");

/**
 * One facet of advanced search: a checkbox per value with its company count. The count is
 * the checkbox's description, so the accessible name is the value alone.
 */
export function SearchFacetFilter({ facet, selected, onChange }: SearchFacetFilterProps) {
  const baseId = useId();
  const [filter, setFilter] = useState("");
  const chosen = new Set(selected);
  const needle = filter.trim().toLowerCase();
  const values = needle
    ? facet.values.filter((value) => value.label.toLowerCase().includes(needle))
    : facet.values;

  const toggle = (value: string, checked: boolean) => {
    const next = checked
      ? [...selected, value]
      : selected.filter((candidate) => candidate !== value);
    onChange(next);
  };

  return (
    <Stack gap="xs">
      {facet.values.length > searchableFrom ? (
        <TextInput
          size="xs"
          label={`Filter ${facet.label.toLowerCase()}`}
          placeholder="Type to narrow the list"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      ) : null}
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Stack gap={6} role="group" aria-label={facet.label}>
          {values.map((value, index) => {
            const countId = `${baseId}-${index}`;
            return (
              <Group key={value.value} justify="space-between" wrap="nowrap" gap="xs">
                <Checkbox
                  size="xs"
                  label={value.label}
                  checked={chosen.has(value.value)}
                  onChange={(event) => toggle(value.value, event.currentTarget.checked)}
                  aria-describedby={countId}
                  pl={value.level ? (value.level - 2) * 8 : 0}
                />
                <Text id={countId} size="xs" c="dimmed">
                  {countFormat.format(value.count)}
                  <VisuallyHidden> companies</VisuallyHidden>
                </Text>
              </Group>
            );
          })}
          {values.length === 0 ? (
            <Text size="xs" c="dimmed">
              No values match "{filter.trim()}".
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
