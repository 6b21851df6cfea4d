import { useQuery } from "@apollo/client/react";
import {
  Anchor,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowLeft, IconRestore, IconSearch } from "@tabler/icons-react";
import { formatRelativeDay } from "@tierwise/common/formatting";
import { limits } from "@tierwise/common/limits";
import { useState } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { listPlaceholder } from "../../ui/ListPlaceholder.tsx";
import { ARCHIVED_PORTFOLIOS_QUERY, type ArchivedPortfolio } from "./portfolio.graphql.ts";
import { companiesLabel } from "./portfolio-labels.ts";
import { portfolioPath } from "./portfolio-paths.ts";
import { usePortfolioActions } from "./use-portfolio-actions.ts";

const pageTitle = "Archived portfolios";
const archivedPageSize = 25;

/**
 * /portfolios/archived: archived portfolios, restored with undo (spec 1 §3 "portfolio restored").
 * A portfolio archived with an ancestor comes back with that ancestor.
 */
export function ArchivedPortfoliosPage() {
  usePageTitle(pageTitle);
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), limits.selectSearchDebounceMs);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const { data, previousData, error, loading, refetch } = useQuery(ARCHIVED_PORTFOLIOS_QUERY, {
    variables: { first: archivedPageSize, after, search: query || null },
    fetchPolicy: "cache-and-network",
  });
  const actions = usePortfolioActions();
  const shown = data ?? previousData;
  const items = shown?.portfolios.items ?? [];

  let body = listPlaceholder({
    failed: Boolean(error) && !shown,
    loading: !shown,
    empty: false,
    onRetry: () => void refetch().catch(() => undefined),
  });
  if (!body && items.length === 0) {
    body = (
      <EmptyState
        title={query ? `No archived portfolios match "${query}".` : "No archived portfolios"}
        description={query ? undefined : "Portfolios you archive are kept here to restore."}
      />
    );
  }
  if (!body) {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Archived portfolios">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Portfolio</Table.Th>
              <Table.Th scope="col">Companies</Table.Th>
              <Table.Th scope="col">Archived</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((portfolio) => (
              <ArchivedRow
                key={portfolio.id}
                portfolio={portfolio}
                onRestore={() => void actions.unarchive(portfolio)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg" aria-busy={loading} maw={960}>
      <Anchor component={Link} to="/portfolios" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Portfolios
        </Group>
      </Anchor>
      <Title order={1}>{pageTitle}</Title>
      <TextInput
        label="Search archived portfolios"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setCursors([null]);
        }}
        maw={360}
      />
      {body}
      {shown && (cursors.length > 1 || shown.portfolios.pageInfo.hasNextPage) ? (
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            disabled={cursors.length <= 1}
            onClick={() => setCursors((current) => current.slice(0, -1))}
          >
            Previous
          </Button>
          <Button
            variant="default"
            disabled={!shown.portfolios.pageInfo.hasNextPage}
            onClick={() =>
              setCursors((current) => [...current, shown.portfolios.pageInfo.endCursor])
            }
          >
            Next
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function ArchivedRow({
  portfolio,
  onRestore,
}: {
  portfolio: ArchivedPortfolio;
  onRestore: () => void;
}) {
  const path = portfolio.ancestors.map((ancestor) => ancestor.name).join(" / ");
  const direct = portfolio.archiveType !== "ancestor";
  const archivedWith = portfolio.ancestors.at(-1)?.name;
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Anchor component={Link} to={portfolioPath(portfolio.slug)} fw={600}>
            {portfolio.name}
          </Anchor>
          {path ? (
            <Text size="xs" c="dimmed">
              {path}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>{companiesLabel(portfolio.descendantCompaniesCount)}</Table.Td>
      <Table.Td>{formatRelativeDay(portfolio.archivedAt)}</Table.Td>
      <Table.Td>
        {direct && portfolio.canArchive ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRestore size={14} aria-hidden />}
            onClick={onRestore}
            aria-label={`Restore ${portfolio.name}`}
          >
            Restore
          </Button>
        ) : !direct ? (
          <Text size="xs" c="dimmed">
            Archived with {archivedWith ?? "its parent"}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
