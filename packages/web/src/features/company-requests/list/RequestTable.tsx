import { Anchor, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { countryLabelOf } from "../../cases/maker/case-countries.ts";
import { formatCaseDate } from "../../cases/maker/case-dates.ts";
import { companyProfilePath } from "../../companies/search/company-labels.ts";
import type { CompanyRequestRow, RequestPerson } from "../company-request.graphql.ts";
import { RequestStatusBadge } from "../RequestStatusBadge.tsx";
import { companyRequestPath } from "../request-paths.ts";

/** A person as the request pages name them; a removed one is marked, a deleted one "Deleted user". */
export function personName(person: RequestPerson | null): string {
  if (!person) return "Deleted user";
  return person.deactivated ? `${person.name} (deactivated)` : person.name;
}

/** The requests of a list page: the company asked for opens the request. */
export function RequestTable({ rows }: { rows: readonly CompanyRequestRow[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-label="Company requests" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">Website</Table.Th>
            <Table.Th scope="col">Country</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Known company</Table.Th>
            <Table.Th scope="col">Created by</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">Last update</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-request-id={row.id}>
              <Table.Td>
                <Anchor component={Link} to={companyRequestPath(row.id)} fw={600}>
                  {row.companyName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" truncate maw={220}>
                  {row.website ?? ""}
                </Text>
              </Table.Td>
              <Table.Td>{row.country ? countryLabelOf(row.country) : ""}</Table.Td>
              <Table.Td>
                <RequestStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                {row.company ? (
                  <Anchor component={Link} to={companyProfilePath(row.company.slug)}>
                    {row.company.name}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>{personName(row.creator)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatCaseDate(row.createdAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatCaseDate(row.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
