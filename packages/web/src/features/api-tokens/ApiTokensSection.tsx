import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import {
  API_TOKENS_QUERY,
  type ApiToken,
  type ApiTokenKind,
  REVOKE_API_TOKEN,
} from "./api-tokens.graphql.ts";
import { CreateApiTokenForm } from "./CreateApiTokenForm.tsx";
import { NewApiTokenSecret } from "./NewApiTokenSecret.tsx";

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });
const formatDay = (value: string | null) => (value ? dayFormat.format(new Date(value)) : "Never");

interface ApiTokensSectionProps {
  kind: ApiTokenKind;
}

/**
 * The live API tokens of one kind (one's own personal tokens, or the organisation's service
 * tokens), making one (its secret shown once) and revoking one.
 */
export function ApiTokensSection({ kind }: ApiTokensSectionProps) {
  const { data, error, refetch } = useQuery(API_TOKENS_QUERY, {
    variables: { kind },
    fetchPolicy: "network-only",
  });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [revokeApiToken] = useMutation(REVOKE_API_TOKEN, { refetchQueries: ["ApiTokens"] });
  const tokens = data?.apiTokens;

  async function revoke(token: ApiToken) {
    try {
      const answer = (await revokeApiToken({ variables: { id: token.id } })).data?.revokeApiToken;
      if (answer?.__typename === "RevokeApiTokenSuccess")
        showSnackbar({ type: "success", message: `Token ${token.name} revoked.` });
      else showSnackbar({ type: "error", message: answer?.message ?? "Token not found." });
    } catch {
      showSnackbar({ type: "error", message: "Something went wrong, please try again" });
    }
    setRevoking(null);
  }

  if (error) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  return (
    <Stack gap="md">
      {created && (
        <NewApiTokenSecret
          name={created.name}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      {creating ? (
        <CreateApiTokenForm
          kind={kind}
          onCancel={() => setCreating(false)}
          onCreated={(secret, name) => {
            setCreating(false);
            setCreated({ secret, name });
          }}
        />
      ) : (
        <Group>
          <Button onClick={() => setCreating(true)}>New token</Button>
        </Group>
      )}
      {tokens && tokens.length === 0 && (
        <Text size="sm" c="dimmed">
          No API tokens yet.
        </Text>
      )}
      {tokens && tokens.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="API tokens">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                {kind === "SERVICE" && <Table.Th>Service account</Table.Th>}
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {token.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {token.tokenPrefix}…
                    </Text>
                  </Table.Td>
                  {kind === "SERVICE" && <Table.Td>{token.serviceAccountName}</Table.Td>}
                  <Table.Td>
                    <Group gap={4}>
                      {token.scopes.map((scope) => (
                        <Badge key={scope} variant="light" tt="none">
                          {scope}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {new Date(token.expiresAt) <= new Date()
                      ? "Expired"
                      : formatDay(token.expiresAt)}
                  </Table.Td>
                  <Table.Td>{formatDay(token.lastUsedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Revoke ${token.name}`}
                      onClick={() => setRevoking(token)}
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke API token"
        message={`Revoke ${revoking?.name ?? "this token"}? Anything using it stops working at once.`}
        confirmLabel="Revoke"
        danger
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
