import type { MantineColor } from "@mantine/core";

/** Status codes of spec 3 §3 as the header badge shows them. */
const statusLabels: Readonly<Record<string, string>> = {
  active: "Active",
  basic: "Basic",
  closed: "Closed",
  deleted: "Deleted",
  draft: "Draft",
  imported_active: "Active (imported)",
  imported_closed: "Closed (imported)",
};

const statusColors: Readonly<Record<string, MantineColor>> = {
  active: "green",
  imported_active: "green",
  basic: "blue",
  closed: "red",
  imported_closed: "red",
};

export function companyStatusLabel(code: string): string {
  return statusLabels[code] ?? code;
}

export function companyStatusColor(code: string): MantineColor {
  return statusColors[code] ?? "gray";
}
