import { Stack } from "@mantine/core";
import { type ProfileColumn, ProfileTable } from "../areas/ProfileTable.tsx";
import { TablePagination } from "./TablePagination.tsx";
import { usePage } from "./use-page.ts";

/** A ProfileTable shown `perPage` rows at a time. */
export function PagedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  perPage = 10,
  minWidth,
}: {
  caption: string;
  columns: readonly ProfileColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  perPage?: number;
  minWidth?: number;
}) {
  const { page, pageCount, setPage, pageRows } = usePage(rows, perPage);
  return (
    <Stack gap="sm">
      <ProfileTable
        caption={caption}
        columns={columns}
        rows={pageRows}
        rowKey={rowKey}
        minWidth={minWidth}
      />
      <TablePagination
        label={caption}
        page={page}
        pageCount={pageCount}
        total={rows.length}
        onChange={setPage}
      />
    </Stack>
  );
}
