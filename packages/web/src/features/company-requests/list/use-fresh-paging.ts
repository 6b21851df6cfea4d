import { useState } from "react";
import { useListPaging } from "../../../ui/use-list-paging.ts";

/**
 * Offset paging that starts again at page 1 when `choicesKey` (the filters) changes, in the
 * same render, so no query asks for a page of the old choices.
 */
export function useFreshPaging(pageSize: number, choicesKey: string) {
  const paging = useListPaging(pageSize);
  const [pagedKey, setPagedKey] = useState(choicesKey);
  const fresh = pagedKey !== choicesKey;
  if (fresh) {
    setPagedKey(choicesKey);
    paging.setPage(1);
  }
  return {
    ...paging,
    page: fresh ? 1 : paging.page,
    offset: fresh ? 0 : paging.offset,
  };
}
