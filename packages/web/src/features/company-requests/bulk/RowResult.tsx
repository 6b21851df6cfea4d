import { Anchor, Button, Group, List, Radio, Stack, Text } from "@mantine/core";
import { type ReviewDecision, type RowUnit, rowLabel } from "@tierwise/common/company-requests";
import { useState } from "react";
import { Link } from "react-router";
import { companyProfilePath } from "../../companies/search/company-labels.ts";
import { scorePercent } from "../create/LikelyMatchesView.tsx";
import { companyRequestPath } from "../request-paths.ts";
import type { BulkRow } from "./bulk-request.graphql.ts";
import { supplierNameOf } from "./bulk-row-words.ts";

type RowResultProps = {
  row: BulkRow;
  /** What the file calls its rows, for naming another row. */
  unit: RowUnit;
  busy: boolean;
  /** `companyId`: another of the row's candidates than the best one. */
  onDecide: (decision: ReviewDecision, companyId?: string) => void;
  /** "Not this company": the matched row goes back to review. */
  onReopen: () => void;
  /** Shows only these rows (a duplicate beside the row it repeats). */
  onShowRows: (rowNumbers: number[]) => void;
};

function CandidateLink({ candidate }: { candidate: Candidate }) {
  return (
    <Text size="sm" span>
      {/* In a sentence a link is told from the words around it by more than its colour. */}
      <Anchor
        component={Link}
        to={companyProfilePath(candidate.company.slug)}
        fw={600}
        underline="always"
      >
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

type Candidate = NonNullable<BulkRow["candidate"]>;

/** The candidates of a review row to choose from, the best one chosen at first. */
function CandidateChoice({
  row,
  line,
  chosen,
  onChoose,
}: {
  row: BulkRow;
  line: string;
  chosen: string;
  onChoose: (companyId: string) => void;
}) {
  return (
    <Radio.Group value={chosen} onChange={onChoose} label={`Candidates for ${line}`} size="xs">
      <Stack gap={4} mt={4}>
        {row.candidates.map((candidate) => (
          <Radio
            key={candidate.company.id}
            value={candidate.company.id}
            label={<CandidateLink candidate={candidate} />}
            aria-label={`${candidate.company.name} (${scorePercent(candidate.score)} match)`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function ReviewResult({ row, line, busy, onDecide }: RowResultProps & { line: string }) {
  const best = row.candidate;
  const [chosen, setChosen] = useState(best?.company.id ?? "");
  const candidate: Candidate | null =
    row.candidates.find((c) => c.company.id === chosen) ?? best ?? null;
  const name = candidate?.company.name ?? "the candidate";
  const other = candidate && best && candidate.company.id !== best.company.id;
  return (
    <Stack gap={4}>
      {row.candidates.length > 1 ? (
        <CandidateChoice row={row} line={line} chosen={chosen} onChoose={setChosen} />
      ) : candidate ? (
        <Text size="sm">
          Possible match: <CandidateLink candidate={candidate} />
        </Text>
      ) : null}
      {candidate ? <Reasons reasons={candidate.reasons} /> : null}
      <Group gap="xs">
        <Button
          size="compact-sm"
          disabled={busy || !candidate}
          onClick={() => onDecide("confirm", other ? candidate.company.id : undefined)}
          aria-label={`Confirm ${name} for ${line}`}
        >
          Confirm
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={busy}
          onClick={() => onDecide("reject")}
          aria-label={`Reject, request as new: ${name} for ${line}`}
        >
          Reject, request as new
        </Button>
      </Group>
    </Stack>
  );
}

/** Why a row was left out and, for a duplicate, what it repeats. */
function NotImported({ row, unit, onShowRows }: RowResultProps) {
  return (
    <Stack gap={2}>
      {row.errors.length > 0 ? (
        <List size="sm" aria-label="Why it was not imported">
          {row.errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">Not imported</Text>
      )}
      {row.outcome === "duplicate" && row.duplicateOfRow !== null ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onShowRows([row.duplicateOfRow as number, row.rowNumber])}
        >
          Show {rowLabel(unit, row.duplicateOfRow)} beside it
        </Anchor>
      ) : null}
      {row.outcome === "duplicate" && row.requestId ? (
        <Anchor component={Link} to={companyRequestPath(row.requestId)} size="sm">
          The open request it repeats
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * What one row of a supplier list became, in words a reader can act on: the company it was
 * linked to (its profile a click away), the candidate waiting for a decision with the decision
 * itself (any of its candidates), the company request it made, or why it was not imported and
 * what it repeats. A match found wrong goes back to review ("Not this company").
 */
export function RowResult(props: RowResultProps) {
  const { row, unit, busy, onReopen } = props;
  const line = rowLabel(unit, row.rowNumber);
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
          <Group>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={busy}
              onClick={onReopen}
              // The visible words come first in the name (WCAG 2.5.3, axe label-content-name-mismatch).
              aria-label={`Not this company: ${row.candidate?.company.name ?? "the match"} for ${line}, review again`}
            >
              Not this company
            </Button>
          </Group>
        </Stack>
      );
    case "review":
      // Keyed by the best candidate: a row reopened or re-matched starts from its new best.
      return <ReviewResult key={row.candidate?.company.id} {...props} line={line} />;
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
      return <NotImported {...props} />;
    default:
      return (
        <Text size="sm" c="dimmed">
          Not processed yet
        </Text>
      );
  }
}
