import { Button, Group, Text } from "@mantine/core";
import { riskLimits } from "@tierwise/common/risk";

type Props = {
  page: number;
  totalCount: number;
  hasNextPage: boolean;
  onPrevious: () => void;
  onNext: () => void;
  noun: string;
};

/** Previous / next over the server's cursors, with where the reader is in words. */
export function RiskHubPager({ page, totalCount, hasNextPage, onPrevious, onNext, noun }: Props) {
  const pages = Math.max(1, Math.ceil(totalCount / riskLimits.hubPageSize));
  if (pages <= 1 && page === 1) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={`Pages of ${noun}`}>
      <Text size="sm" aria-live="polite">
        Page {page} of {pages} ({totalCount} {noun})
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={onPrevious} disabled={page <= 1}>
          Previous page
        </Button>
        <Button variant="default" size="xs" onClick={onNext} disabled={!hasNextPage}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}
