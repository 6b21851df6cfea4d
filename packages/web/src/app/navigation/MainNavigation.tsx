import { Badge, Box, NavLink, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { useAlertUnreadCount } from "../../features/alerts/use-alert-unread-count.ts";
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
  return child.iconUrl ? (
    <img src={child.iconUrl} alt="" width={18} height={18} style={{ objectFit: "contain" }} />
  ) : (
    <IconExternalLink size={18} aria-hidden />
  );
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
}: {
  entry: NavigationEntry;
  context: NavigationContext;
  compact: boolean;
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
        const link = (
          <NavLink
            key={child.id}
            href={child.href}
            target={child.external ? "_blank" : undefined}
            rel={child.external ? "noopener noreferrer" : undefined}
            leftSection={<ChildIcon child={child} />}
            label={compact ? null : child.label}
            title={compact ? child.label : undefined}
            aria-label={
              compact || child.external
                ? `${child.label}${child.external ? " (opens in a new tab)" : ""}`
                : undefined
            }
          />
        );
        return link;
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
  };
  const entries = visibleNavigationEntries(session, context);
  return (
    <Stack gap={2}>
      {entries.map((entry) =>
        entry.children ? (
          <EntryGroup key={entry.id} entry={entry} context={context} compact={compact} />
        ) : (
          <EntryLink
            key={entry.id}
            entry={entry}
            context={context}
            compact={compact}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ),
      )}
    </Stack>
  );
}
