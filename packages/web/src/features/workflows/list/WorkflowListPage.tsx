import { useQuery } from "@apollo/client/react";
import { Anchor, Group, Stack, Title } from "@mantine/core";
import { useEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { templatesPath } from "../workflow-paths.ts";
import { useWorkflowListState } from "./use-workflow-list-state.ts";
import { WorkflowFilterBar } from "./WorkflowFilterBar.tsx";
import { WorkflowListResults } from "./WorkflowListResults.tsx";
import { WorkflowViewsMenu } from "./WorkflowViewsMenu.tsx";
import {
  defaultSort,
  nextWorkflowSort,
  viewParams,
  workflowFiltersInput,
  workflowListColumns,
} from "./workflow-filters.ts";
import { WORKFLOW_VIEWS_QUERY } from "./workflow-views.graphql.ts";

const pageTitle = "Workflows";

/**
 * /workflows (issue 31): the organisation's supplier workflows, running and finished, with
 * filters, sort and saved views like the case list. Opening the list without a view applies the
 * person's default view, if they chose one.
 */
export function WorkflowListPage() {
  usePageTitle(pageTitle);
  const session = useSession();
  const state = useWorkflowListState();
  const { filters, sort, viewId, viewParam, selectView, applyChoices } = state;
  const input = useMemo(() => workflowFiltersInput(filters), [filters]);
  const { data: viewsData } = useQuery(WORKFLOW_VIEWS_QUERY, { fetchPolicy: "cache-and-network" });
  const views = viewsData?.workflowViews;
  const current = (viewId && views?.find((view) => view.id === viewId)) || null;

  // No view in the address: the default view, when there is one, replaces the entry.
  useEffect(() => {
    if (viewParam !== null || !views) return;
    const preferred = views.find((view) => view.isDefault);
    if (preferred) selectView(preferred.id, { replace: true });
  }, [viewParam, views, selectView]);

  // A view named in the address is applied once; later changes are the person's own.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!viewId || !views || applied.current === viewId) return;
    const view = views.find((candidate) => candidate.id === viewId);
    if (!view) return;
    applied.current = viewId;
    applyChoices(viewParams(view.params));
  }, [viewId, views, applyChoices]);

  const select = (id: string | null) => {
    if (id === null) {
      applied.current = null;
      applyChoices({ filters: {}, sort: defaultSort });
    }
    selectView(id);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{pageTitle}</Title>
        <Group gap="sm" align="flex-end">
          {sessionCan(session, "workflows.manageTemplates") ? (
            <Anchor component={Link} to={templatesPath} size="sm" mb={8}>
              Templates
            </Anchor>
          ) : null}
          <WorkflowViewsMenu
            views={views ?? []}
            current={current}
            choices={{ params: { filters, sort }, columns: [...workflowListColumns] }}
            onSelect={select}
          />
        </Group>
      </Group>
      <WorkflowFilterBar filters={filters} onChange={state.setFilters} />
      <WorkflowListResults
        filters={input}
        sort={sort}
        onSort={(key) => state.setSort(nextWorkflowSort(sort, key))}
      />
    </Stack>
  );
}
