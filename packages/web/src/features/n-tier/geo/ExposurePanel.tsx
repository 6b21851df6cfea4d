import { CombinedGraphQLErrors } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Anchor,
  Badge,
  CloseButton,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { companyPagePath } from "@tierwise/common/app-paths";
import { countryName } from "@tierwise/common/countries";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { EXPOSURE_QUERY, type ExposureSelection, exposureVariables } from "./exposure.graphql.ts";
import { regionLabel } from "./region-box.ts";

type ExposurePanelProps = {
  /** The selected country (alpha-2) or the drawn region. */
  selection: ExposureSelection;
  /** The filter's risk choice: true narrows to risky suppliers (the API knows no "only clear"). */
  hasRisks: boolean | null;
  onClose: () => void;
};

/**
 * The organisation's tier-1 suppliers that depend, at any tier, on a company with a site in the
 * selected country or region: what a disruption there would reach first.
 */
export function ExposurePanel({ selection, hasRisks, onClose }: ExposurePanelProps) {
  const { data, loading, error, refetch } = useQuery(EXPOSURE_QUERY, {
    variables: exposureVariables(selection, hasRisks),
  });
  const name =
    selection.kind === "country"
      ? (countryName(selection.code) ?? selection.code)
      : `the ${selection.how} region`;
  const key = selection.kind === "country" ? selection.code : regionLabel(selection.region);
  const suppliers = data?.nTierExposure ?? [];
  const headingId =
    selection.kind === "country" ? `n-tier-exposure-${key}` : "n-tier-exposure-region";
  // The panel opens beside the map or the list by country, which can be scrolled far past it:
  // focus on its heading brings it into view and has it read out, as the graph's popup does.
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new country or region moves focus.
  useEffect(() => {
    heading.current?.focus();
  }, [key]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
            Tier-1 suppliers exposed to {name}
          </Title>
          <CloseButton aria-label="Close exposure panel" onClick={onClose} />
        </Group>
        {selection.kind === "region" && (
          <Text size="xs" c="dimmed">
            {key}
          </Text>
        )}
        {error && !data ? (
          // The server refuses a region it cannot read and says why; that is not worth retrying.
          CombinedGraphQLErrors.is(error) ? (
            <Alert color="red" title="This region cannot be asked about">
              {error.errors.map((one) => one.message).join(" ")}
            </Alert>
          ) : (
            <ErrorWithRetry onRetry={retryWith(refetch)} />
          )
        ) : loading && !data ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading exposed suppliers">
            <Skeleton height={20} />
            <Skeleton height={20} />
          </Stack>
        ) : suppliers.length === 0 ? (
          <EmptyState
            title="No exposed tier-1 suppliers"
            description={`None of your tier-1 suppliers depends on a company with a site in ${name}.`}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {suppliers.length === 1
                ? "1 tier-1 supplier depends on companies here."
                : `${suppliers.length} tier-1 suppliers depend on companies here.`}
            </Text>
            <List
              spacing={4}
              listStyleType="none"
              aria-label={`Tier-1 suppliers exposed to ${name}`}
            >
              {[...suppliers]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((supplier) => (
                  <List.Item key={supplier.id}>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={companyPagePath(supplier.slug)} size="sm">
                        {supplier.name}
                      </Anchor>
                      {supplier.hasRisks && (
                        <Badge color="red" size="xs" variant="light">
                          Risks
                        </Badge>
                      )}
                    </Group>
                  </List.Item>
                ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
