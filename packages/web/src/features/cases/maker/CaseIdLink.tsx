import { Anchor, Group } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SupplierCase } from "../case.graphql.ts";
import { casePath } from "./case-paths.ts";

/** The Case ID (to the expanded view, in a new tab, spec 2 §2). */
export function CaseIdLink({
  supplierCase,
}: {
  supplierCase: Pick<SupplierCase, "id" | "rowNumber">;
}) {
  return (
    <Anchor component={Link} to={casePath(supplierCase.id)} target="_blank" rel="noopener">
      <Group gap={4} component="span" wrap="nowrap">
        Case ID {supplierCase.rowNumber}
        <IconExternalLink size={14} aria-label="(opens in a new tab)" />
      </Group>
    </Anchor>
  );
}
