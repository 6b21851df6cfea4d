import { Box, Checkbox, Fieldset, Radio, Stack, Text } from "@mantine/core";
import {
  type CaseGsca,
  type GscaArea,
  type GscaTheme,
  gscaAreaLabels,
  gscaAreas,
  gscaThemeKeys,
  gscaThemes,
  gscaTypeLabels,
  gscaTypes,
  withThemes,
} from "@tierwise/common/cases";
import { CountryMultiSelect } from "./CountryMultiSelect.tsx";
import type { GscaErrors } from "./case-gsca.ts";

type GscaFieldsProps = {
  value: CaseGsca;
  onChange: (gsca: CaseGsca) => void;
  /** Shown once there is something to say (the form decides when). */
  errors: GscaErrors;
  disabled?: boolean;
};

const themesOf = (area: GscaArea) => gscaThemeKeys.filter((key) => gscaThemes[key].area === area);

/**
 * The supplier-risk assessment (GSCA) of a case: on or off, locations, type, and every theme
 * by area with its sub-themes. Unselecting a theme clears its sub-themes (spec 2 §4).
 */
export function GscaFields({ value, onChange, errors, disabled = false }: GscaFieldsProps) {
  const toggleTheme = (theme: GscaTheme, checked: boolean) => {
    const themes = checked
      ? [...value.themes, theme]
      : value.themes.filter((selected) => selected !== theme);
    onChange(withThemes(value, themes));
  };
  const setSubThemes = (theme: GscaTheme, subThemes: string[]) =>
    onChange({ ...value, subThemes: { ...value.subThemes, [theme]: subThemes } });

  return (
    <Stack gap="sm">
      <Checkbox
        label="GSCA case"
        checked={value.enabled}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, enabled: event.currentTarget.checked })}
      />
      {value.enabled ? (
        <>
          <CountryMultiSelect
            label="GSCA locations"
            value={value.locations}
            onChange={(locations) => onChange({ ...value, locations })}
            error={errors.locations}
            disabled={disabled}
          />
          <Radio.Group
            label="Type"
            value={value.type}
            onChange={(type) => onChange({ ...value, type: type as CaseGsca["type"] })}
          >
            <Stack gap={4} mt={4}>
              {gscaTypes.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  disabled={disabled}
                  label={gscaTypeLabels[type].label}
                  description={gscaTypeLabels[type].hint}
                />
              ))}
            </Stack>
          </Radio.Group>
          {gscaAreas.map((area) => (
            <Fieldset key={area} legend={gscaAreaLabels[area]} variant="unstyled">
              <Stack gap={6}>
                {themesOf(area).map((theme) => {
                  const selected = value.themes.includes(theme);
                  const subThemes: Record<string, string> = gscaThemes[theme].subThemes;
                  return (
                    <Stack key={theme} gap={4}>
                      <Checkbox
                        label={gscaThemes[theme].label}
                        checked={selected}
                        disabled={disabled}
                        onChange={(event) => toggleTheme(theme, event.currentTarget.checked)}
                      />
                      {selected ? (
                        <Box
                          role="group"
                          aria-label={`Sub-themes of ${gscaThemes[theme].label}`}
                          pl="lg"
                        >
                          <Checkbox.Group
                            value={value.subThemes[theme] ?? []}
                            onChange={(next) => setSubThemes(theme, next)}
                          >
                            <Stack gap={4}>
                              {Object.entries(subThemes).map(([key, label]) => (
                                <Checkbox key={key} value={key} label={label} disabled={disabled} />
                              ))}
                            </Stack>
                          </Checkbox.Group>
                        </Box>
                      ) : null}
                    </Stack>
                  );
                })}
              </Stack>
            </Fieldset>
          ))}
          {errors.themes ? (
            <Text size="xs" c="red" role="alert">
              Themes: {errors.themes}
            </Text>
          ) : null}
          {errors.subThemes ? (
            <Text size="xs" c="red" role="alert">
              {errors.subThemes}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
