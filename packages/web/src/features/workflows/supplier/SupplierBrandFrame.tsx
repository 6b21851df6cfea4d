import {
  Box,
  Container,
  type CSSVariablesResolver,
  Group,
  Image,
  MantineProvider,
  Stack,
  Text,
} from "@mantine/core";
import type { SupplierFormBranding } from "@tierwise/common/workflows/supplier-form";
import { type ReactNode, useMemo } from "react";
import { appTheme } from "../../../app/theme/app-theme.ts";

type SupplierBrandFrameProps = {
  branding: SupplierFormBranding | null;
  children: ReactNode;
};

const scope = "tw-supplier-form";

/**
 * Mantine's dimmed grey and error red are below the 4.5:1 contrast WCAG AA asks of small text;
 * the supplier form (checked with axe-core, errors shown) uses the next darker shades.
 */
const readableColors: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});

/**
 * The supplier form's page: the organisation's name, logo and colour around it, sized for a
 * phone first. Its own theme is scoped to this frame (the app's theme follows a session, and the
 * supplier has none).
 */
export function SupplierBrandFrame({ branding, children }: SupplierBrandFrameProps) {
  const theme = useMemo(() => appTheme(branding?.brandColor ?? null), [branding?.brandColor]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesSelector={`.${scope}`}
      deduplicateCssVariables={false}
      withGlobalClasses={false}
      cssVariablesResolver={readableColors}
      defaultColorScheme="light"
    >
      {/* Mantine writes a scheme's variables for `[data-mantine-color-scheme]` under the scope. */}
      <Box
        className={scope}
        data-mantine-color-scheme="light"
        mih="100vh"
        bg="var(--mantine-color-gray-0)"
      >
        <Box
          component="header"
          bg="white"
          py="sm"
          style={{
            borderTop: `4px solid ${branding?.brandColor ?? "var(--mantine-color-blue-6)"}`,
            borderBottom: "1px solid var(--mantine-color-gray-3)",
          }}
        >
          <Container size="md" px={{ base: "sm", sm: "md" }}>
            <Group gap="sm" wrap="nowrap">
              {branding?.logoUrl ? (
                <Image src={branding.logoUrl} alt="" h={36} w="auto" fit="contain" />
              ) : null}
              <Text fw={700} size="lg" style={{ overflowWrap: "anywhere" }}>
                {branding?.organizationName ?? "Supplier questionnaire"}
              </Text>
            </Group>
          </Container>
        </Box>
        <Container
          component="main"
          size="md"
          px={{ base: "sm", sm: "md" }}
          py={{ base: "md", sm: "xl" }}
        >
          <Stack gap="lg">{children}</Stack>
        </Container>
        {branding ? (
          <Container component="footer" size="md" pb="lg" px={{ base: "sm", sm: "md" }}>
            <Text size="xs" c="dimmed">
              {`Sent by ${branding.organizationName} with ${branding.productName}. This link is personal: it opens only this questionnaire.`}
            </Text>
          </Container>
        ) : null}
      </Box>
    </MantineProvider>
  );
}
