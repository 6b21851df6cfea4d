import { Pagination, type PaginationProps } from "@mantine/core";

type PagePaginationProps = Pick<PaginationProps, "total" | "value" | "onChange" | "size">;

/**
 * Page controls with spoken names ("Previous page", "Page 2"): Mantine's defaults are bare
 * numbers and arrows. Renders nothing when everything fits on one page.
 */
export function PagePagination({ total, value, onChange, size }: PagePaginationProps) {
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size={size}
      getControlProps={(control) => ({
        "aria-label":
          control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
      })}
      getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
    />
  );
}
