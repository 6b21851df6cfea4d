import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { requestFieldLabels, requestMessages } from "@tierwise/common/company-requests";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { countryLabelOf } from "../../cases/maker/case-countries.ts";
import { companyProfilePath } from "../../companies/search/company-labels.ts";
import type { CompanyMatchCandidate } from "../company-request.graphql.ts";
import { FieldList } from "../FieldList.tsx";
import { type RequestFormValues, requestTextFields } from "./request-form.ts";

type LikelyMatchesViewProps = {
  typed: RequestFormValues;
  candidates: readonly CompanyMatchCandidate[];
  busy: boolean;
  onUse: (candidate: CompanyMatchCandidate) => void;
  onRequestAnyway: () => void;
  onBack: () => void;
};

/** 0.8312 → "83%" */
export const scorePercent = (score: number) => `${Math.round(score * 100)}%`;

/** What the person typed, the filled fields only. */
function TypedData({ typed }: { typed: RequestFormValues }) {
  const rows = requestTextFields
    .filter((field) => typed[field].trim() !== "")
    .map((field) => [requestFieldLabels[field], typed[field].trim()] as const);
  if (typed.country) rows.splice(1, 0, [requestFieldLabels.country, countryLabelOf(typed.country)]);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="typed-request-heading">
      <Title order={3} size="h5" id="typed-request-heading" mb="xs">
        Your request
      </Title>
      <FieldList entries={rows} />
    </Paper>
  );
}

/** One known company that may be the one asked for: name, country, score, why, and "Use". */
export function CandidateCard({
  candidate,
  children,
}: {
  candidate: CompanyMatchCandidate;
  children?: ReactNode;
}) {
  const { company } = candidate;
  return (
    <Paper withBorder p="sm" component="article" aria-label={company.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Anchor component={Link} to={companyProfilePath(company.slug)} fw={600}>
            {company.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {company.country ? countryLabelOf(company.country) : "Country unknown"}
          </Text>
        </Stack>
        <Badge variant="light" aria-label={`Match score ${scorePercent(candidate.score)}`}>
          {scorePercent(candidate.score)}
        </Badge>
      </Group>
      {candidate.reasons.length > 0 ? (
        <List size="sm" mt="xs" aria-label="Why it may match">
          {candidate.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      ) : null}
      {children}
    </Paper>
  );
}

/**
 * Before a new request is made: the likely matches side by side with what was typed. "Use this
 * company" goes to it; "Request anyway" makes the request all the same.
 */
export function LikelyMatchesView({
  typed,
  candidates,
  busy,
  onUse,
  onRequestAnyway,
  onBack,
}: LikelyMatchesViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Announce the change of step: focus its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        {requestMessages.likelyMatch}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TypedData typed={typed} />
        <Stack gap="sm" component="section" aria-label="Known companies">
          {candidates.map((candidate) => (
            <CandidateCard key={candidate.company.id} candidate={candidate}>
              <Group justify="flex-end" mt="xs">
                <Button size="xs" onClick={() => onUse(candidate)} disabled={busy}>
                  Use this company
                </Button>
              </Group>
            </CandidateCard>
          ))}
        </Stack>
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          Back to the form
        </Button>
        <Button variant="light" onClick={onRequestAnyway} loading={busy}>
          Request anyway
        </Button>
      </Group>
    </Stack>
  );
}
