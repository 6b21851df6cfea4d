import { ColorInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { PathErrors } from "../../ui/forms/use-object-form.ts";
import { brandColorError } from "./organization-form-rules.ts";

type BrandValues = { productName: string; logoUrl: string; brandColor: string };

interface BrandFieldsProps {
  values: BrandValues;
  errors: PathErrors;
  onChange: (patch: Partial<BrandValues>, path: keyof BrandValues) => void;
  /** Shows a message on a field without a submit (the colour is checked when it loses focus). */
  onFieldError: (path: keyof BrandValues, message: string) => void;
}

/**
 * Product name, logo and brand colour: the same fields in a provider manager's organisation form
 * and an organisation admin's branding page.
 */
export function BrandFields({ values, errors, onChange, onFieldError }: BrandFieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Product name"
          name="productName"
          value={values.productName}
          onChange={(event) => onChange({ productName: event.currentTarget.value }, "productName")}
          error={errors.productName}
        />
        <TextInput
          label="Logo URL"
          name="logoUrl"
          type="url"
          value={values.logoUrl}
          onChange={(event) => onChange({ logoUrl: event.currentTarget.value }, "logoUrl")}
          error={errors.logoUrl}
        />
      </SimpleGrid>
      <ColorInput
        // Keep what was typed so a bad value gets its message instead of vanishing.
        fixOnBlur={false}
        label="Brand colour"
        name="brandColor"
        description="Hex, e.g. #1c7ed6. Leave empty for the default theme."
        format="hex"
        eyeDropperButtonProps={{ "aria-label": "Pick a colour from the screen" }}
        maw={320}
        value={values.brandColor}
        onChange={(brandColor) => onChange({ brandColor }, "brandColor")}
        onBlur={() => {
          const message = brandColorError(values.brandColor);
          if (message) onFieldError("brandColor", message);
        }}
        error={errors.brandColor}
      />
    </Stack>
  );
}
