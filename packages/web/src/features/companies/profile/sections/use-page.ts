import { useState } from "react";

/** Client-side paging of an already loaded list; the page is kept inside the list's range. */
export function usePage<Row>(rows: readonly Row[], perPage: number) {
  const [requested, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
  const page = Math.min(requested, pageCount);
  return {
    page,
    pageCount,
    setPage,
    pageRows: rows.slice((page - 1) * perPage, page * perPage),
  };
}
