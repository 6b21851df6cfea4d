import { useMutation } from "@apollo/client/react";
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { dataPackages } from "@tierwise/common/company-profile";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { useObjectForm } from "../../ui/forms/use-object-form.ts";
import {
  type SubscriptionSetFormValues,
  subscriptionSetFormErrors,
  subscriptionSetFormFields,
  subscriptionSetFormValues,
  subscriptionSetInput,
} from "./subscription-set-form.ts";
import { dataPackageLabels } from "./subscription-set-labels.ts";
import {
  CREATE_SUBSCRIPTION_SET,
  type SubscriptionSet,
  UPDATE_SUBSCRIPTION_SET,
} from "./subscription-sets.graphql.ts";

const packageOptions = dataPackages.map((value) => ({ value, label: dataPackageLabels[value] }));

type SubscriptionSetFormModalProps = {
  organizationId: string;
  /** null: a new set; undefined: closed. */
  set: SubscriptionSet | null | undefined;
  onClose: () => void;
};

/** Create or edit one subscription set of an organisation (provider managers, issue 16). */
export function SubscriptionSetFormModal({
  organizationId,
  set,
  onClose,
}: SubscriptionSetFormModalProps) {
  return (
    <Modal
      opened={set !== undefined}
      onClose={onClose}
      title={set ? `Edit ${set.name}` : "New subscription set"}
      centered
    >
      {set !== undefined ? (
        <SubscriptionSetForm
          key={set?.id ?? "new"}
          organizationId={organizationId}
          set={set}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function SubscriptionSetForm({
  organizationId,
  set,
  onDone,
}: {
  organizationId: string;
  set: SubscriptionSet | null;
  onDone: () => void;
}) {
  const form = useObjectForm<SubscriptionSetFormValues>(() => subscriptionSetFormValues(set));
  const [create] = useMutation(CREATE_SUBSCRIPTION_SET, { refetchQueries: ["SubscriptionSets"] });
  const [update] = useMutation(UPDATE_SUBSCRIPTION_SET, { refetchQueries: ["SubscriptionSets"] });
  const { values, errors, change } = form;

  const onSubmit = form.submitWith(subscriptionSetFormErrors, async (current) => {
    const input = subscriptionSetInput(organizationId, current);
    const { result, errors: failed } = await submitMutation(
      async () =>
        set
          ? (await update({ variables: { id: set.id, input } })).data?.updateSubscriptionSet
          : (await create({ variables: { input } })).data?.createSubscriptionSet,
      {
        fields: subscriptionSetFormFields,
        success: "SubscriptionSetSuccess",
      },
    );
    if (!result) return failed;
    showSnackbar({
      type: "success",
      message: `Subscription set "${result.subscriptionSet.name}" saved.`,
    });
    onDone();
    return { fields: {}, form: [] };
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          data-autofocus
          value={values.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value }, "name")}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.currentTarget.value }, "description")}
        />
        <TextInput
          label="Company limit"
          description="Empty for no limit"
          inputMode="numeric"
          value={values.companyLimit}
          error={errors.companyLimit}
          onChange={(event) => change({ companyLimit: event.currentTarget.value }, "companyLimit")}
        />
        <MultiSelect
          label="Data packages"
          data={packageOptions}
          value={values.dataPackages}
          error={errors.dataPackages}
          onChange={(dataPackages) => change({ dataPackages }, "dataPackages")}
          clearable
        />
        <Switch
          label="Covers every company"
          checked={values.allCompanies}
          onChange={(event) => change({ allCompanies: event.currentTarget.checked })}
        />
        <Switch
          label="Companies can be added"
          checked={values.addCompanyAllowed}
          onChange={(event) => change({ addCompanyAllowed: event.currentTarget.checked })}
        />
        <FormAlert messages={form.formErrors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" loading={form.busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
