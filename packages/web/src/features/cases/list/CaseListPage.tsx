import { useQuery } from "@apollo/client/react";
import { Button, Group, SegmentedControl, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { defaultCaseColumns } from "@tierwise/common/cases";
import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { usePageTitle } from "../../../app/page-title.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { newCaseParamValue } from "../maker/case-paths.ts";
import { CaseBoard } from "./CaseBoard.tsx";
import { CaseColumnSettings } from "./CaseColumnSettings.tsx";
import { CaseFilterBar } from "./CaseFilterBar.tsx";
import { CaseListMaker } from "./CaseListMaker.tsx";
import { CaseListResults } from "./CaseListResults.tsx";
import { CaseViewsMenu } from "./CaseViewsMenu.tsx";
import { availableColumns, moveColumn, shownColumns, toggleColumn } from "./case-columns.ts";
import { caseFiltersInput } from "./case-filters.ts";
import type { CaseListRow } from "./case-list.graphql.ts";
import { nextCaseSort } from "./case-sort.ts";
import { CASE_VIEWS_QUERY, savedCaseViews } from "./case-views.graphql.ts";
import { rememberDefaultCaseView } from "./default-case-view.ts";
import { type CaseListMode, useCaseListState, viewChoices } from "./use-case-list-state.ts";

// recharts is large: the charts load when first shown.
const CaseCharts = lazy(async () => ({ default: (await import("./CaseCharts.tsx")).CaseCharts }));

const pageTitle = "Cases";

const modeOptions: { value: CaseListMode; label: string }[] = [
  { value: "list", label: "List" },
  { value: "board", label: "Board" },
  { value: "charts", label: "Charts" },
];

/**
 * /cases (spec 2 §2 "Case list"): the cases of the organisation as a configurable table, a board
 * by status or charts, with filters, sort and columns kept for the person, and saved views.
 */
export function CaseListPage() {
  usePageTitle(pageTitle);
  const session = useSession();
  const state = useCaseListState();
  const { flags, filters, sort, columns, viewId } = state;
  const input = useMemo(
    () => caseFiltersInput(filters, { nTier: flags.nTier === true }),
    [filters, flags.nTier],
  );
  const { data: viewsData } = useQuery(CASE_VIEWS_QUERY, { fetchPolicy: "cache-and-network" });
  const allViews = viewsData?.caseViews;
  const views = useMemo(() => (allViews ? savedCaseViews(allViews) : undefined), [allViews]);
  const current = (viewId && views?.find((view) => view.id === viewId)) || null;

  // The navigation's Cases link opens the default view: keep it up to date for the link.
  useEffect(() => {
    if (views)
      rememberDefaultCaseView(session.key, views.find((view) => view.isDefault)?.id ?? null);
  }, [views, session.key]);

  // Opening /cases?view={id} applies that view once (later changes are the person's own).
  const applied = useRef<string | null>(null);
  const { applyChoices } = state;
  useEffect(() => {
    if (!viewId) {
      applied.current = null;
      return;
    }
    if (!allViews || applied.current === viewId) return;
    applied.current = viewId;
    // The built-in view (by its id) gives the defaults, like choosing Default View.
    const view = allViews?.find((candidate) => candidate.id === viewId);
    if (view) applyChoices(viewChoices(view));
  }, [viewId, allViews, applyChoices]);

  const open = (row: CaseListRow) => state.openMaker(row.id);

  const selectView = (id: string | null) => {
    if (id === null) {
      state.applyDefaults();
      applied.current = null;
    }
    state.selectView(id);
  };

  const configurable = availableColumns(columns, flags);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{pageTitle}</Title>
        <Group gap="sm" align="flex-end">
          <CaseViewsMenu
            views={views ?? []}
            current={current}
            choices={{ params: { filters, sort }, columns }}
            onSelect={selectView}
            onDefaultChanged={(id) => rememberDefaultCaseView(session.key, id)}
          />
          <SegmentedControl
            aria-label="Show cases as"
            data={modeOptions}
            value={state.mode}
            onChange={(value) => state.setMode(value as CaseListMode)}
          />
          {sessionCan(session, "cases.create") ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => state.openMaker(newCaseParamValue)}
            >
              New case
            </Button>
          ) : null}
          {state.mode === "list" ? (
            <CaseColumnSettings
              columns={configurable}
              onToggle={(key) => state.setColumns(toggleColumn(columns, key))}
              onMove={(key, step) => state.setColumns(moveColumn(columns, key, step, flags))}
              onReset={() => state.setColumns(defaultCaseColumns())}
            />
          ) : null}
        </Group>
      </Group>
      <CaseFilterBar
        filters={filters}
        onChange={state.setFilters}
        withTiers={flags.nTier === true}
      />
      {state.mode === "list" ? (
        <CaseListResults
          filters={input}
          sort={sort}
          columns={shownColumns(columns, flags)}
          onSort={(key) => state.setSort(nextCaseSort(sort, key))}
          onOpen={open}
        />
      ) : state.mode === "board" ? (
        <CaseBoard filters={input} sort={sort} onOpen={open} />
      ) : (
        <Suspense fallback={null}>
          <CaseCharts filters={input} />
        </Suspense>
      )}
      <CaseListMaker value={state.makerCase} onChange={state.openMaker} />
    </Stack>
  );
}
