import { Select, type SelectProps, Stack, Table, Text } from "@mantine/core";

/** One of our fields a file's column may be imported as, and what the import does to it. */
export type MappingOption = { value: string; label: string; hint?: string };

type ColumnMappingTableProps = {
  /** The file's columns in file order, each with its first values. */
  columns: readonly { header: string; samples: readonly string[] }[];
  options: readonly MappingOption[];
  /** Header → the chosen option's value; a header not in it is not imported ("ignore"). */
  mapping: Readonly<Record<string, string>>;
  onChoose: (header: string, value: string) => void;
};

/**
 * The table of a file's columns and the field each one is imported as (header, sample values,
 * a select of our fields), shared by the bulk request upload and the n-tier relations upload
 * so that both correct a mapping the same way.
 */
export function ColumnMappingTable({
  columns,
  options,
  mapping,
  onChoose,
}: ColumnMappingTableProps) {
  const hints = new Map(options.map((option) => [option.value, option.hint]));
  const renderOption: SelectProps["renderOption"] = ({ option }) => {
    const hint = hints.get(option.value);
    return (
      <Stack gap={0}>
        <Text size="sm">{option.label}</Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    );
  };
  const data = options.map(({ value, label }) => ({ value, label }));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Column mapping" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Column in the file</Table.Th>
            <Table.Th scope="col">Sample values</Table.Th>
            <Table.Th scope="col">Import as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {columns.map((column) => {
            const value = mapping[column.header] ?? "ignore";
            return (
              <Table.Tr key={column.header} data-header={column.header}>
                <Table.Th scope="row" fw={600}>
                  {column.header}
                </Table.Th>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {column.samples.length > 0 ? column.samples.join(" · ") : "(empty)"}
                  </Text>
                </Table.Td>
                <Table.Td miw={200}>
                  <Select
                    aria-label={`Import ${column.header} as`}
                    description={hints.get(value)}
                    data={data}
                    renderOption={renderOption}
                    value={value}
                    onChange={(chosen) => chosen && onChoose(column.header, chosen)}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
