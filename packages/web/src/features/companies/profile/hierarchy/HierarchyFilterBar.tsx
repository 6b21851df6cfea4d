import { Button, Group, Pill, Select, Stack, Text } from "@mantine/core";
import { countryLabel } from "../company-location.ts";
import type { CorporateHierarchy } from "./hierarchy.graphql.ts";
import {
  familyRoleFilterLabel,
  familyRoleFilterOptions,
  type HierarchyFilters,
} from "./hierarchy-filters.ts";

type Chip = { key: string; label: string; remove: () => void };

type HierarchyFilterBarProps = {
  filters: HierarchyFilters;
  hierarchy: CorporateHierarchy | null;
  onChange: (filters: HierarchyFilters) => void;
};

const without = (values: readonly string[], value: string) =>
  values.filter((item) => item !== value);

/**
 * The hierarchy filters: each active filter is a removable chip (the default "Exclude Branch"
 * too); the selects add one value at a time, so a value shows only once, as its chip.
 */
export function HierarchyFilterBar({ filters, hierarchy, onChange }: HierarchyFilterBarProps) {
  const members = hierarchy?.members ?? [];
  const memberName = (id: string) => members.find((member) => member.id === id)?.displayName;
  const chips: Chip[] = [
    ...filters.companies.map((id) => ({
      key: `company-${id}`,
      label: memberName(id) ?? "Selected company",
      remove: () => onChange({ ...filters, companies: without(filters.companies, id) }),
    })),
    ...filters.countries.map((code) => ({
      key: `country-${code}`,
      label: countryLabel(code),
      remove: () => onChange({ ...filters, countries: without(filters.countries, code) }),
    })),
    ...filters.familyRoles.map((role) => ({
      key: `role-${role}`,
      label: familyRoleFilterLabel(role),
      remove: () => onChange({ ...filters, familyRoles: without(filters.familyRoles, role) }),
    })),
  ];
  const add = (key: keyof HierarchyFilters) => (value: string | null) => {
    if (value && !filters[key].includes(value)) {
      onChange({ ...filters, [key]: [...filters[key], value] });
    }
  };
  const countryOptions = (hierarchy?.countries ?? [])
    .filter((code) => !filters.countries.includes(code))
    .map((code) => ({ value: code, label: countryLabel(code) }));
  const companyOptions = members
    .filter((member) => !filters.companies.includes(member.id))
    .map((member) => ({ value: member.id, label: member.displayName }));
  const roleOptions = familyRoleFilterOptions().filter(
    (option) => !filters.familyRoles.includes(option.value),
  );

  return (
    <Stack gap="sm" role="search" aria-label="Filter the corporate family">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Add company"
          placeholder="Company name"
          data={companyOptions}
          value={null}
          onChange={add("companies")}
          searchable
          limit={50}
          w={{ base: "100%", xs: 240 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Add country"
          placeholder="Country"
          data={countryOptions}
          value={null}
          onChange={add("countries")}
          searchable
          w={{ base: "100%", xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Add family role"
          placeholder="Family role"
          data={roleOptions}
          value={null}
          onChange={add("familyRoles")}
          w={{ base: "100%", xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        {chips.length > 0 ? (
          <Button
            variant="subtle"
            onClick={() => onChange({ companies: [], countries: [], familyRoles: [] })}
          >
            Clear filters
          </Button>
        ) : null}
      </Group>
      {/* A list holds list items only: with no filter, the sentence stands in its place. */}
      {chips.length === 0 ? (
        <Text size="sm" c="dimmed">
          No filters: the whole family is shown.
        </Text>
      ) : (
        <Group gap="xs" wrap="wrap" aria-label="Active filters" role="list">
          {chips.map((chip) => (
            <Pill
              key={chip.key}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={chip.remove}
              removeButtonProps={{
                "aria-hidden": false,
                tabIndex: 0,
                "aria-label": `Remove filter ${chip.label}`,
              }}
            >
              {chip.label}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
