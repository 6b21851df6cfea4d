import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { missingValue } from "@tierwise/common/formatting";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { QuickSearchPortfolios } from "../../portfolios/QuickSearchPortfolios.tsx";
import { companyLocationLabel, companyProfilePath } from "./company-labels.ts";
import { QUICK_SEARCH_QUERY } from "./quick-search.graphql.ts";
import { statusLabel } from "./status-label.ts";

const pageTitle = "Quick search";

/** /quick-search?query=…: the 25 companies whose names best match the text (spec 3 §2, §9). */
export function QuickSearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get("query") ?? "").trim().slice(0, 200);
  usePageTitle(query ? `${pageTitle}: ${query}` : pageTitle);
  const [typed, setTyped] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The header box navigates here with a new query while the page is open: follow it.
  if (shownQuery !== query) {
    setShownQuery(query);
    setTyped(query);
  }

  const { data, error, loading, refetch } = useQuery(QUICK_SEARCH_QUERY, {
    variables: { text: query, first: companySearchLimits.quickSearchSuggestions },
    skip: query === "",
  });
  const companies = data?.quickSearch.companies ?? null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = typed.trim();
    setSearchParams(text ? { query: text } : {});
  };

  const placeholder =
    query === ""
      ? null
      : listPlaceholder({
          failed: Boolean(error) && !companies,
          loading: loading && !companies,
          empty: false,
          onRetry: () => void refetch().catch(() => undefined),
        });

  return (
    <Stack gap="lg" aria-busy={loading}>
      <Title order={1}>{pageTitle}</Title>
      <search aria-label="Quick search">
        <form onSubmit={submit}>
          <Group align="flex-end">
            <TextInput
              label="Company name"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={200}
              w={360}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </search>
      {query === "" ? null : <QuickSearchPortfolios text={query} />}
      {query === "" ? (
        <Text c="dimmed">Type a company name to find it.</Text>
      ) : (
        (placeholder ??
        (companies && companies.length === 0 ? (
          <EmptyState title={`No companies match "${query}".`} />
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {companies?.length === 1 ? "1 company" : `${companies?.length ?? 0} companies`}
            </Text>
            <Table.ScrollContainer minWidth={600}>
              <Table striped highlightOnHover aria-label={`Companies matching "${query}"`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Company</Table.Th>
                    <Table.Th scope="col">Location</Table.Th>
                    <Table.Th scope="col">Industry</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {companies?.map((company) => (
                    <Table.Tr key={company.id}>
                      <Table.Td>
                        <Anchor component={Link} to={companyProfilePath(company.slug)} fw={600}>
                          {company.displayName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{companyLocationLabel(company) || missingValue}</Table.Td>
                      <Table.Td>{company.industry ?? missingValue}</Table.Td>
                      <Table.Td>{statusLabel(company.statusCode)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )))
      )}
    </Stack>
  );
}
