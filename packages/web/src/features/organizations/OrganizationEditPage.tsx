import { useMutation, useQuery } from "@apollo/client/react";
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import type { ReactNode } from "react";
import { useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { OrganizationForm, type SubmitOutcome } from "./OrganizationForm.tsx";
import {
  emptyOrganizationFormValues,
  type OrganizationFormValues,
  organizationFormValues,
  organizationInput,
} from "./organization-form.ts";
import { organizationErrorPaths, serverErrors } from "./organization-form-rules.ts";
import {
  CREATE_ORGANIZATION,
  DEACTIVATE_ORGANIZATION,
  type ManagedOrganization,
  ORGANIZATION_QUERY,
  REACTIVATE_ORGANIZATION,
  UPDATE_ORGANIZATION,
} from "./organizations.graphql.ts";

const failed: SubmitOutcome = { ok: false, fields: {}, form: [messages.somethingWentWrong] };

function BackLink() {
  return (
    <Anchor component={Link} to="/organizations" size="sm">
      ← Organisations
    </Anchor>
  );
}

/** /organizations/new */
export function NewOrganizationPage() {
  usePageTitle("New organisation");
  const navigate = useNavigate();
  const [createOrganization] = useMutation(CREATE_ORGANIZATION);
  const initialValues = useMemo(() => emptyOrganizationFormValues(), []);

  async function submit(values: OrganizationFormValues): Promise<SubmitOutcome> {
    try {
      const { data } = await createOrganization({
        variables: { input: organizationInput(values) },
      });
      const result = data?.createOrganization;
      if (result?.__typename === "OrganizationChangeSuccess") {
        showSnackbar({
          type: "success",
          message: `Organisation ${result.organization.name} created.`,
          // Shown on the new organisation's page, past the route change that would close it.
          archiveOnRouteChange: false,
        });
        await navigate(`/organizations/${result.organization.id}`);
        return { ok: true };
      }
      if (result?.__typename === "ValidationError") {
        return { ok: false, ...serverErrors(result.fieldErrors, organizationErrorPaths(values)) };
      }
    } catch {
      // Shown below.
    }
    return failed;
  }

  return (
    <Stack gap="lg" maw={960}>
      <BackLink />
      <Title order={1}>New organisation</Title>
      <OrganizationForm
        initialValues={initialValues}
        submitLabel="Create organisation"
        onSubmit={submit}
      />
    </Stack>
  );
}

function ActiveToggle({ organization }: { organization: ManagedOrganization }) {
  const [confirming, setConfirming] = useState(false);
  const [deactivate] = useMutation(DEACTIVATE_ORGANIZATION);
  const [reactivate] = useMutation(REACTIVATE_ORGANIZATION);
  const deactivating = organization.active;

  async function run() {
    try {
      const variables = { id: organization.id };
      const result = deactivating
        ? (await deactivate({ variables })).data?.deactivateOrganization
        : (await reactivate({ variables })).data?.reactivateOrganization;
      if (result?.__typename === "OrganizationChangeSuccess") {
        showSnackbar({
          type: "success",
          message: deactivating
            ? `${organization.name} deactivated. Its users can no longer sign in.`
            : `${organization.name} reactivated.`,
        });
      } else {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
    setConfirming(false);
  }

  return (
    <>
      <Button
        variant="light"
        color={deactivating ? "red" : undefined}
        onClick={() => setConfirming(true)}
      >
        {deactivating ? "Deactivate organisation" : "Reactivate organisation"}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={deactivating ? "Deactivate organisation?" : "Reactivate organisation?"}
        message={
          deactivating
            ? `Members of ${organization.name} will no longer be able to sign in, and their sessions end at once.`
            : `Members of ${organization.name} will be able to sign in again.`
        }
        confirmLabel={deactivating ? "Deactivate" : "Reactivate"}
        danger={deactivating}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function EditForm({ organization }: { organization: ManagedOrganization }) {
  const [updateOrganization] = useMutation(UPDATE_ORGANIZATION);
  const [initialValues] = useState(() => organizationFormValues(organization));

  async function submit(values: OrganizationFormValues): Promise<SubmitOutcome> {
    try {
      const { data } = await updateOrganization({
        variables: { id: organization.id, input: organizationInput(values) },
      });
      const result = data?.updateOrganization;
      if (result?.__typename === "OrganizationChangeSuccess") {
        showSnackbar({ type: "success", message: "Organisation saved." });
        return { ok: true, values: organizationFormValues(result.organization) };
      }
      if (result?.__typename === "ValidationError") {
        return { ok: false, ...serverErrors(result.fieldErrors, organizationErrorPaths(values)) };
      }
      if (result?.__typename === "NotFoundError") {
        return { ok: false, fields: {}, form: [result.message] };
      }
    } catch {
      // Shown below.
    }
    return failed;
  }

  return (
    <OrganizationForm
      key={organization.id}
      initialValues={initialValues}
      submitLabel="Save organisation"
      onSubmit={submit}
      actions={<ActiveToggle organization={organization} />}
    />
  );
}

/** /organizations/:id */
export function OrganizationEditPage() {
  const { id = "" } = useParams();
  const { data, error, refetch } = useQuery(ORGANIZATION_QUERY, {
    variables: { id },
    fetchPolicy: "network-only",
  });
  const result = data?.organization;
  const organization = result?.__typename === "ManagedOrganization" ? result : null;
  usePageTitle(organization ? organization.name : "Organisation");

  let content: ReactNode;
  if (organization) {
    content = (
      <>
        <Group gap="sm" align="center">
          <Title order={1}>{organization.name}</Title>
          <Badge color={organization.active ? "green" : "gray"} variant="light">
            {organization.active ? "Active" : "Deactivated"}
          </Badge>
        </Group>
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {organization.memberCount} active member(s)
          </Text>
          <Anchor
            component={Link}
            to={`/organizations/${organization.id}/subscription-sets`}
            size="sm"
          >
            Subscription sets
          </Anchor>
          <Anchor
            component={Link}
            to={`/organizations/${organization.id}/dashboard-bundles`}
            size="sm"
          >
            Dashboard bundle hosts
          </Anchor>
        </Group>
        <EditForm organization={organization} />
      </>
    );
  } else if (result?.__typename === "NotFoundError") {
    content = <EmptyState title="Organisation not found" description={result.message} />;
  } else if (error) {
    content = <ErrorWithRetry onRetry={retryWith(refetch)} />;
  } else {
    content = (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Skeleton height={32} width="40%" />
          {Array.from({ length: 6 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={960} aria-busy={!data && !error}>
      <BackLink />
      {content}
    </Stack>
  );
}
