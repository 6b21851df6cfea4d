import { useState } from "react";

/**
 * Offset paging for a list fetched page by page. `pagesFor` gives the page count for the
 * loaded total and steps back when a change (an archive, say) emptied the last page.
 */
export function useListPaging(pageSize: number) {
  const [page, setPage] = useState(1);
  return {
    page,
    setPage,
    offset: (page - 1) * pageSize,
    pagesFor(total: number | undefined): number {
      const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
      if (total !== undefined && page > pages) setPage(pages);
      return pages;
    },
  };
}
