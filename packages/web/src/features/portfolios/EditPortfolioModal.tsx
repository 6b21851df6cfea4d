import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { analyticsEvents } from "@tierwise/common/analytics-events";
import { portfolioFieldLimits } from "@tierwise/common/portfolios";
import { type FormEvent, useState } from "react";
import { analytics } from "../../app/analytics/analytics.ts";
import { AppModal } from "../../app/modals/AppModal.tsx";
import { useModal } from "../../app/modals/use-modal.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import type { FieldErrors } from "../../ui/forms/form-errors.ts";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { PORTFOLIOS_BY_IDS_QUERY, type Portfolio } from "./portfolio.graphql.ts";
import {
  type PortfolioFormField,
  portfolioFormErrors,
  portfolioFormFields,
  portfolioInput,
} from "./portfolio-form.ts";
import { CREATE_PORTFOLIO, UPDATE_PORTFOLIO } from "./portfolio-mutations.graphql.ts";
import { portfolioQueries } from "./portfolio-queries.ts";

/** What the edit_portfolio modal is opened for. */
export type EditPortfolioTarget =
  | { mode: "create"; parent: { id: string; name: string } | null }
  | {
      mode: "edit";
      /** Without a description (the tree has none) the form loads the portfolio first. */
      portfolio: { id: string; name: string; description?: string | null };
    };

type EditPortfolioModalProps = {
  /** After a create: the page offers the share prompt (spec 3 §3 `withSharePrompt`). */
  onCreated?: (portfolio: Portfolio) => void;
};

/** The edit_portfolio modal (spec 1 §9): create a portfolio or sub-portfolio, or rename one. */
export function EditPortfolioModal({ onCreated }: EditPortfolioModalProps) {
  const modal = useModal<EditPortfolioTarget>("edit_portfolio");
  const target = modal.props;
  let title = "Edit portfolio";
  if (target?.mode === "create") title = target.parent ? "New sub-portfolio" : "New portfolio";
  return (
    <AppModal name="edit_portfolio" title={title} centered>
      {target ? (
        <LoadedPortfolioForm target={target} onDone={modal.close} onCreated={onCreated} />
      ) : null}
    </AppModal>
  );
}

/** Loads what the form needs to edit a portfolio opened without its description. */
function LoadedPortfolioForm(props: {
  target: EditPortfolioTarget;
  onDone: () => void;
  onCreated?: (portfolio: Portfolio) => void;
}) {
  const { target } = props;
  const missing = target.mode === "edit" && target.portfolio.description === undefined;
  const id = target.mode === "edit" ? target.portfolio.id : null;
  const { data, error, refetch } = useQuery(PORTFOLIOS_BY_IDS_QUERY, {
    variables: { ids: id ? [id] : [] },
    skip: !missing,
    fetchPolicy: "network-only",
  });
  const key = target.mode === "edit" ? target.portfolio.id : (target.parent?.id ?? "top");
  if (!missing || target.mode !== "edit") return <PortfolioForm key={key} {...props} />;
  if (error && !data) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  const loaded = data?.portfoliosByIds[0];
  if (!data) return <Skeleton height={180} aria-busy="true" aria-label="Loading portfolio" />;
  if (!loaded) return <Text>This portfolio is no longer available.</Text>;
  return <PortfolioForm key={key} {...props} target={{ mode: "edit", portfolio: loaded }} />;
}

function PortfolioForm({
  target,
  onDone,
  onCreated,
}: {
  target: EditPortfolioTarget;
  onDone: () => void;
  onCreated?: (portfolio: Portfolio) => void;
}) {
  const existing = target.mode === "edit" ? target.portfolio : null;
  const [values, setValues] = useState({
    name: existing?.name ?? "",
    description: existing?.description ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors<PortfolioFormField>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [create] = useMutation(CREATE_PORTFOLIO, { refetchQueries: portfolioQueries });
  const [update] = useMutation(UPDATE_PORTFOLIO, { refetchQueries: portfolioQueries });

  const change = (field: PortfolioFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = portfolioFormErrors(values);
    setErrors(invalid);
    setFormErrors([]);
    if (Object.keys(invalid).length > 0) return;
    const input = portfolioInput(values);
    setBusy(true);
    const { result, errors: failed } = await submitMutation(
      async () =>
        target.mode === "edit"
          ? (await update({ variables: { id: target.portfolio.id, input } })).data?.updatePortfolio
          : (await create({ variables: { input, parentId: target.parent?.id ?? null } })).data
              ?.createPortfolio,
      {
        fields: portfolioFormFields,
        success: "PortfolioChangeSuccess",
        // A sibling of the same name is the name's problem; limits are the form's.
        errorFields: { AlreadyExistsError: "name" },
      },
    );
    setBusy(false);
    if (result) {
      showSnackbar({
        type: "success",
        message:
          target.mode === "edit"
            ? `Portfolio "${result.portfolio.name}" saved.`
            : `Portfolio "${result.portfolio.name}" created.`,
      });
      onDone();
      if (target.mode === "create") {
        analytics.track(analyticsEvents.portfolioCreated, { portfolioId: result.portfolio.id });
        onCreated?.(result.portfolio);
      }
      return;
    }
    setErrors(failed.fields);
    setFormErrors(failed.form);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        {target.mode === "create" && target.parent ? (
          <Text size="sm" c="dimmed">
            Inside {target.parent.name}
          </Text>
        ) : null}
        <TextInput
          label="Name"
          name="name"
          required
          data-autofocus
          value={values.name}
          onChange={(event) => change("name", event.currentTarget.value)}
          error={errors.name}
          description={`At most ${portfolioFieldLimits.name} characters.`}
        />
        <Textarea
          label="Description"
          name="description"
          autosize
          minRows={2}
          maxRows={8}
          value={values.description}
          onChange={(event) => change("description", event.currentTarget.value)}
          error={errors.description}
        />
        <FormAlert messages={formErrors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {target.mode === "edit" ? "Save" : "Create portfolio"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
