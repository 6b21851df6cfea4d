import { Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { AccountSection } from "./AccountSection.tsx";

interface PasswordSectionProps {
  ssoUser: boolean;
}

/** Where to change the sign-in password (not for single sign-on accounts). */
export function PasswordSection({ ssoUser }: PasswordSectionProps) {
  return (
    <AccountSection id="password" title="Password">
      {ssoUser ? (
        <Text size="sm">
          You sign in through your organisation's single sign-on, which manages your password.
        </Text>
      ) : (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">Change the password you use to sign in to Tierwise.</Text>
          <Button component={Link} to="/change-password" variant="default">
            Change password
          </Button>
        </Group>
      )}
    </AccountSection>
  );
}
