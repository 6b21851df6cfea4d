import { Anchor, Badge, Button, Group, List, Radio, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { companyPath } from "../../companies/profile/profile-paths.ts";
import { NTierRequestCompany } from "./NTierRequestCompany.tsx";
import type {
  NTierUploadCandidate,
  NTierUploadRow,
  NTierUploadSide,
} from "./n-tier-upload.graphql.ts";
import { scorePercent, uploadOutcomeColors, uploadOutcomeLabels } from "./n-tier-upload-words.ts";

type Which = "customer" | "supplier";
/** The candidate chosen per side in review; the best one until another is picked. */
export type Chosen = Partial<Record<Which, string>>;

const sideWords: Record<Which, string> = { customer: "customer", supplier: "supplier" };

function CompanyLink({ name, slug }: { name: string; slug: string | null }) {
  // A company gone since the upload has no profile to open: its name stays readable.
  if (!slug)
    return (
      <Text span size="sm" fw={600}>
        {name}
      </Text>
    );
  return (
    <Anchor component={Link} to={companyPath(slug)} size="sm" fw={600}>
      {name}
    </Anchor>
  );
}

function CandidateLabel({ candidate }: { candidate: NTierUploadCandidate }) {
  return (
    <Text span size="sm">
      <CompanyLink name={candidate.name} slug={candidate.slug} />{" "}
      <Text span size="xs" c="dimmed">
        ({scorePercent(candidate.score)} match)
      </Text>
    </Text>
  );
}

/**
 * One side of a row: the company it stands for (its profile a click away), the candidates to
 * choose from while the row waits for review, or what the file named when nothing was found,
 * with its company request (or the offer to make one).
 */
function SideCell({
  row,
  side,
  which,
  line,
  inReview,
  chosen,
  onChoose,
}: {
  row: NTierUploadRow;
  side: NTierUploadSide | null;
  which: Which;
  line: string;
  inReview: boolean;
  chosen: string | undefined;
  onChoose: (companyId: string) => void;
}) {
  if (!side)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const named = side.name ?? "(no name)";
  if (side.companyId) {
    const name = side.companyName || named;
    return (
      <Stack gap={0}>
        <CompanyLink name={name} slug={side.companySlug} />
        {side.name && side.name !== name ? (
          <Text size="xs" c="dimmed">
            In the file: {side.name}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (inReview && side.band === "review" && side.candidates.length > 0) {
    const [best] = side.candidates;
    if (side.candidates.length === 1 && best)
      return (
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {named}, possibly:
          </Text>
          <CandidateLabel candidate={best} />
        </Stack>
      );
    return (
      <Radio.Group
        value={chosen ?? best?.companyId ?? ""}
        onChange={onChoose}
        label={`${named}: which company?`}
        aria-label={`Candidates for the ${sideWords[which]} of ${line}`}
        size="xs"
      >
        <Stack gap={4} mt={4}>
          {side.candidates.map((candidate) => (
            <Radio
              key={candidate.companyId}
              value={candidate.companyId}
              label={<CandidateLabel candidate={candidate} />}
              aria-label={`${candidate.name} (${scorePercent(candidate.score)} match)`}
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm">{named}</Text>
      {side.country ? (
        <Text size="xs" c="dimmed">
          {side.country}
        </Text>
      ) : null}
      <NTierRequestCompany row={row} which={which} side={side} />
    </Stack>
  );
}

/** The part supplied and the site the row gives, as far as it gives them. */
function PartAndSite({ row }: { row: NTierUploadRow }) {
  const site = row.site;
  const place = site
    ? [site.name, site.address, site.countryCode].filter(Boolean).join(", ") ||
      `${site.latitude.toFixed(3)}, ${site.longitude.toFixed(3)}`
    : null;
  if (!row.part && !place)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      {row.part ? <Text size="sm">{row.part}</Text> : null}
      {place ? (
        <Text size="xs" c="dimmed">
          Site: {place}
        </Text>
      ) : null}
    </Stack>
  );
}

type RowLineProps = {
  row: NTierUploadRow;
  withCustomer: boolean;
  busy: boolean;
  onDecide: (row: NTierUploadRow, decision: "confirm" | "reject", chosen: Chosen) => void;
};

/**
 * One row of the file and what it became: its line, an outcome badge, the supplier and
 * customer as matched, the part and site, why it was not added, and for a row in review the
 * decision itself (with the candidate chosen for each uncertain side).
 */
export function NTierUploadRowLine({ row, withCustomer, busy, onDecide }: RowLineProps) {
  const [chosen, setChosen] = useState<Chosen>({});
  const inReview = row.outcome === "review";
  const side = (which: Which) => (
    <SideCell
      row={row}
      side={row[which]}
      which={which}
      line={row.label}
      inReview={inReview}
      chosen={chosen[which]}
      onChoose={(companyId) => setChosen((was) => ({ ...was, [which]: companyId }))}
    />
  );
  return (
    <Table.Tr data-row-id={row.id}>
      <Table.Th scope="row" fw={400} style={{ whiteSpace: "nowrap" }}>
        {row.label}
      </Table.Th>
      <Table.Td>
        <Badge
          variant="light"
          radius="sm"
          color={uploadOutcomeColors[row.outcome]}
          miw="max-content"
        >
          {uploadOutcomeLabels[row.outcome]}
        </Badge>
      </Table.Td>
      <Table.Td>{side("supplier")}</Table.Td>
      {withCustomer ? <Table.Td>{side("customer")}</Table.Td> : null}
      <Table.Td>
        <PartAndSite row={row} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {row.reasons.length > 0 ? (
            <List size="xs" aria-label={`Why, for ${row.label}`}>
              {row.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          ) : null}
          {inReview ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                disabled={busy}
                onClick={() => onDecide(row, "confirm", chosen)}
                aria-label={`Confirm ${row.label}`}
              >
                Confirm
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                disabled={busy}
                onClick={() => onDecide(row, "reject", {})}
                aria-label={`Reject ${row.label}`}
              >
                Reject
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
