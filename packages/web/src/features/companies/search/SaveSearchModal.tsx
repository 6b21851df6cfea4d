import { useMutation } from "@apollo/client/react";
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import type { CompanySearchParams } from "@tierwise/common/company-search";
import { savedItemLimits } from "@tierwise/common/inputs/saved-items";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { AppModal } from "../../../app/modals/AppModal.tsx";
import { useModal } from "../../../app/modals/use-modal.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import {
  fieldErrorsToForm,
  type SavedSearchFormErrors,
  validateSavedSearchForm,
} from "./saved-search-form.ts";
import {
  CREATE_SAVED_SEARCH,
  SAVED_SEARCHES_QUERY,
  type SavedSearch,
} from "./saved-searches.graphql.ts";

type SaveSearchFormProps = {
  params: CompanySearchParams;
  onSaved: (savedSearch: SavedSearch) => void;
  onCancel: () => void;
};

function SaveSearchForm({ params, onSaved, onCancel }: SaveSearchFormProps) {
  const [createSavedSearch, { loading }] = useMutation(CREATE_SAVED_SEARCH, {
    refetchQueries: [SAVED_SEARCHES_QUERY],
  });
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<SavedSearchFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = { name, description };
    const found = validateSavedSearchForm(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await createSavedSearch({
        variables: {
          input: {
            name: name.trim(),
            description: description.trim() || null,
            searchParams: params,
          },
        },
      });
      const result = data?.createSavedSearch;
      if (result?.__typename === "SavedSearchSuccess") onSaved(result.savedSearch);
      else if (result?.__typename === "ValidationError") {
        const fieldErrors = fieldErrorsToForm(result.fieldErrors);
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) setFormError(result.message);
      } else setFormError(messages.somethingWentWrong);
    } catch {
      setFormError(messages.somethingWentWrong);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError ? <FormAlert messages={[formError]} /> : null}
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          maxLength={savedItemLimits.name + 20}
          data-autofocus
        />
        <Textarea
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          rows={3}
          maxLength={savedItemLimits.description + 20}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type SaveSearchModalProps = {
  params: CompanySearchParams;
  onSaved: (savedSearch: SavedSearch) => void;
};

/** "Save search": names the current parameters as a new saved search (modal save_advanced_search). */
export function SaveSearchModal({ params, onSaved }: SaveSearchModalProps) {
  const modal = useModal("save_advanced_search");
  return (
    <AppModal name="save_advanced_search" title="Save search">
      {modal.opened ? (
        <SaveSearchForm
          params={params}
          onCancel={modal.close}
          onSaved={(savedSearch) => {
            modal.close();
            onSaved(savedSearch);
          }}
        />
      ) : null}
    </AppModal>
  );
}
