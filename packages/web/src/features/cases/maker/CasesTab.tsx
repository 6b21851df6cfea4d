import { useQuery } from "@apollo/client/react";
import { Button, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { casePriorityLabels } from "@tierwise/common/cases";
import { useSearchParams } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import type { ActivityTabProps } from "../../comments/activity-tab.ts";
import { CaseStatusBadge } from "../CaseStatusBadge.tsx";
import { formatCaseDate } from "./case-dates.ts";
import { newCaseParamValue, withCaseParam } from "./case-paths.ts";
import {
  type CaseIdentifierInput,
  TARGET_CASES_QUERY,
  targetCasesVariables,
} from "./target-cases.graphql.ts";

/** The identifier of a wall's company or portfolio; case walls have no case tab. */
function identifierOf(target: ActivityTabProps["target"]): CaseIdentifierInput | null {
  return "caseId" in target ? null : target;
}

/**
 * The activity panel's case tab (spec 1 §2.5): the cases of this company or portfolio, each
 * opening in the case maker (`?case={id}`), and Create case (`?case=new`).
 */
export function CasesTab({ target }: ActivityTabProps) {
  const session = useSession();
  const [, setParams] = useSearchParams();
  const identifier = identifierOf(target);
  const { data, error, refetch } = useQuery(TARGET_CASES_QUERY, {
    variables: targetCasesVariables(identifier ?? {}),
    skip: identifier === null,
    fetchPolicy: "cache-and-network",
  });
  const open = (value: string) => setParams((now) => withCaseParam(now, value), { replace: true });
  const cases = data?.supplierCases.items;
  return (
    <Stack gap="md">
      {sessionCan(session, "cases.create") ? (
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="light"
          onClick={() => open(newCaseParamValue)}
          style={{ alignSelf: "flex-start" }}
        >
          Create case
        </Button>
      ) : null}
      {error && !cases ? (
        <ErrorWithRetry onRetry={retryWith(refetch)} />
      ) : !cases ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      ) : cases.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack component="ul" gap="xs" aria-label="Cases" p={0} m={0} style={{ listStyle: "none" }}>
          {cases.map((item) => (
            <li key={item.id}>
              <UnstyledButton
                onClick={() => open(item.id)}
                w="100%"
                p="xs"
                style={{
                  border: "1px solid var(--mantine-color-default-border)",
                  borderRadius: "var(--mantine-radius-sm)",
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Case ID {item.rowNumber} · {casePriorityLabels[item.priority]} · Due{" "}
                      {formatCaseDate(item.dueDate)}
                    </Text>
                  </div>
                  <CaseStatusBadge status={item.status} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
