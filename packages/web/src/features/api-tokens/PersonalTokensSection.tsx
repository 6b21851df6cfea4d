import { Text } from "@mantine/core";
import { AccountSection } from "../auth/account/AccountSection.tsx";
import { ApiTokensSection } from "./ApiTokensSection.tsx";

/** The account page's card of personal API tokens: they act as the person, in this organisation. */
export function PersonalTokensSection() {
  return (
    <AccountSection id="api-tokens" title="Personal API tokens">
      <Text size="sm" c="dimmed">
        A personal token acts as you in the current organisation, limited to its scopes. It stops
        working if you leave the organisation.
      </Text>
      <ApiTokensSection kind="PERSONAL" />
    </AccountSection>
  );
}
