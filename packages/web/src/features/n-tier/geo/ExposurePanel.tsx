import { useQuery } from "@apollo/client/react";
import {
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
import { N_TIER_EXPOSURE_QUERY } from "../n-tier.graphql.ts";

type ExposurePanelProps = {
  /** The selected country, alpha-2. */
  country: string;
  /** The filter's risk choice: true narrows to risky suppliers (the API knows no "only clear"). */
  hasRisks: boolean | null;
  onClose: () => void;
};

/**
 * The organisation's tier-1 suppliers that depend, at any tier, on a company with a site in the
 * selected country: what a disruption there would reach first.
 */
export function ExposurePanel({ country, hasRisks, onClose }: ExposurePanelProps) {
  const { data, loading, error, refetch } = useQuery(N_TIER_EXPOSURE_QUERY, {
    variables: { countries: [country], hasRisks: hasRisks === true ? true : null },
  });
  const name = countryName(country) ?? country;
  const suppliers = data?.nTierExposure ?? [];
  const headingId = `n-tier-exposure-${country}`;
  // The panel opens beside the map or the list by country, which can be scrolled far past it:
  // focus on its heading brings it into view and has it read out, as the graph's popup does.
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each newly chosen country moves focus.
  useEffect(() => {
    heading.current?.focus();
  }, [country]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
            Tier-1 suppliers exposed to {name}
          </Title>
          <CloseButton aria-label="Close exposure panel" onClick={onClose} />
        </Group>
        {error && !data ? (
          <ErrorWithRetry onRetry={retryWith(refetch)} />
        ) : loading && !data ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading exposed suppliers">
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
