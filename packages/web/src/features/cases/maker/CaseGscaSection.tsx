import { Group, Stack, Text } from "@mantine/core";
import { type CaseGsca, gscaThemes, gscaTypeLabels } from "@tierwise/common/cases";
import type { SupplierCase } from "../case.graphql.ts";
import { countryLabelOf } from "./case-countries.ts";
import { gscaErrorsOf, gscaInputOf, gscaOf } from "./case-gsca.ts";
import { GscaFields } from "./GscaFields.tsx";
import { EditActions, EditButton } from "./InlineEditControls.tsx";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";
import { useInlineEdit } from "./use-inline-edit.ts";

type SectionProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

function GscaSummary({ gsca }: { gsca: CaseGsca }) {
  if (!gsca.enabled) {
    return (
      <Text size="sm" c="dimmed">
        Not a GSCA case
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm">Type: {gscaTypeLabels[gsca.type].label}</Text>
      <Text size="sm">Locations: {gsca.locations.map(countryLabelOf).join(", ")}</Text>
      {gsca.themes.map((theme) => {
        const names: Record<string, string> = gscaThemes[theme].subThemes;
        const chosen = (gsca.subThemes[theme] ?? []).map((key) => names[key] ?? key);
        return (
          <Text size="sm" key={theme}>
            {gscaThemes[theme].label}: {chosen.join(", ")}
          </Text>
        );
      })}
    </Stack>
  );
}

/**
 * The GSCA section of a case about a company (spec 2 §2), edited with Cancel and Save.
 * Unchecking GSCA saves it as off, whatever locations it had (spec 2 §4).
 */
export function CaseGscaSection({ supplierCase, save }: SectionProps) {
  const saved = gscaOf(supplierCase.gsca);
  const edit = useInlineEdit(
    saved,
    async (gsca) => (await save({ gsca: gscaInputOf(gsca) }, { field: "GSCA" })) !== null,
    (gsca) => Object.keys(gscaErrorsOf(gsca)).length === 0,
  );
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          GSCA
        </Text>
        {supplierCase.canEdit && !edit.editing ? (
          <EditButton label="GSCA" onClick={edit.start} />
        ) : null}
      </Group>
      {edit.editing ? (
        <>
          <GscaFields
            value={edit.draft}
            onChange={edit.setDraft}
            errors={edit.pristine ? {} : gscaErrorsOf(edit.draft)}
            disabled={edit.submitting}
          />
          <EditActions
            onCancel={edit.cancel}
            onSave={() => void edit.submit()}
            canSave={edit.canSave}
            submitting={edit.submitting}
          />
        </>
      ) : (
        <GscaSummary gsca={saved} />
      )}
    </Stack>
  );
}
