import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { riskLimits, riskMessages } from "@tierwise/common/risk";
import { useState } from "react";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { focusWhenShown, formatDateTime } from "../risk-format.ts";
import {
  DISMISS_RISK_SIGNAL,
  PORTFOLIO_RISK_SIGNALS_QUERY,
  RESTORE_RISK_SIGNAL,
  type RiskSignalResult,
  type RiskSignalUserAction,
} from "./risk-signals.graphql.ts";

const afterAction = { refetchQueries: ["PortfolioRiskSignals", "RiskHubCompanies"] };

function reportResult(result: RiskSignalResult | undefined, success: string) {
  if (result?.__typename === "RiskSignalSuccess")
    showSnackbar({ type: "success", message: success });
  else showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
  return result?.__typename === "RiskSignalSuccess";
}

/** Spec 3 §5: dismissing names the signal, its context, message, portfolio and company. */
function SignalCard({
  signal,
  portfolioId,
  canAct,
}: {
  signal: RiskSignalUserAction;
  portfolioId: string;
  canAct: boolean;
}) {
  const [dismissing, setDismissing] = useState(false);
  const [reason, setReason] = useState("");
  const [dismiss, dismissState] = useMutation(DISMISS_RISK_SIGNAL, afterAction);
  const [restore, restoreState] = useMutation(RESTORE_RISK_SIGNAL, afterAction);
  const tooLong = reason.length > riskLimits.dismissReasonMaxLength;
  const dismissed = signal.status === "dismissed";

  const submitDismissal = async () => {
    if (tooLong) return;
    try {
      const { data } = await dismiss({
        variables: {
          input: {
            signalId: signal.riskSignal.id,
            context: signal.riskSignalContext,
            message: signal.riskSignalMessage,
            portfolioId,
            companyId: signal.company.id,
            reason: reason.trim() || null,
          },
        },
      });
      if (reportResult(data?.dismissRiskSignal, "Signal dismissed.")) setDismissing(false);
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  };
  const submitRestore = async () => {
    try {
      const { data } = await restore({ variables: { actionId: signal.id } });
      reportResult(data?.restoreRiskSignal, "Signal restored.");
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  };

  return (
    <Paper withBorder p="sm" component="article" aria-label={`Signal: ${signal.riskSignal.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={500}>{signal.riskSignal.name}</Text>
          <Badge variant="outline" color={dismissed ? "gray" : "orange"} tt="none">
            {dismissed ? "Dismissed" : "Active"}
          </Badge>
        </Group>
        <Text size="sm">
          {signal.company.name}: {signal.riskSignalMessage}
        </Text>
        <Text size="xs" c="dimmed">
          {signal.riskSignalContext} · {signal.riskSignal.source}
        </Text>
        {dismissed ? (
          <Text size="sm">
            Dismissed {signal.user ? `by ${signal.user.name} ` : ""}on{" "}
            {formatDateTime(signal.dismissedAt)}
            {signal.reason ? `: ${signal.reason}` : "."}
          </Text>
        ) : null}
        {canAct && dismissed ? (
          <Group>
            <Button
              size="xs"
              variant="default"
              loading={restoreState.loading}
              onClick={submitRestore}
            >
              Restore
            </Button>
          </Group>
        ) : null}
        {canAct && !dismissed && !dismissing ? (
          <Group>
            <Button size="xs" variant="default" onClick={() => setDismissing(true)}>
              Dismiss…
            </Button>
          </Group>
        ) : null}
        {dismissing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submitDismissal();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Reason (optional)"
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={tooLong ? riskMessages.dismissReasonTooLong : undefined}
                autosize
                minRows={2}
                ref={focusWhenShown}
              />
              <Group gap="xs">
                <Button type="submit" size="xs" loading={dismissState.loading}>
                  Dismiss signal
                </Button>
                <Button size="xs" variant="default" onClick={() => setDismissing(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * A portfolio's risk signals (spec 3 §7 "Risk signals"), the latest action of each; narrowed
 * to one company when `companyId` is given. Dismiss with an optional reason; restore.
 */
export function RiskSignalsList({
  portfolioId,
  companyId,
}: {
  portfolioId: string;
  companyId?: string;
}) {
  const session = useSession();
  const canAct = sessionCan(session, "riskSignals.act");
  const { data, loading, error } = useQuery(PORTFOLIO_RISK_SIGNALS_QUERY, {
    variables: { portfolioId },
  });
  const signals = (data?.portfolioRiskSignalActions ?? []).filter(
    (signal) => signal.isLatest && (!companyId || signal.company.id === companyId),
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="risk-signals-title">
      <Title order={3} size="h5" id="risk-signals-title">
        Risk signals
      </Title>
      {loading && !data ? <Text size="sm">Loading the signals…</Text> : null}
      {error ? (
        <Text size="sm" c="red">
          The signals could not be loaded.
        </Text>
      ) : null}
      {data && signals.length === 0 ? <Text size="sm">No risk signals.</Text> : null}
      {signals.map((signal) => (
        <SignalCard key={signal.id} signal={signal} portfolioId={portfolioId} canAct={canAct} />
      ))}
    </Stack>
  );
}
