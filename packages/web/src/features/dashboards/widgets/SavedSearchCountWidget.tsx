import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { WidgetViewProps } from "./widget-data.ts";

const number = new Intl.NumberFormat("en");

/** How many companies a saved search finds now; the name opens the search. */
export function SavedSearchCountWidget({ data }: WidgetViewProps<"savedSearchCount">) {
  return (
    <Stack gap={2}>
      <Text size="2rem" fw={700} lh={1.1}>
        {number.format(data.count)}
      </Text>
      <Anchor component={Link} to={data.path} size="sm">
        {data.count === 1 ? "company" : "companies"} in “{data.name}”
      </Anchor>
    </Stack>
  );
}
