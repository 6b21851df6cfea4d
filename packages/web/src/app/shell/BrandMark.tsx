import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { Logo } from "../../ui/Logo.tsx";
import { useSession } from "../session/use-session.ts";
import { defaultProductName } from "./product-name.ts";

/** The organisation's logo and product name (fallback "Tierwise"), linking home. */
export function BrandMark() {
  const organization = useSession().organization;
  const productName = organization?.productName?.trim() || defaultProductName;
  const logoUrl = organization?.customView.logoUrl || organization?.logoUrl || null;
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit" miw={0}>
      <Group gap="xs" wrap="nowrap">
        <Logo src={logoUrl} alt="" size="medium" />
        <Text fw={700} size="lg" truncate>
          {productName}
        </Text>
      </Group>
    </Anchor>
  );
}
