import { useQuery } from "@apollo/client/react";
import { MultiSelect, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { type WorkflowStepKind, workflowStepKinds } from "@tierwise/common/workflows/definition";
import {
  type WorkflowStatus,
  workflowStatuses,
  workflowStatusLabels,
} from "@tierwise/common/workflows/messages";
import { ClearFiltersButton, FilterSearchInput } from "../../../ui/FilterControls.tsx";
import { CompanyFilterSelect } from "../../portfolios/CompanyFilterSelect.tsx";
import { stepKindLabels } from "../workflow-labels.ts";
import { WORKFLOW_TEMPLATES_QUERY } from "../workflow-templates.graphql.ts";
import { activeWorkflowFilterCount, type WorkflowFilters } from "./workflow-filters.ts";

type WorkflowFilterBarProps = {
  filters: WorkflowFilters;
  onChange: (filters: WorkflowFilters) => void;
};

const listOrUndefined = <T,>(values: T[]) => (values.length > 0 ? values : undefined);

const overdueOptions = [
  { value: "any", label: "Any" },
  { value: "yes", label: "Overdue only" },
  { value: "no", label: "Not overdue" },
];

/**
 * The workflow list's filters: a search (company or workflow name), status, the current step's
 * kind, template, company, the due-date range and overdue.
 */
export function WorkflowFilterBar({ filters, onChange }: WorkflowFilterBarProps) {
  const set = (change: Partial<WorkflowFilters>) => onChange({ ...filters, ...change });
  // Archived templates too: their workflows still run and can be filtered by them.
  const { data } = useQuery(WORKFLOW_TEMPLATES_QUERY, { variables: { includeArchived: true } });
  const templateOptions = (data?.workflowTemplates ?? []).map((template) => ({
    value: template.id,
    label: template.name,
  }));
  for (const id of filters.templateIds ?? [])
    if (!templateOptions.some((option) => option.value === id))
      templateOptions.push({ value: id, label: id });
  const overdue = filters.overdue === true ? "yes" : filters.overdue === false ? "no" : "any";
  return (
    <Paper withBorder p="sm" component="section" aria-label="Workflow filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <FilterSearchInput
          value={filters.search ?? ""}
          placeholder="Company or workflow name"
          onChange={(search) => set({ search: search || null })}
        />
        <MultiSelect
          label="Status"
          data={workflowStatuses.map((status) => ({
            value: status,
            label: workflowStatusLabels[status],
          }))}
          value={filters.status ?? []}
          onChange={(value) => set({ status: listOrUndefined(value as WorkflowStatus[]) })}
          clearable
        />
        <MultiSelect
          label="Current step"
          data={workflowStepKinds.map((kind) => ({ value: kind, label: stepKindLabels[kind] }))}
          value={filters.stepKind ?? []}
          onChange={(value) => set({ stepKind: listOrUndefined(value as WorkflowStepKind[]) })}
          clearable
        />
        <MultiSelect
          label="Template"
          data={templateOptions}
          value={filters.templateIds ?? []}
          onChange={(value) => set({ templateIds: listOrUndefined(value) })}
          searchable
          clearable
        />
        <CompanyFilterSelect
          value={filters.companyIds ?? []}
          onChange={(companyIds) => set({ companyIds: listOrUndefined(companyIds) })}
        />
        <TextInput
          type="date"
          label="Due from"
          value={filters.dueFrom ?? ""}
          max={filters.dueTo ?? undefined}
          onChange={(event) => set({ dueFrom: event.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label="Due to"
          value={filters.dueTo ?? ""}
          min={filters.dueFrom ?? undefined}
          onChange={(event) => set({ dueTo: event.currentTarget.value || null })}
        />
        <Select
          label="Overdue"
          data={overdueOptions}
          value={overdue}
          allowDeselect={false}
          onChange={(value) =>
            set({ overdue: value === "yes" ? true : value === "no" ? false : null })
          }
        />
      </SimpleGrid>
      <ClearFiltersButton count={activeWorkflowFilterCount(filters)} onClear={() => onChange({})} />
    </Paper>
  );
}
