import { useQuery } from "@apollo/client/react";
import { ActionIcon, Group, Loader, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense } from "react";
import { usePageTitle } from "../../../app/page-title.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { AddToPortfolioButton } from "../../portfolios/AddToPortfolioButton.tsx";
import { CompanyPicker } from "./CompanyPicker.tsx";
import { CompareTable } from "./CompareTable.tsx";
import { CompetitorSuggestions } from "./CompetitorSuggestions.tsx";
import { COMPARE_STATE_QUERY } from "./compare.graphql.ts";
import { compareEmptyMessage } from "./compare-messages.ts";
import { SavedComparisonsPanel } from "./SavedComparisonsPanel.tsx";
import { useCompareSelection } from "./use-compare-selection.ts";

export const comparePageTitle = "Compare";

// recharts is the largest part of the page: the table shows while the charts load.
const CompareCharts = lazy(async () => ({
  default: (await import("./CompareCharts.tsx")).CompareCharts,
}));

/** /compare: companies side by side (spec 3 §2 "Comparison"). */
export function ComparePage() {
  usePageTitle(comparePageTitle);
  const { data, error, refetch } = useQuery(COMPARE_STATE_QUERY);
  const state = data;
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !state,
    loading: !state,
    empty: false,
    skeletonRows: 6,
    onRetry: () => void refetch().catch(() => undefined),
  });

  return (
    <Stack gap="lg">
      <Title order={1}>{comparePageTitle}</Title>
      {state ? (
        <CompareWorkspace
          maximum={state.compareSettings.maxCompanies}
          storedIds={state.compareCompetitors.companyIds}
        />
      ) : (
        placeholder
      )}
    </Stack>
  );
}

function CompareWorkspace({
  maximum,
  storedIds,
}: {
  maximum: number;
  storedIds: readonly string[];
}) {
  const selection = useCompareSelection(maximum, storedIds);
  const { ids, companies } = selection;
  const main = companies[0] && companies[0].id === ids[0] ? companies[0] : null;
  const waitingForFirst = selection.loading && companies.length === 0;

  let body: ReactNode;
  if (selection.failed) {
    body = listPlaceholder({
      failed: true,
      loading: false,
      empty: false,
      onRetry: selection.retry,
    });
  } else if (waitingForFirst) {
    body = <Skeleton height={320} aria-busy="true" aria-label="Loading companies" />;
  } else if (companies.length < 2) {
    body = <EmptyState title={compareEmptyMessage} />;
  } else {
    body = (
      <Stack gap="xl">
        <CompareTable companies={companies} onRemove={(company) => selection.remove(company.id)} />
        <Suspense fallback={<Skeleton height={300} aria-label="Loading charts" />}>
          <CompareCharts companies={companies} />
        </Suspense>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" aria-busy={selection.loading}>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <CompanyPicker
          excludedIds={ids}
          maximum={maximum}
          onAdd={(company) => selection.add(company.id)}
        />
        <Group gap="xs">
          {selection.loading ? <Loader size="xs" aria-hidden /> : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {ids.length} of {maximum} companies
          </Text>
          {companies.length > 0 ? (
            <AddToPortfolioButton
              companyIds={companies.map((company) => company.id)}
              subject={companies.length === 1 ? "1 company" : `${companies.length} companies`}
            />
          ) : null}
        </Group>
      </Group>
      {companies.length === 1 && !selection.loading ? (
        <CompanyChip
          name={companies[0]?.displayName ?? ""}
          onRemove={() => selection.remove(ids[0] as string)}
        />
      ) : null}
      {main ? (
        <CompetitorSuggestions
          mainCompany={main}
          comparedIds={ids}
          maximum={maximum}
          onAdd={(company) => selection.add(company.id)}
        />
      ) : null}
      {body}
      <SavedComparisonsPanel
        companyIds={companies.map((company) => company.id)}
        onOpen={(saved) => selection.replace(saved.companyIds)}
      />
    </Stack>
  );
}

/** The one company chosen so far, before there is a table to remove it from. */
function CompanyChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Paper withBorder px="sm" py={6} w="fit-content">
      <Group gap="xs">
        <Text size="sm">
          Main company: <strong>{name}</strong>
        </Text>
        <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${name}`} onClick={onRemove}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
