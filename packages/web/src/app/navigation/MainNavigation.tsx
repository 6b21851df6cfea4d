import { Badge, Box, NavLink, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { useAlertUnreadCount } from "../../features/alerts/use-alert-unread-count.ts";
import { useNavigationDashboards } from "../../features/dashboards/use-navigation-dashboards.ts";
import { sessionCan } from "../session/session-policy.ts";
import { useSession } from "../session/use-session.ts";
import { isActivePath } from "./is-active-path.ts";
import type { NavigationChild, NavigationContext, NavigationEntry } from "./navigation.types.ts";
import { emptyNavigationContext, visibleNavigationEntries } from "./navigation-registry.ts";

type MainNavigationProps = {
  /** Icons only (desktop, navigation not pinned). */
  compact: boolean;
  onNavigate: () => void;
};

function ChildIcon({ child }: { child: NavigationChild }) {
  if (child.iconUrl)
    return (
      <img src={child.iconUrl} alt="" width={18} height={18} style={{ objectFit: "contain" }} />
    );
  const Icon = child.icon ?? IconExternalLink;
  return <Icon size={18} aria-hidden />;
}

function EntryLink({
  entry,
  context,
  compact,
  pathname,
  onNavigate,
}: {
  entry: NavigationEntry;
  context: NavigationContext;
  compact: boolean;
  pathname: string;
  onNavigate: () => void;
}) {
  const session = useSession();
  const target = entry.target(session, emptyNavigationContext.prefs);
  const active = [target, ...(entry.alsoActiveOn ?? [])].some((path) =>
    isActivePath(pathname, path),
  );
  const Icon = entry.icon;
  const marker = entry.marker?.(context) ?? false;
  const markerText = marker ? (entry.markerText?.(context) ?? null) : null;
  const link = (
    <NavLink
      component={Link}
      to={target}
      onClick={onNavigate}
      active={active}
      aria-current={active ? "page" : undefined}
      aria-label={
        compact ? `${entry.label}${markerText ? `, ${markerText.label}` : ""}` : undefined
      }
      // Icons-only rail: the browser's own hint names the icon (a styled tooltip would add
      // floating-position code to the JavaScript every page loads).
      title={compact ? entry.label : undefined}
      leftSection={<Icon size={20} aria-hidden />}
      label={compact ? null : entry.label}
      rightSection={
        compact ? null : (
          <>
            {entry.beta && (
              <Badge size="xs" variant="light">
                beta
              </Badge>
            )}
            {marker && (
              <Badge
                size={markerText ? "sm" : "xs"}
                color="red"
                circle={!markerText}
                aria-label={markerText?.label ?? "unread"}
              >
                {markerText?.text ?? " "}
              </Badge>
            )}
          </>
        )
      }
    />
  );
  return link;
}

function EntryGroup({
  entry,
  context,
  compact,
  pathname,
  onNavigate,
}: {
  entry: NavigationEntry;
  context: NavigationContext;
  compact: boolean;
  pathname: string;
  onNavigate: () => void;
}) {
  const session = useSession();
  const children = entry.children?.(session, context) ?? [];
  const headingId = `nav-group-${entry.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} mt="sm">
      {compact ? (
        <VisuallyHidden id={headingId}>{entry.label}</VisuallyHidden>
      ) : (
        <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
          {entry.label}
        </Text>
      )}
      {children.map((child) => {
        const shared = {
          leftSection: <ChildIcon child={child} />,
          label: compact ? null : child.label,
          title: compact ? child.label : undefined,
        };
        if (child.external)
          return (
            <NavLink
              key={child.id}
              href={child.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${child.label} (opens in a new tab)`}
              {...shared}
            />
          );
        // Pages of this app (dashboards) go through the router, without a reload.
        const active = isActivePath(pathname, child.href);
        return (
          <NavLink
            key={child.id}
            component={Link}
            to={child.href}
            onClick={onNavigate}
            active={active}
            aria-current={active ? "page" : undefined}
            aria-label={compact ? child.label : undefined}
            {...shared}
          />
        );
      })}
    </Box>
  );
}

/** The left navigation, drawn from the navigation registry. */
export function MainNavigation({ compact, onNavigate }: MainNavigationProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const context: NavigationContext = {
    ...emptyNavigationContext,
    unreadAlerts: useAlertUnreadCount(sessionCan(session, "alerts.read")),
    dashboards: useNavigationDashboards(Boolean(session.organization)),
  };
  const entries = visibleNavigationEntries(session, context);
  return (
    <Stack gap={2}>
      {entries.map((entry) => {
        // Groups (custom links, dashboards) list their children; the rest are single links.
        const Entry = entry.children ? EntryGroup : EntryLink;
        return (
          <Entry
            key={entry.id}
            entry={entry}
            context={context}
            compact={compact}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
