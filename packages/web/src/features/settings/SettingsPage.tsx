import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import {
  IconBellRinging,
  IconGauge,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconPalette,
  IconRoute,
  IconTags,
  IconUserCircle,
  IconWebhook,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import { canCreateDashboards, canManageBundleHosts } from "../dashboards/dashboards.routes.tsx";
import { settingsTitle } from "./settings-title.ts";

interface SettingsLink {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/** /settings: the settings pages this user may open. */
export function SettingsPage() {
  usePageTitle(settingsTitle());
  const session = useSession();
  const links: SettingsLink[] = [];
  if (sessionCan(session, "tags.read")) {
    links.push({
      to: "/settings/tags",
      title: "Tags",
      description: "Tags that cases and companies use.",
      icon: <IconTags size={24} aria-hidden />,
    });
  }
  if (sessionCan(session, "alerts.read")) {
    links.push({
      to: "/settings/alert",
      title: "Alerts",
      description: "Company, location and commodity subscriptions, and your digest e-mail hour.",
      icon: <IconBellRinging size={24} aria-hidden />,
    });
  }
  if (sessionCan(session, "risk.read")) {
    links.push({
      to: "/settings/risk-hub",
      title: "Risk hub",
      description: "Risk configurations: categories, metric weights, revisions and rollback.",
      icon: <IconGauge size={24} aria-hidden />,
    });
  }
  if (sessionCan(session, "workflows.manageTemplates")) {
    links.push({
      to: "/settings/workflows",
      title: "Supplier workflows",
      description: "Templates of questionnaires, reviews, checks and decisions sent to suppliers.",
      icon: <IconRoute size={24} aria-hidden />,
    });
  }
  if (sessionCan(session, "branding.update")) {
    links.push({
      to: "/settings/branding",
      title: "Branding & custom view",
      description: "Logo, product name, brand colour, homepage and custom sidebar links.",
      icon: <IconPalette size={24} aria-hidden />,
    });
  }
  if (canCreateDashboards(session)) {
    links.push({
      to: "/settings/dashboards",
      title: "Dashboards",
      description: "Your organisation's dashboards: make a new one, see who may edit each.",
      icon: <IconLayoutDashboard size={24} aria-hidden />,
    });
  }
  if (canManageBundleHosts(session)) {
    links.push({
      to: "/settings/dashboard-bundles",
      title: "Dashboard bundle hosts",
      description: "Origins your dashboards may load extension widgets from.",
      icon: <IconLayoutDashboard size={24} aria-hidden />,
    });
  }
  if (sessionCan(session, "apiTokens.manageService")) {
    links.push({
      to: "/settings/api-tokens",
      title: "Service API tokens",
      description: "Tokens integrations use to act as a service account of the organisation.",
      icon: <IconKey size={24} aria-hidden />,
    });
  }
  if (sessionCan(session, "webhooks.read")) {
    links.push({
      to: "/settings/webhooks",
      title: "Webhooks",
      description:
        "Endpoints that receive alerts, case changes and other events, and their deliveries.",
      icon: <IconWebhook size={24} aria-hidden />,
    });
  }
  if (sessionCan(session, "audit.read")) {
    links.push({
      to: "/settings/audit-log",
      title: "Audit log",
      description: "Who changed members, teams, tags and settings, and when.",
      icon: <IconHistory size={24} aria-hidden />,
    });
  }
  links.push({
    to: "/account",
    title: "Account settings",
    description: "Your profile, password, two-factor authentication and notifications.",
    icon: <IconUserCircle size={24} aria-hidden />,
  });

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Settings</Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {links.map((link) => (
          <li key={link.to}>
            <UnstyledButton component={Link} to={link.to} w="100%" h="100%">
              <Paper withBorder radius="md" p="lg" h="100%">
                <Stack gap={6}>
                  {link.icon}
                  <Text fw={600}>{link.title}</Text>
                  <Text size="sm" c="dimmed">
                    {link.description}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
