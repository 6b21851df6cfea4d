import { Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import {
  type CasePriority,
  type CaseStatus,
  casePriorities,
  casePriorityLabels,
  caseStatuses,
  caseStatusLabels,
  resolvingStatuses,
} from "@tierwise/common/cases";
import { useState } from "react";
import { useModal } from "../../../app/modals/use-modal.ts";
import type { SupplierCase } from "../case.graphql.ts";
import { AssigneeSelect } from "./AssigneeSelect.tsx";
import { CaseTagsSelect } from "./CaseTagsSelect.tsx";
import { formatCaseDate } from "./case-dates.ts";
import { assigneeInput, assigneeOf } from "./case-people.ts";
import type { ResolveCaseProps } from "./ResolveCaseDialog.tsx";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";

type CaseQuickFieldsProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

/**
 * A value shown at once while its save is on the way; the saved case takes over when it
 * answers (and the old value returns when the save fails).
 */
function usePending<T>() {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  return {
    shown: (saved: T): T => (pending ? pending.value : saved),
    run: async (value: T, send: () => Promise<unknown>) => {
      setPending({ value });
      try {
        await send();
      } finally {
        setPending(null);
      }
    },
  };
}

/**
 * The fields of an existing case that save as soon as they change (spec 2 §2): status,
 * priority, assignee, due date and tags. Complete and Retired go through the resolve dialog.
 */
export function CaseQuickFields({ supplierCase, save }: CaseQuickFieldsProps) {
  const resolveModal = useModal<ResolveCaseProps>("resolve_case");
  const status = usePending<CaseStatus>();
  const priority = usePending<CasePriority>();
  const dueDate = usePending<string>();
  const tags = usePending<string[]>();
  const assignee = usePending<ReturnType<typeof assigneeOf>>();
  const disabled = !supplierCase.canEdit;
  const savedDue = supplierCase.dueDate ?? "";

  const changeStatus = (next: CaseStatus) => {
    if (next === supplierCase.status) return;
    if (resolvingStatuses.includes(next)) {
      resolveModal.open({ caseId: supplierCase.id, status: next });
      return;
    }
    void status.run(next, () => save({ status: next }, { field: "Status" }));
  };

  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <NativeSelect
          label="Status"
          value={status.shown(supplierCase.status)}
          disabled={disabled}
          onChange={(event) => changeStatus(event.currentTarget.value as CaseStatus)}
          data={caseStatuses.map((value) => ({ value, label: caseStatusLabels[value] }))}
        />
        <NativeSelect
          label="Priority"
          value={priority.shown(supplierCase.priority)}
          disabled={disabled}
          onChange={(event) => {
            const next = event.currentTarget.value as CasePriority;
            void priority.run(next, () => save({ priority: next }, { field: "Priority" }));
          }}
          data={casePriorities.map((value) => ({ value, label: casePriorityLabels[value] }))}
        />
      </Group>
      <AssigneeSelect
        label="Assignee"
        value={assignee.shown(assigneeOf(supplierCase.assignee, supplierCase.assignedTeam))}
        disabled={disabled}
        onChange={(next) =>
          void assignee.run(next, () => save(assigneeInput(next), { field: "Assignee" }))
        }
      />
      <TextInput
        type="date"
        label="Due date"
        description={formatCaseDate(dueDate.shown(savedDue) || null)}
        value={dueDate.shown(savedDue)}
        disabled={disabled}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next === savedDue) return;
          void dueDate.run(next, () => save({ dueDate: next || null }, { field: "Due date" }));
        }}
      />
      <CaseTagsSelect
        value={tags.shown(supplierCase.tags.map((tag) => tag.id))}
        known={supplierCase.tags}
        disabled={disabled}
        onChange={(next) =>
          void tags.run(next, () => save({ tags: next }, { field: "Tags", plural: true }))
        }
      />
    </Stack>
  );
}
