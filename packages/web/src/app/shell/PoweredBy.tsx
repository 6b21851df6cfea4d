import { Text } from "@mantine/core";
import { useSession } from "../session/use-session.ts";
import { defaultProductName } from "./product-name.ts";

/** The organisation's powered-by label; "Powered by Tierwise" under a custom product name. */
export function PoweredBy() {
  const organization = useSession().organization;
  const label = organization?.customView.poweredByLabel?.trim();
  const customProduct =
    organization?.productName?.trim() && organization.productName.trim() !== defaultProductName;
  const text = label || (customProduct ? `Powered by ${defaultProductName}` : null);
  if (!text) return null;
  return (
    <Text size="xs" c="dimmed" ta="center">
      {text}
    </Text>
  );
}
