import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconBuilding,
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconSwitchHorizontal,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { adminOrganizationsUrl } from "../env.ts";
import { type UserMenuEntryId, userMenuEntries } from "../navigation/user-menu.ts";
import { useSession } from "../session/use-session.ts";
import classes from "./shell.module.css";

const icons: Record<UserMenuEntryId, TablerIcon> = {
  settings: IconSettings,
  account: IconUserCircle,
  members: IconUsers,
  groups: IconUsersGroup,
  organizations: IconBuilding,
  choose: IconSwitchHorizontal,
  logout: IconLogout,
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** The user menu of the header (spec 1 §2.4, §6.4); keyboard operable through Mantine's Menu. */
export function UserMenu() {
  const session = useSession();
  const entries = userMenuEntries(session, { adminOrganizationsUrl });
  const name = session.details?.name ?? "";
  const email = session.details?.email ?? "";

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`User menu for ${name || email}`}>
          <Group gap="xs" wrap="nowrap">
            {/* Initials in a circle, drawn with CSS: Mantine's Avatar is too heavy for every page.
                They are CSS content, not text: the button's name (which must hold every word
                it shows, WCAG 2.5.3) is the person's name, and the initials only repeat it. */}
            <span
              className={classes.initials}
              data-initials={initials(name || email)}
              aria-hidden
            />
            <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
              {name || email}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" truncate>
            {email}
          </Text>
          {session.organization && (
            <Text size="xs" truncate>
              {session.organization.name}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        {entries.map((entry) => {
          const Icon = icons[entry.id];
          const icon = <Icon size={16} aria-hidden />;
          if (entry.external) {
            return (
              <Menu.Item
                key={entry.id}
                component="a"
                href={entry.href}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={icon}
              >
                {entry.label}
              </Menu.Item>
            );
          }
          return (
            <Menu.Item
              key={entry.id}
              component={Link}
              to={entry.href}
              leftSection={icon}
              color={entry.id === "logout" ? "red" : undefined}
            >
              {entry.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
