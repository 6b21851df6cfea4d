import { Anchor } from "@mantine/core";
import { Link } from "react-router";

export function SettingsBackLink() {
  return (
    <Anchor component={Link} to="/settings" size="sm">
      ← Settings
    </Anchor>
  );
}
