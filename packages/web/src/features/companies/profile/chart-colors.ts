/** Distinct Mantine colours for chart slices, in a fixed order so charts stay comparable. */
const palette = [
  "blue.6",
  "teal.6",
  "orange.6",
  "grape.6",
  "yellow.6",
  "cyan.6",
  "red.6",
  "lime.6",
  "indigo.6",
  "pink.6",
] as const;

export function chartColor(index: number): string {
  return palette[index % palette.length] ?? "gray.6";
}
