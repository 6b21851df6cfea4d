import { useMutation } from "@apollo/client/react";
import { caseLimits, caseMessages } from "@tierwise/common/cases";
import { caseViewInputSchema } from "@tierwise/common/inputs/cases";
import { messages } from "@tierwise/common/messages";
import { SavedViewsMenu } from "../../../ui/saved-views/SavedViewsMenu.tsx";
import { type SavedViewErrors, savedViewOutcome } from "../../../ui/saved-views/saved-view.ts";
import {
  CASE_VIEWS_QUERY,
  type CaseView,
  type CaseViewInput,
  CREATE_CASE_VIEW,
  DELETE_CASE_VIEW,
  SET_DEFAULT_CASE_VIEW,
  UPDATE_CASE_VIEW,
} from "./case-views.graphql.ts";

type CaseViewsMenuProps = {
  views: readonly CaseView[];
  /** The open saved view, or null for the built-in Default View. */
  current: CaseView | null;
  /** The current filters, sort and columns, as a view stores them. */
  choices: Pick<CaseViewInput, "params" | "columns">;
  onSelect: (id: string | null) => void;
  /** A new default was chosen (null: the built-in Default View). */
  onDefaultChanged: (id: string | null) => void;
};

const storedChoices = (view: CaseView): Pick<CaseViewInput, "params" | "columns"> => ({
  params: view.params as CaseViewInput["params"],
  columns: view.columns,
});

/**
 * The case list's views (spec 2 §2 "Case list"), on the shared saved-views menu: the names
 * and rules are the case spec's, checked with the same schema as the server.
 */
export function CaseViewsMenu({
  views,
  current,
  choices,
  onSelect,
  onDefaultChanged,
}: CaseViewsMenuProps) {
  const options = { refetchQueries: [CASE_VIEWS_QUERY] };
  const [createView] = useMutation(CREATE_CASE_VIEW, options);
  const [updateView] = useMutation(UPDATE_CASE_VIEW, options);
  const [deleteView] = useMutation(DELETE_CASE_VIEW, options);
  const [setDefault] = useMutation(SET_DEFAULT_CASE_VIEW, options);

  return (
    <SavedViewsMenu
      views={views}
      current={current}
      builtInName={caseMessages.defaultViewName}
      itemsNoun="cases"
      onSelect={onSelect}
      actions={{
        saveCurrent: async (view) => {
          const input = { name: view.name, description: view.description, ...choices };
          const { data } = await updateView({ variables: { id: view.id, input } });
          return data?.updateCaseView.__typename === "CaseViewSuccess";
        },
        makeDefault: async (view) => {
          const id = view?.id ?? null;
          const { data } = await setDefault({ variables: { id } });
          const done = data?.setDefaultCaseView.__typename === "CaseViewSuccess";
          if (done) onDefaultChanged(id);
          return done;
        },
        remove: async (view) => {
          const { data } = await deleteView({ variables: { id: view.id } });
          const done = data?.deleteCaseView.__typename === "DeleteCaseViewSuccess";
          if (done && view.isDefault) onDefaultChanged(null);
          return done;
        },
      }}
      form={{
        nameMax: caseLimits.viewNameMax,
        descriptionMax: caseLimits.viewDescriptionMax,
        check: (values) => {
          const checked = caseViewInputSchema.safeParse({ ...values, ...choices });
          if (checked.success)
            return { values: { name: checked.data.name, description: checked.data.description } };
          const errors: SavedViewErrors = {};
          for (const issue of checked.error.issues) {
            const field = issue.path[0];
            if (field === "name" || field === "description") errors[field] ??= issue.message;
            else errors.form ??= messages.somethingWentWrong;
          }
          return { errors };
        },
        save: async (values, editing) => {
          const result = editing
            ? (
                await updateView({
                  variables: { id: editing.id, input: { ...storedChoices(editing), ...values } },
                })
              ).data?.updateCaseView
            : (await createView({ variables: { input: { ...choices, ...values } } })).data
                ?.createCaseView;
          return savedViewOutcome<CaseView>(result, caseMessages.viewNameTaken);
        },
      }}
    />
  );
}
