import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Stack,
  Table,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconStarFilled, IconX } from "@tabler/icons-react";
import { Link } from "react-router";
import { companyPath } from "../profile/profile-paths.ts";
import type { CompareCompany } from "./compare.graphql.ts";
import { bestCompanyIds, compareSections } from "./compare-rows.ts";

export const compareTableCaption = "Companies side by side";

type CompareTableProps = {
  companies: readonly CompareCompany[];
  onRemove: (company: CompareCompany) => void;
};

/**
 * One column per company (the main company first), one row per figure, grouped by section.
 * The best value of a row carries a star and the words "best value", not only a colour.
 */
export function CompareTable({ companies, onRemove }: CompareTableProps) {
  const columns = companies.length + 1;
  return (
    <Table.ScrollContainer minWidth={220 + companies.length * 200}>
      <Table withColumnBorders captionSide="top" verticalSpacing="xs">
        <Table.Caption ta="start" fw={600}>
          {compareTableCaption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={220}>
              Company
            </Table.Th>
            {companies.map((company, index) => (
              <Table.Th key={company.id} scope="col" miw={200}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={2}>
                    <Anchor component={Link} to={companyPath(company.slug)} fw={600}>
                      {company.displayName}
                    </Anchor>
                    {index === 0 ? (
                      <Badge size="xs" variant="light">
                        Main company
                      </Badge>
                    ) : null}
                  </Stack>
                  <Tooltip label={`Remove ${company.displayName}`}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove ${company.displayName}`}
                      onClick={() => onRemove(company)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {compareSections.map((section) => (
          <Table.Tbody key={section.key}>
            <Table.Tr>
              <Table.Th
                scope="rowgroup"
                colSpan={columns}
                bg="var(--mantine-color-gray-light)"
                id={`compare-section-${section.key}`}
              >
                {section.title}
              </Table.Th>
            </Table.Tr>
            {section.rows.map((row) => {
              const best = bestCompanyIds(row, companies);
              return (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  {companies.map((company) => {
                    const isBest = best.has(company.id);
                    return (
                      <Table.Td
                        key={company.id}
                        data-best={isBest || undefined}
                        bg={isBest ? "var(--mantine-color-green-light)" : undefined}
                        fw={isBest ? 600 : undefined}
                      >
                        <Group gap={4} wrap="nowrap">
                          {row.display(company)}
                          {isBest ? (
                            <>
                              <IconStarFilled
                                size={12}
                                aria-hidden
                                color="var(--mantine-color-green-filled)"
                              />
                              <VisuallyHidden>best value</VisuallyHidden>
                            </>
                          ) : null}
                        </Group>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}
