import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconBell,
  IconBuilding,
  IconExternalLink,
  IconKey,
  IconShieldLock,
  IconSwitchHorizontal,
  IconUserCircle,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { customLinkChildren } from "../navigation/navigation-registry.ts";
import { usePageTitle } from "../page-title.ts";
import { useSession } from "../session/use-session.ts";
import { homepageText, roleLabels } from "./home-content.ts";

type AccountCard = { title: string; description: string; href: string; icon: ReactNode };

const accountCards: AccountCard[] = [
  {
    title: "Profile",
    description: "Your name, job title and business unit.",
    href: "/account#profile",
    icon: <IconUserCircle size={20} aria-hidden />,
  },
  {
    title: "Password",
    description: "Change the password you sign in with.",
    href: "/account#password",
    icon: <IconKey size={20} aria-hidden />,
  },
  {
    title: "Two-factor authentication",
    description: "Protect your account with a code from an authenticator app.",
    href: "/account#two-factor",
    icon: <IconShieldLock size={20} aria-hidden />,
  },
  {
    title: "Notifications",
    description: "Choose which e-mails you get and how often.",
    href: "/account#notifications",
    icon: <IconBell size={20} aria-hidden />,
  },
];

export function HomePage() {
  usePageTitle("Home");
  const session = useSession();
  const { title, message } = homepageText(session);
  const organization = session.organization;
  const labels = roleLabels(session);
  const links = customLinkChildren(session);
  const firstName = session.details?.name.split(" ")[0];

  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        {message ? (
          <Text size="lg" style={{ whiteSpace: "pre-line" }}>
            {message}
          </Text>
        ) : (
          firstName && <Text size="lg">Hello {firstName}.</Text>
        )}
      </Stack>

      <section aria-labelledby="home-account">
        <Title order={2} size="h3" id="home-account" mb="sm">
          Your account
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {accountCards.map((card) => (
            <Card key={card.title} component={Link} to={card.href} withBorder padding="lg">
              <Group gap="sm" wrap="nowrap" mb="xs">
                <ThemeIcon variant="light" size="lg">
                  {card.icon}
                </ThemeIcon>
                <Text fw={600}>{card.title}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {card.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      {organization && (
        <section aria-labelledby="home-organization">
          <Title order={2} size="h3" id="home-organization" mb="sm">
            Your organisation
          </Title>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Group gap="sm">
                <ThemeIcon variant="light" size="lg">
                  <IconBuilding size={20} aria-hidden />
                </ThemeIcon>
                <Text fw={600}>{organization.name}</Text>
                {labels.map((label) => (
                  <Badge key={label} variant="light">
                    {label}
                  </Badge>
                ))}
              </Group>
              {session.teams.length > 0 ? (
                <div>
                  <Text size="sm" fw={500}>
                    Your groups
                  </Text>
                  <List size="sm">
                    {session.teams.map((team) => (
                      <List.Item key={team.id}>{team.name}</List.Item>
                    ))}
                  </List>
                </div>
              ) : (
                <Text size="sm" c="dimmed">
                  You are not in any group yet.
                </Text>
              )}
              {session.organizations.length > 1 && (
                <Group>
                  <Button
                    component={Link}
                    to="/choose"
                    variant="light"
                    leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
                  >
                    Switch organisation
                  </Button>
                  <Text size="sm" c="dimmed">
                    You belong to {session.organizations.length} organisations.
                  </Text>
                </Group>
              )}
            </Stack>
          </Card>
        </section>
      )}

      {links.length > 0 && (
        <section aria-labelledby="home-links">
          <Title order={2} size="h3" id="home-links" mb="sm">
            Links
          </Title>
          <List spacing="xs">
            {links.map((link) => (
              <List.Item key={link.id}>
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label} <IconExternalLink size={14} aria-label="(opens in a new tab)" />
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
