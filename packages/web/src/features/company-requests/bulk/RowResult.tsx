import { Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import type { ReviewDecision } from "@tierwise/common/company-requests";
import { Link } from "react-router";
import { companyProfilePath } from "../../companies/search/company-labels.ts";
import { scorePercent } from "../create/LikelyMatchesView.tsx";
import { companyRequestPath } from "../request-paths.ts";
import type { BulkRow } from "./bulk-request.graphql.ts";
import { lineLabel, supplierNameOf } from "./bulk-row-words.ts";

type RowResultProps = {
  row: BulkRow;
  busy: boolean;
  onDecide: (decision: ReviewDecision) => void;
};

function CandidateLink({ candidate }: { candidate: NonNullable<BulkRow["candidate"]> }) {
  return (
    <Text size="sm" span>
      <Anchor component={Link} to={companyProfilePath(candidate.company.slug)} fw={600}>
        {candidate.company.name}
      </Anchor>{" "}
      <Text span size="xs" c="dimmed">
        ({scorePercent(candidate.score)} match)
      </Text>
    </Text>
  );
}

function Reasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <List size="xs" c="dimmed">
      {reasons.map((reason) => (
        <List.Item key={reason}>{reason}</List.Item>
      ))}
    </List>
  );
}

/**
 * What one row of a supplier list became, in words a reader can act on: the company it was
 * linked to (its profile a click away), the candidate waiting for a decision with the decision
 * itself, the company request it made, or why it was not imported.
 */
export function RowResult({ row, busy, onDecide }: RowResultProps) {
  const line = lineLabel(row.rowNumber).toLowerCase();
  switch (row.outcome) {
    case "matched":
      return (
        <Stack gap={2}>
          {row.candidate ? (
            <CandidateLink candidate={row.candidate} />
          ) : (
            <Text size="sm">A known company</Text>
          )}
          {row.decision === "confirm" ? (
            <Text size="xs" c="dimmed">
              Confirmed in review
            </Text>
          ) : null}
        </Stack>
      );
    case "review": {
      const candidate = row.candidate;
      const name = candidate?.company.name ?? "the candidate";
      return (
        <Stack gap={4}>
          {candidate ? (
            <>
              <Text size="sm">
                Possible match: <CandidateLink candidate={candidate} />
              </Text>
              <Reasons reasons={candidate.reasons} />
            </>
          ) : null}
          <Group gap="xs">
            <Button
              size="compact-sm"
              disabled={busy || !candidate}
              onClick={() => onDecide("confirm")}
              aria-label={`Confirm ${name} for ${line}`}
            >
              Confirm
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={busy}
              onClick={() => onDecide("reject")}
              aria-label={`Reject ${name} for ${line}: request as new`}
            >
              Reject, request as new
            </Button>
          </Group>
        </Stack>
      );
    }
    case "requested": {
      const name = supplierNameOf(row) ?? "this row";
      return (
        <Stack gap={2}>
          {row.requestId ? (
            <Anchor component={Link} to={companyRequestPath(row.requestId)} size="sm">
              Company request for {name}
            </Anchor>
          ) : (
            <Text size="sm">Company request for {name}</Text>
          )}
          {row.decision === "reject" ? (
            <Text size="xs" c="dimmed">
              The possible match was rejected in review
            </Text>
          ) : null}
        </Stack>
      );
    }
    case "invalid":
    case "duplicate":
      return row.errors.length > 0 ? (
        <List size="sm" aria-label="Why it was not imported">
          {row.errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">Not imported</Text>
      );
    default:
      return (
        <Text size="sm" c="dimmed">
          Not processed yet
        </Text>
      );
  }
}
