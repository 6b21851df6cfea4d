import { useMutation, useQuery } from "@apollo/client/react";
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import {
  IconBookmarks,
  IconDeviceFloppy,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from "@tabler/icons-react";
import {
  defaultSearchColumns,
  type SearchColumn,
  type SearchSortKey,
} from "@tierwise/common/company-search";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useMemo, useState } from "react";
import { useModal } from "../../../app/modals/use-modal.ts";
import { usePageTitle } from "../../../app/page-title.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ExportCompaniesMenu } from "../../exports/ExportCompaniesMenu.tsx";
import { AddToPortfolioButton } from "../../portfolios/AddToPortfolioButton.tsx";
import { ColumnsMenu } from "./ColumnsMenu.tsx";
import {
  ADVANCED_SEARCH_COLUMNS_QUERY,
  COMPANY_SEARCH_AGGREGATIONS_QUERY,
  UPDATE_ADVANCED_SEARCH_COLUMNS,
} from "./company-search.graphql.ts";
import { SavedSearchesPanel } from "./SavedSearchesPanel.tsx";
import { SaveSearchModal } from "./SaveSearchModal.tsx";
import { SearchFilters } from "./SearchFilters.tsx";
import { SearchResults } from "./SearchResults.tsx";
import { visibleColumns } from "./search-columns.ts";
import { searchFailureMessage } from "./search-errors.ts";
import { serverSearchParams } from "./search-request.ts";
import { availableSortOptions } from "./search-sort-options.ts";
import { searchParamsToQuery, withParams, withSort } from "./search-url-state.ts";
import { UpdateSavedSearchButton } from "./UpdateSavedSearchButton.tsx";
import { useSearchUrlState } from "./use-search-url-state.ts";
import { useSelection } from "./use-selection.ts";

const pageTitle = "Advanced search";

/**
 * /search (spec 3 §2, §7): keywords, facets and metric ranges kept in the URL, results with
 * configurable columns, row selection for export, and saved searches.
 */
export function AdvancedSearchPage() {
  const { state, setState } = useSearchUrlState();
  const { params, page, savedSearchId } = state;
  usePageTitle(params.query ? `${pageTitle}: ${params.query}` : pageTitle);
  const serverParams = useMemo(() => serverSearchParams(params), [params]);
  const paramsKey = searchParamsToQuery(params);
  const selection = useSelection(paramsKey);
  const saveModal = useModal("save_advanced_search");
  const [panelOpen, setPanelOpen] = useState(false);

  const [typed, setTyped] = useState(params.query);
  const [shownQuery, setShownQuery] = useState(params.query);
  // Opening a saved search or going back in history changes the query under the box.
  if (shownQuery !== params.query) {
    setShownQuery(params.query);
    setTyped(params.query);
  }

  const aggregations = useQuery(COMPANY_SEARCH_AGGREGATIONS_QUERY, {
    variables: { params: serverParams },
  });
  const aggregationResult = (aggregations.data ?? aggregations.previousData)
    ?.companySearchAggregations;
  const aggregationError =
    aggregationResult && aggregationResult.__typename !== "CompanySearchAggregations"
      ? aggregationResult.__typename === "SearchTimeoutError"
        ? messages.searchTimeout
        : aggregationResult.message
      : searchFailureMessage(aggregations.error);

  // Without the reports package for all companies the server counts no credit values and
  // refuses sorting by them: the choice is not offered then.
  const offeredSorts = availableSortOptions(
    aggregationResult?.__typename === "CompanySearchAggregations"
      ? aggregationResult.metrics.map((metric) => metric.key)
      : null,
  );
  const columnsQuery = useQuery(ADVANCED_SEARCH_COLUMNS_QUERY);
  const [updateColumns] = useMutation(UPDATE_ADVANCED_SEARCH_COLUMNS);
  const stored = visibleColumns(columnsQuery.data?.advancedSearchColumns ?? defaultSearchColumns);
  const columns: SearchColumn[] = stored.includes("displayName")
    ? stored
    : ["displayName", ...stored];

  async function changeColumns(next: SearchColumn[]) {
    try {
      const { data } = await updateColumns({
        variables: { columns: next },
        optimisticResponse: {
          updateAdvancedSearchColumns: {
            __typename: "AdvancedSearchColumnsSuccess",
            columns: next,
          },
        },
        update(cache, { data: answer }) {
          const result = answer?.updateAdvancedSearchColumns;
          if (result?.__typename !== "AdvancedSearchColumnsSuccess") return;
          cache.writeQuery({
            query: ADVANCED_SEARCH_COLUMNS_QUERY,
            data: { advancedSearchColumns: result.columns },
          });
        },
      });
      if (data?.updateAdvancedSearchColumns.__typename !== "AdvancedSearchColumnsSuccess") {
        showSnackbar({
          type: "error",
          message: data?.updateAdvancedSearchColumns.message ?? messages.somethingWentWrong,
        });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState(withParams(state, { query: typed.trim() }));
  };

  const sortDescending = params.sortDirection === "desc";

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{pageTitle}</Title>
        <Text size="sm" c="dimmed">
          Find companies by name, industry, location and key figures.
        </Text>
      </Stack>

      <Group justify="space-between" align="flex-end" gap="sm">
        <search aria-label="Advanced company search">
          <form onSubmit={submit}>
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Keywords"
                description="Separate names with commas: any of them may match."
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden />}
                maxLength={200}
                w={340}
              />
              <Button type="submit">Search</Button>
            </Group>
          </form>
        </search>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconBookmarks size={16} aria-hidden />}
            onClick={() => setPanelOpen(true)}
          >
            Saved searches
          </Button>
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => saveModal.open()}
          >
            Save search
          </Button>
          {savedSearchId ? <UpdateSavedSearchButton id={savedSearchId} params={params} /> : null}
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <SearchFilters
            state={state}
            aggregations={
              aggregationResult?.__typename === "CompanySearchAggregations"
                ? aggregationResult
                : null
            }
            loading={aggregations.loading}
            error={aggregationError}
            onChange={setState}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="sm" component="section" aria-labelledby="search-results-title">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4" id="search-results-title">
                Results
              </Title>
              <Group gap="xs">
                {selection.ids.size > 0 ? (
                  <Group gap={4}>
                    <Text size="sm" aria-live="polite">
                      {selection.ids.size} selected
                    </Text>
                    <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
                      Clear selection
                    </Button>
                    <AddToPortfolioButton
                      companyIds={[...selection.ids]}
                      subject={
                        selection.ids.size === 1 ? "1 company" : `${selection.ids.size} companies`
                      }
                    />
                  </Group>
                ) : null}
                {/* Open-ended ranges, as the results are searched (search-request.ts). */}
                <ExportCompaniesMenu params={serverParams} selectedIds={[...selection.ids]} />
                <Select
                  label="Sort by"
                  size="xs"
                  w={150}
                  data={offeredSorts}
                  value={params.sort}
                  allowDeselect={false}
                  onChange={(value) => {
                    const option = offeredSorts.find((candidate) => candidate.value === value);
                    if (option) setState(withParams(state, { sort: option.value }));
                  }}
                />
                <Tooltip label={sortDescending ? "Sort ascending" : "Sort descending"}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    mt="auto"
                    aria-label={sortDescending ? "Sort ascending" : "Sort descending"}
                    onClick={() =>
                      setState(
                        withParams(state, { sortDirection: sortDescending ? "asc" : "desc" }),
                      )
                    }
                  >
                    {sortDescending ? (
                      <IconSortDescending size={18} aria-hidden />
                    ) : (
                      <IconSortAscending size={18} aria-hidden />
                    )}
                  </ActionIcon>
                </Tooltip>
                <ColumnsMenu columns={columns} onChange={(next) => void changeColumns(next)} />
              </Group>
            </Group>
            <SearchResults
              params={params}
              serverParams={serverParams}
              page={page}
              onPage={(next) => setState({ ...state, page: next })}
              columns={columns}
              onSort={(sort: SearchSortKey) => setState(withSort(state, sort))}
              selectedIds={selection.ids}
              onSelectionChange={selection.change}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <SavedSearchesPanel
        opened={panelOpen}
        onClose={() => setPanelOpen(false)}
        openId={savedSearchId}
      />
      <SaveSearchModal
        params={params}
        onSaved={(savedSearch) => {
          setState({ ...state, savedSearchId: savedSearch.id }, { replace: true });
          showSnackbar({ type: "success", message: `Search saved as "${savedSearch.name}".` });
        }}
      />
    </Stack>
  );
}
