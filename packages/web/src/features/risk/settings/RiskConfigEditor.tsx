import { useMutation } from "@apollo/client/react";
import { Alert, Badge, Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { riskMessages, weightsSumToOne } from "@tierwise/common/risk";
import { useEffect, useState } from "react";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { CategoriesTable } from "./CategoriesTable.tsx";
import { CategoryEditor } from "./CategoryEditor.tsx";
import { RevisionList } from "./RevisionList.tsx";
import {
  COMMIT_RISK_CONFIG,
  DISCARD_RISK_CONFIG_DRAFT,
  type RiskConfig,
  type RiskConfigResult,
  ROLLBACK_RISK_CONFIG,
  UPDATE_RISK_CONFIG,
} from "./risk-config.graphql.ts";
import {
  type DraftCategory,
  differs,
  displayedWeights,
  draftInput,
  draftOf,
} from "./risk-draft.ts";
import { WhatIfPreview } from "./WhatIfPreview.tsx";

type Props = { config: RiskConfig; categoryId: string | null; metricId: string | null };

/** Committing, rolling back and discarding change the scores the hub shows: read them again. */
const rescored = {
  refetchQueries: [
    "RiskConfigs",
    "RiskConfigOptions",
    "RiskHubCompanies",
    "RiskHubPortfolios",
    "RiskCount",
  ],
};

/**
 * One configuration: its categories and weights (a working copy until saved as the draft), the
 * draft's commit or discard, a what-if preview and the revisions to roll back to (spec 3 §4, §5).
 * The default configuration is read-only; so is every one without riskConfigs.modify.
 */
export function RiskConfigEditor({ config, categoryId, metricId }: Props) {
  const session = useSession();
  const editable =
    config.canModify &&
    sessionCan(session, "riskConfigs.modify", {
      organizationId: config.isDefault ? null : (session.organization?.id ?? null),
    });
  const [draft, setDraft] = useState<DraftCategory[]>(() => draftOf(config));
  const [failure, setFailure] = useState<string | null>(null);
  // What the server holds replaces the working copy whenever it changes (save, commit, roll back).
  useEffect(() => setDraft(draftOf(config)), [config]);

  const [update, updating] = useMutation(UPDATE_RISK_CONFIG, { refetchQueries: ["RiskConfigs"] });
  const [commit, committing] = useMutation(COMMIT_RISK_CONFIG, rescored);
  const [discard, discarding] = useMutation(DISCARD_RISK_CONFIG_DRAFT, rescored);
  const [rollback, rollingBack] = useMutation(ROLLBACK_RISK_CONFIG, rescored);

  const unsaved = differs(draft, config);
  const input = draftInput(config.id, draft);

  /** Runs a mutation; a typed error's own message (InvalidRiskConfigError's included) is shown. */
  const run = async (action: () => Promise<RiskConfigResult | undefined>, success: string) => {
    setFailure(null);
    try {
      const result = await action();
      if (result?.__typename === "RiskConfigSuccess")
        showSnackbar({ type: "success", message: success });
      else setFailure(result?.message ?? messages.somethingWentWrong);
    } catch {
      setFailure(messages.somethingWentWrong);
    }
  };
  const saveDraft = () =>
    run(
      async () => (await update({ variables: { input } })).data?.updateRiskConfig,
      "Draft saved.",
    );
  const commitDraft = () =>
    run(
      async () => (await commit({ variables: { id: config.id } })).data?.commitRiskConfig,
      "Committed: the scores are being recomputed.",
    );
  const discardDraft = () => {
    if (unsaved && !config.inProgress) return setDraft(draftOf(config));
    return run(
      async () => (await discard({ variables: { id: config.id } })).data?.discardRiskConfigDraft,
      "Draft discarded.",
    );
  };
  const rollbackTo = (revision: number) =>
    run(
      async () =>
        (await rollback({ variables: { id: config.id, revision } })).data?.rollbackRiskConfig,
      `Rolled back to revision ${revision}.`,
    );

  const categoryIndex = categoryId ? draft.findIndex((category) => category.id === categoryId) : -1;
  const category = draft[categoryIndex];
  const weightsAddUp = draft.length === 0 || weightsSumToOne(displayedWeights(draft));

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={2} size="h3">
          {config.name}
        </Title>
        <Badge variant="light" tt="none" color={config.inProgress ? "orange" : "gray"}>
          {config.inProgress ? "Draft not committed" : `Revision ${config.revision}`}
        </Badge>
      </Group>
      {config.isDefault ? <Text size="sm">{riskMessages.defaultUnmodifiable}</Text> : null}
      {!config.isDefault && !editable ? (
        <Text size="sm">
          You can read this configuration; changing it needs the right to edit risk configurations.
        </Text>
      ) : null}
      {failure ? (
        <Alert
          color="red"
          title="Not saved"
          role="alert"
          withCloseButton
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      ) : null}
      {categoryId && !category ? (
        <Text>This category is not in the configuration.</Text>
      ) : category ? (
        <CategoryEditor
          configId={config.id}
          category={category}
          normalisedWeight={displayedWeights(draft)[categoryIndex] ?? 0}
          metricId={metricId}
          editable={editable}
          onChange={(changed) =>
            setDraft(draft.map((one, at) => (at === categoryIndex ? changed : one)))
          }
        />
      ) : (
        <CategoriesTable
          configId={config.id}
          categories={draft}
          editable={editable}
          onChange={setDraft}
        />
      )}
      {editable ? (
        <Group gap="xs">
          <Button
            variant="default"
            onClick={saveDraft}
            disabled={!unsaved || !weightsAddUp}
            loading={updating.loading}
          >
            Save draft
          </Button>
          <Button
            onClick={commitDraft}
            disabled={unsaved || !config.inProgress}
            loading={committing.loading}
          >
            Commit
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={discardDraft}
            disabled={!unsaved && !config.inProgress}
            loading={discarding.loading}
          >
            Discard changes
          </Button>
          {!weightsAddUp ? (
            <Text size="sm" c="red">
              {riskMessages.invalidRiskConfig}
            </Text>
          ) : unsaved ? (
            <Text size="sm">Save the draft before committing.</Text>
          ) : null}
        </Group>
      ) : null}
      {editable ? (
        <>
          <Divider />
          <WhatIfPreview input={input} />
        </>
      ) : null}
      <Divider />
      <RevisionList
        config={config}
        editable={editable}
        busy={rollingBack.loading}
        onRollback={rollbackTo}
      />
    </Stack>
  );
}
