import { Stack, TagsInput } from "@mantine/core";
import { useSession } from "../../../app/session/use-session.ts";
import type { SupplierCase } from "../case.graphql.ts";
import { CountryMultiSelect } from "./CountryMultiSelect.tsx";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";
import { useDelayedListSave } from "./use-delayed-list-save.ts";

type CaseListFieldsProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

/**
 * Country (flag caseManagementLocations) and Risk Category (flag riskCategoryField), saved
 * after a 1 s pause in editing (spec 2 §2).
 */
export function CaseListFields({ supplierCase, save }: CaseListFieldsProps) {
  const flags = useSession().organization?.featureFlags;
  const locations = useDelayedListSave(supplierCase.locations, (list) =>
    save({ locations: list }, { field: "Country" }),
  );
  const riskSubCategory = useDelayedListSave(supplierCase.riskSubCategory, (list) =>
    save({ riskSubCategory: list }, { field: "Risk Category" }),
  );
  if (!flags?.caseManagementLocations && !flags?.riskCategoryField) return null;
  return (
    <Stack gap="sm">
      {flags.caseManagementLocations ? (
        <CountryMultiSelect
          label="Country"
          value={locations.value}
          onChange={locations.change}
          disabled={!supplierCase.canEdit}
        />
      ) : null}
      {flags.riskCategoryField ? (
        <TagsInput
          label="Risk Category"
          value={riskSubCategory.value}
          onChange={riskSubCategory.change}
          disabled={!supplierCase.canEdit}
        />
      ) : null}
    </Stack>
  );
}
