import { useMutation, useQuery } from "@apollo/client/react";
import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import {
  type MatchDismissReason,
  matchDismissReasonLabels,
  matchDismissReasons,
} from "@tierwise/common/risk";
import { useState } from "react";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { focusWhenShown, formatDateTime } from "../risk-format.ts";
import {
  DECIDE_SCREENING_MATCH,
  type DecideScreeningMatchInput,
  SCREENING_MATCHES_QUERY,
  type ScreeningMatch,
} from "./risk-signals.graphql.ts";

const reasonOptions = matchDismissReasons.map((reason) => ({
  value: reason,
  label: matchDismissReasonLabels[reason],
}));

/** A decision changes what the grade rests on: the scores shown are read again. */
const rescoredQueries = ["CompanyRiskScore", "RiskHubCompanies", "RiskCount", "RiskHistory"];

/** Dismissing needs a reason; "Other" needs the analyst's own words too. */
function DismissMatchForm({
  busy,
  onDismiss,
  onCancel,
}: {
  busy: boolean;
  onDismiss: (reason: MatchDismissReason, comment: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<MatchDismissReason | null>(null);
  const [comment, setComment] = useState("");
  const [tried, setTried] = useState(false);
  const commentMissing = reason === "other" && comment.trim() === "";
  return (
    // Our own messages, not the browser's: the comment is required only for "Other".
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (reason && !commentMissing) onDismiss(reason, comment.trim());
      }}
    >
      <Stack gap="xs">
        <Select
          label="Reason"
          data={reasonOptions}
          value={reason}
          onChange={(value) => setReason(value as MatchDismissReason | null)}
          error={tried && !reason ? "Choose why this is not a match." : undefined}
          required
          ref={focusWhenShown}
          comboboxProps={{ withinPortal: false }}
        />
        <Textarea
          label="Comment"
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          required={reason === "other"}
          error={tried && commentMissing ? "Say why, when the reason is Other." : undefined}
          autosize
          minRows={2}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            Dismiss match
          </Button>
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function decisionInWords(match: ScreeningMatch): string | null {
  if (!match.decision) return null;
  const who = match.decidedBy ? ` by ${match.decidedBy.name}` : "";
  const when = ` on ${formatDateTime(match.decidedAt)}`;
  if (match.decision === "confirmed") return `Confirmed${who}${when}.`;
  const reason = match.decisionReason ? matchDismissReasonLabels[match.decisionReason] : "";
  const comment = match.decisionComment ? ` (${match.decisionComment})` : "";
  return `Dismissed${who}${when}: ${reason}${comment}.`;
}

function MatchCard({ match, canDecide }: { match: ScreeningMatch; canDecide: boolean }) {
  const [dismissing, setDismissing] = useState(false);
  const [decide, { loading }] = useMutation(DECIDE_SCREENING_MATCH, {
    refetchQueries: rescoredQueries,
  });
  const submit = async (input: Omit<DecideScreeningMatchInput, "matchId">) => {
    try {
      const { data } = await decide({ variables: { input: { matchId: match.id, ...input } } });
      const result = data?.decideScreeningMatch;
      if (result?.__typename === "ScreeningMatchSuccess") {
        setDismissing(false);
        showSnackbar({ type: "success", message: "Decision saved: the grade is recomputed." });
      } else
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  };
  const decided = decisionInWords(match);
  return (
    <Paper withBorder p="sm" component="article" aria-label={`Match: ${match.entryName}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Text fw={500}>
            {match.entryName}
            {match.entryCountry ? ` (${match.entryCountry})` : ""}
          </Text>
          <Badge variant="outline" tt="none">
            {match.strength} match
          </Badge>
        </Group>
        <Text size="sm">
          {match.listName}, entry {match.entryId}. Score {match.score.toFixed(0)} of 100 (name
          alone: {match.nameScore.toFixed(0)}).
        </Text>
        {match.reasons.length > 0 ? (
          <List size="sm" aria-label="Why it scored so">
            {match.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        ) : null}
        {decided ? <Text size="sm">{decided}</Text> : null}
        {canDecide && !dismissing ? (
          <Group gap="xs">
            {match.decision !== "confirmed" ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={loading}
                onClick={() => submit({ decision: "confirmed" })}
              >
                Confirm match
              </Button>
            ) : null}
            {match.decision !== "dismissed" ? (
              <Button size="xs" variant="default" onClick={() => setDismissing(true)}>
                Dismiss…
              </Button>
            ) : null}
          </Group>
        ) : null}
        {dismissing ? (
          <DismissMatchForm
            busy={loading}
            onCancel={() => setDismissing(false)}
            onDismiss={(reason, comment) =>
              submit({ decision: "dismissed", reason, comment: comment || null })
            }
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The company's sanctions (and PEP, state-owned) screening matches, for analysts to decide. */
export function ScreeningMatches({ companyId }: { companyId: string }) {
  const session = useSession();
  const canDecide = sessionCan(session, "screeningMatches.decide");
  const { data, loading, error } = useQuery(SCREENING_MATCHES_QUERY, { variables: { companyId } });
  return (
    <Stack gap="xs" component="section" aria-labelledby="screening-matches-title">
      <Title order={3} size="h5" id="screening-matches-title">
        Screening matches
      </Title>
      {loading && !data ? <Text size="sm">Loading the matches…</Text> : null}
      {error ? (
        <Text size="sm" c="red">
          The matches could not be loaded.
        </Text>
      ) : null}
      {data && data.screeningMatches.length === 0 ? (
        <Text size="sm">No screening matches.</Text>
      ) : null}
      {data?.screeningMatches.map((match) => (
        <MatchCard key={match.id} match={match} canDecide={canDecide} />
      ))}
    </Stack>
  );
}
