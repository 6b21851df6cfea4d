import { Button, Group, NumberInput, Paper, SimpleGrid, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import type { ExposureRegion } from "./exposure.graphql.ts";

type Edges = Record<keyof ExposureRegion, string | number>;
const edges: { key: keyof ExposureRegion; label: string }[] = [
  { key: "north", label: "North (latitude)" },
  { key: "south", label: "South (latitude)" },
  { key: "west", label: "West (longitude)" },
  { key: "east", label: "East (longitude)" },
];

/**
 * The region typed in degrees: what dragging a rectangle on the map does, for keyboards and for
 * the list view. The server checks the edges and the panel shows what it refuses.
 */
export function RegionForm({ onRegion }: { onRegion: (region: ExposureRegion) => void }) {
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState<Edges>({ north: "", south: "", west: "", east: "" });
  const complete = edges.every(({ key }) => typeof values[key] === "number");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const [west, south, east, north] = (["west", "south", "east", "north"] as const).map((key) =>
      Number(values[key]),
    ) as [number, number, number, number];
    onRegion({ west, south, east, north });
    setOpened(false);
  };
  // Inline below its button, not in a popover: nothing to trap focus in or portal away.
  return (
    <Stack gap="xs" align="flex-end">
      <Button
        size="compact-sm"
        variant="default"
        aria-expanded={opened}
        onClick={() => setOpened((open) => !open)}
      >
        Enter a region
      </Button>
      {opened && (
        <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label="Region in degrees">
          <Stack gap="xs">
            <SimpleGrid cols={2} spacing="xs">
              {edges.map(({ key, label }) => (
                <NumberInput
                  key={key}
                  label={label}
                  size="xs"
                  decimalScale={4}
                  value={values[key]}
                  onChange={(value) => setValues((all) => ({ ...all, [key]: value }))}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" size="compact-sm" disabled={!complete}>
                Show exposed suppliers
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
