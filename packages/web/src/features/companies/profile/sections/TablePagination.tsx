import { Group, Pagination, Text } from "@mantine/core";

/** Page links under a table, named for screen readers; hidden when everything fits one page. */
export function TablePagination({
  label,
  page,
  pageCount,
  total,
  onChange,
}: {
  /** What is paged, e.g. "Technology transfer risks". */
  label: string;
  page: number;
  pageCount: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {page} of {pageCount} ({total} in total)
      </Text>
      <Pagination
        aria-label={`${label} pages`}
        size="sm"
        total={pageCount}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({
          "aria-label":
            control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
        })}
        getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
      />
    </Group>
  );
}
