import { List, Paper, Title } from "@mantine/core";
import { mappingTargetLabels, mappingTargets } from "@tierwise/common/company-requests";
import { countryLabelOf } from "../../cases/maker/case-countries.ts";
import { FieldList } from "../FieldList.tsx";
import type { BulkRow } from "./bulk-request.graphql.ts";
import { lineOfFile } from "./bulk-row-words.ts";

const shownValue = (field: string, value: unknown): string | null => {
  if (value === null || value === undefined || value === "" || value === false) return null;
  if (value === true) return "Yes";
  if (field === "country" && typeof value === "string") return countryLabelOf(value);
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
};

/** A row of the file as cleaned (our fields, in form order), with the cleaning's warnings. */
export function CleanedRow({ row }: { row: BulkRow }) {
  const cleaned = row.cleaned ?? {};
  const entries = mappingTargets.flatMap((field) => {
    const value = shownValue(field, cleaned[field]);
    return field === "ignore" || value === null
      ? []
      : [[mappingTargetLabels[field], value] as const];
  });
  return (
    <Paper withBorder p="sm" component="section" aria-label={lineOfFile(row.rowNumber)}>
      <Title order={3} size="h6" mb={4}>
        {lineOfFile(row.rowNumber)}
      </Title>
      <FieldList entries={entries} />
      {row.warnings.length > 0 ? (
        <List size="xs" c="orange" mt={4} aria-label="Warnings">
          {row.warnings.map((warning) => (
            <List.Item key={warning}>{warning}</List.Item>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
