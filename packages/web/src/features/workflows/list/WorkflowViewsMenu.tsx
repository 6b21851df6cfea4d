import { useMutation } from "@apollo/client/react";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { SavedViewsMenu } from "../../../ui/saved-views/SavedViewsMenu.tsx";
import { savedViewOutcome } from "../../../ui/saved-views/saved-view.ts";
import {
  CREATE_WORKFLOW_VIEW,
  DELETE_WORKFLOW_VIEW,
  UPDATE_WORKFLOW_VIEW,
  WORKFLOW_VIEWS_QUERY,
  type WorkflowView,
  type WorkflowViewInput,
} from "./workflow-views.graphql.ts";

type WorkflowViewsMenuProps = {
  views: readonly WorkflowView[];
  /** The open saved view, or null for the built-in "All workflows". */
  current: WorkflowView | null;
  /** The current filters, sort and columns, as a view stores them. */
  choices: Pick<WorkflowViewInput, "params" | "columns">;
  onSelect: (id: string | null) => void;
};

export const builtInViewName = "All workflows";
const nameMax = 100;
const descriptionMax = 500;

const inputOf = (view: WorkflowView, change: Partial<WorkflowViewInput>): WorkflowViewInput => ({
  name: view.name,
  description: view.description,
  params: view.params as WorkflowViewInput["params"],
  columns: view.columns,
  isDefault: view.isDefault,
  ...change,
});

/** The workflow list's views, as on the case list (the shared saved-views menu). */
export function WorkflowViewsMenu({ views, current, choices, onSelect }: WorkflowViewsMenuProps) {
  const options = { refetchQueries: [WORKFLOW_VIEWS_QUERY] };
  const [createView] = useMutation(CREATE_WORKFLOW_VIEW, options);
  const [updateView] = useMutation(UPDATE_WORKFLOW_VIEW, options);
  const [deleteView] = useMutation(DELETE_WORKFLOW_VIEW, options);
  const defaultView = views.find((view) => view.isDefault) ?? null;

  const update = async (view: WorkflowView, change: Partial<WorkflowViewInput>) => {
    const { data } = await updateView({
      variables: { id: view.id, input: inputOf(view, change) },
    });
    return data?.updateWorkflowView.__typename === "WorkflowViewSuccess";
  };

  /** The built-in view becomes the default by the saved default giving it up. */
  const makeDefault = async (view: WorkflowView | null) => {
    const done = view
      ? await update(view, { isDefault: true })
      : defaultView
        ? await update(defaultView, { isDefault: false })
        : true;
    if (done) {
      const name = view ? view.name : builtInViewName;
      showSnackbar({ type: "success", message: `"${name}" opens first now.` });
    }
    return done;
  };

  return (
    <SavedViewsMenu
      views={views}
      current={current}
      builtInName={builtInViewName}
      itemsNoun="workflows"
      onSelect={onSelect}
      actions={{
        saveCurrent: (view) => update(view, choices),
        makeDefault,
        remove: async (view) => {
          const { data } = await deleteView({ variables: { id: view.id } });
          return data?.deleteWorkflowView.__typename === "DeleteSuccess";
        },
      }}
      form={{
        nameMax,
        descriptionMax,
        check: ({ name, description }) => {
          const trimmed = name.trim();
          const errors: { name?: string; description?: string } = {};
          if (!trimmed) errors.name = "Enter a name.";
          else if (trimmed.length > nameMax)
            errors.name = `Keep the name under ${nameMax} characters.`;
          if (description.length > descriptionMax)
            errors.description = `Keep the description under ${descriptionMax} characters.`;
          if (errors.name || errors.description) return { errors };
          return { values: { name: trimmed, description: description.trim() || null } };
        },
        save: async (values, editing) => {
          const result = editing
            ? (await updateView({ variables: { id: editing.id, input: inputOf(editing, values) } }))
                .data?.updateWorkflowView
            : (await createView({ variables: { input: { ...choices, ...values } } })).data
                ?.createWorkflowView;
          return savedViewOutcome<WorkflowView>(result, workflowMessages.viewNameExists);
        },
      }}
    />
  );
}
