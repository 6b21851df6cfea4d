import { useQuery } from "@apollo/client/react";
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { limits } from "@tierwise/common/limits";
import { useId, useRef, useState } from "react";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { N_TIER_FILTER_VALUES_QUERY, type NTierFilterField } from "./n-tier.graphql.ts";
import { nTierFilterPageSize } from "./n-tier-filter.ts";

type NTierValueFilterProps = {
  field: NTierFilterField;
  label: string;
  selected: readonly string[];
  onChange: (values: string[]) => void;
};

const countFormat = new Intl.NumberFormat("en-US");

/**
 * One list filter of the n-tier pages (country, industry or part): a button that opens the
 * values of the organisation's network, five at a time with "More" (spec 3 §9), narrowed by a
 * search box. The options load only once the list is opened.
 */
export function NTierValueFilter({ field, label, selected, onChange }: NTierValueFilterProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      width={300}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          onClick={() => setOpened((now) => !now)}
        >
          {/* The name is the visible text in its order, the label then the count (WCAG 2.5.3,
              "Label in Name"), with a hidden word after it: "Country 1 selected" or "Country
              filter". The spaces are text of their own: name checkers join the parts as written
              and trim what a hidden one holds. No comma after the label: a hidden one would part
              it from the label with a space ("Country , 1"). */}
          {label}
          {selected.length > 0 ? (
            <>
              {" "}
              <Badge ml={6} size="sm" circle>
                {selected.length}
              </Badge>{" "}
              <VisuallyHidden>selected</VisuallyHidden>
            </>
          ) : (
            <>
              {" "}
              <VisuallyHidden>filter</VisuallyHidden>
            </>
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? (
          <ValueList field={field} label={label} selected={selected} onChange={onChange} />
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

function ValueList({ field, label, selected, onChange }: NTierValueFilterProps) {
  const baseId = useId();
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), limits.selectSearchDebounceMs);
  const [loadingMore, setLoadingMore] = useState(false);
  // Labels seen on any page, so a chosen value keeps its name when its page is not loaded.
  const labels = useRef(new Map<string, string>());
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(
    N_TIER_FILTER_VALUES_QUERY,
    { variables: { field, search: search || null, page: 1 }, notifyOnNetworkStatusChange: false },
  );
  const page = (data ?? previousData)?.nTierFilterValues;
  for (const value of page?.values ?? []) labels.current.set(value.value, value.label);
  const listed = new Set(page?.values.map((value) => value.value));
  const chosen = new Set(selected);
  // Chosen values off the loaded pages stay visible (and can be unticked) above the list.
  const chosenElsewhere = selected.filter((value) => !listed.has(value));

  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((each) => each !== value));

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { page: Math.floor(page.values.length / nTierFilterPageSize) + 1 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          nTierFilterValues: {
            ...fetchMoreResult.nTierFilterValues,
            values: [
              ...previous.nTierFilterValues.values,
              ...fetchMoreResult.nTierFilterValues.values,
            ],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        label={`Search ${label.toLowerCase()}`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      <Stack gap={6} role="group" aria-label={label}>
        {chosenElsewhere.map((value) => (
          <Checkbox
            key={value}
            size="xs"
            label={labels.current.get(value) ?? value}
            checked
            onChange={() => toggle(value, false)}
          />
        ))}
        {page?.values.map((value, index) => {
          const countId = `${baseId}-${index}`;
          return (
            <Group key={value.value} justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                size="xs"
                label={value.label}
                checked={chosen.has(value.value)}
                onChange={(event) => toggle(value.value, event.currentTarget.checked)}
                aria-describedby={countId}
              />
              <Text id={countId} size="xs" c="dimmed">
                {countFormat.format(value.count)}
                <VisuallyHidden> companies</VisuallyHidden>
              </Text>
            </Group>
          );
        })}
      </Stack>
      {error && !page ? (
        <ErrorWithRetry onRetry={retryWith(refetch)} />
      ) : !page || (loading && page.values.length === 0) ? (
        <Group justify="center">
          <Loader size="xs" aria-label="Loading" />
        </Group>
      ) : page.values.length === 0 ? (
        <Text size="xs" c="dimmed">
          {search ? `No ${label.toLowerCase()} matches "${search}".` : "No values in your network."}
        </Text>
      ) : null}
      {page?.hasMore ? (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => void loadMore()}
          loading={loadingMore}
          style={{ alignSelf: "flex-start" }}
        >
          More
        </Button>
      ) : null}
    </Stack>
  );
}
