/** Prints the README's configuration table from packages/server/src/config.ts (the one source). */
import { settingsTable } from "../packages/server/src/config.ts";

const rows = Object.entries(settingsTable).map(([name, setting]) => {
  const parsed = setting.schema.safeParse(undefined);
  const value = parsed.success ? parsed.data : undefined;
  const shown = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  const fallback = value !== undefined ? `\`${shown}\`` : "—";
  return `| \`${name}\` | ${fallback} | ${setting.doc} |`;
});
console.log(["| variable | default | meaning |", "|---|---|---|", ...rows].join("\n"));
