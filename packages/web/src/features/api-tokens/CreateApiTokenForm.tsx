import { useMutation } from "@apollo/client/react";
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { apiTokenExpiryChoices, apiTokenInputSchema } from "@tierwise/common/inputs/api-tokens";
import { apiScopeAreas, scimScope } from "@tierwise/common/policy/api-scopes";
import { type FormEvent, useState } from "react";
import { useSession } from "../../app/session/use-session.ts";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { schemaError } from "../../ui/forms/form-errors.ts";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { assignableRoles, roleLabel } from "../organizations/members/member-roles.ts";
import { type ApiTokenKind, CREATE_API_TOKEN } from "./api-tokens.graphql.ts";

const fields = [
  "name",
  "scopes",
  "expiresInDays",
  "serviceAccountName",
  "serviceAccountRole",
] as const;
type Field = (typeof fields)[number];

interface CreateApiTokenFormProps {
  kind: ApiTokenKind;
  /** The secret of the token just made: the caller shows it once. */
  onCreated: (secret: string, name: string) => void;
  onCancel: () => void;
}

/** Name, scopes (read or write per area), expiry and, for service tokens, the service account. */
export function CreateApiTokenForm({ kind, onCreated, onCancel }: CreateApiTokenFormProps) {
  const [name, setName] = useState("");
  const [serviceAccountName, setServiceAccountName] = useState("");
  /** Empty: the organisation's default role, as for an invitation without one. */
  const [serviceAccountRole, setServiceAccountRole] = useState("");
  const session = useSession();
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiresInDays, setExpiresInDays] = useState("90");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [createApiToken] = useMutation(CREATE_API_TOKEN, { refetchQueries: ["ApiTokens"] });
  const service = kind === "SERVICE";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The server's own schema (common/inputs/api-tokens.ts): the same limits and words.
    const shape = apiTokenInputSchema.shape;
    const invalid: Partial<Record<Field, string>> = {};
    const nameError = schemaError(shape.name, name);
    if (nameError) invalid.name = nameError;
    if (scopes.length === 0) invalid.scopes = "Choose at least one scope.";
    if (service && !serviceAccountName.trim())
      invalid.serviceAccountName = "Name the service account.";
    setErrors(invalid);
    setFormErrors([]);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    const input = {
      kind,
      name: name.trim(),
      scopes,
      expiresInDays: Number(expiresInDays),
      ...(service
        ? {
            serviceAccountName: serviceAccountName.trim(),
            serviceAccountRole: serviceAccountRole || null,
          }
        : {}),
    };
    const { result, errors: failed } = await submitMutation(
      async () => (await createApiToken({ variables: { input } })).data?.createApiToken,
      { fields, success: "CreateApiTokenSuccess" },
    );
    setBusy(false);
    if (result?.__typename === "CreateApiTokenSuccess") {
      onCreated(result.secret, result.token.name);
      return;
    }
    if (failed) {
      setErrors(failed.fields);
      setFormErrors(failed.form);
    }
  }

  const toggle = (scope: string, checked: boolean) =>
    setScopes((current) =>
      checked ? [...current, scope] : current.filter((chosen) => chosen !== scope),
    );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-label="New API token">
      <Stack gap="md">
        <TextInput
          label="Token name"
          description="What uses it, e.g. ERP supplier sync."
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        {service && (
          <TextInput
            label="Service account"
            description="The token acts as this account; a new name makes a new account with the organisation's default role."
            required
            value={serviceAccountName}
            onChange={(event) => setServiceAccountName(event.currentTarget.value)}
            error={errors.serviceAccountName}
          />
        )}
        {service && (
          <NativeSelect
            label="Role of a new service account"
            description="An existing account keeps its role; change it on the members page."
            value={serviceAccountRole}
            onChange={(event) => setServiceAccountRole(event.currentTarget.value)}
            data={[
              { value: "", label: "Organisation default" },
              ...assignableRoles(session).map((key) => ({ value: key, label: roleLabel(key) })),
            ]}
            error={errors.serviceAccountRole}
          />
        )}
        <Stack gap={6} role="group" aria-label="Scopes">
          <Text size="sm" fw={500}>
            Scopes
          </Text>
          <Text size="xs" c="dimmed">
            Write includes read. A token never does more than the account it acts as.
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {apiScopeAreas.flatMap((area) =>
              (["read", "write"] as const).map((verb) => {
                const scope = `${verb}:${area}`;
                return (
                  <Checkbox
                    key={scope}
                    label={scope}
                    checked={scopes.includes(scope)}
                    onChange={(event) => toggle(scope, event.currentTarget.checked)}
                  />
                );
              }),
            )}
          </SimpleGrid>
          {service && (
            <Checkbox
              label="scim"
              description="SCIM provisioning: your identity provider (Entra ID, Okta) creates, updates and deactivates members and teams. Give the account the administrator role."
              checked={scopes.includes(scimScope)}
              onChange={(event) => toggle(scimScope, event.currentTarget.checked)}
            />
          )}
          {errors.scopes && (
            <Text size="xs" c="red" role="alert">
              {errors.scopes}
            </Text>
          )}
        </Stack>
        <NativeSelect
          label="Expires after"
          value={expiresInDays}
          onChange={(event) => setExpiresInDays(event.currentTarget.value)}
          data={apiTokenExpiryChoices.map((days) => ({
            value: String(days),
            label: `${days} days`,
          }))}
          error={errors.expiresInDays}
        />
        <FormAlert messages={formErrors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
