import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import {
  IconArchive,
  IconArchiveOff,
  IconMail,
  IconMailOpened,
  IconThumbDown,
  IconThumbUp,
  type TablerIcon,
} from "@tabler/icons-react";
import { type AlertScore, alertMessages, feedbackButtons } from "@tierwise/common/alerts";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../../app/session/use-session.ts";
import type { AlertItem } from "../alert.graphql.ts";
import { AlertCardHeader } from "./AlertCardHeader.tsx";
import { AlertEntities } from "./AlertEntities.tsx";
import { alertPagePath } from "./alert-display.ts";
import { NotRelevantDialog } from "./NotRelevantDialog.tsx";
import { useAlertActions } from "./use-alert-actions.ts";

// The chart arrives with the first card that opens one: recharts stays out of the list's chunk.
const AlertChangeChart = lazy(() =>
  import("./AlertChangeChart.tsx").then((module) => ({ default: module.AlertChangeChart })),
);

function AlertDetails({ alert }: { alert: AlertItem }) {
  const { periodInfo, timeseries } = alert;
  return (
    <Stack gap="xs">
      {alert.body ? (
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {alert.body}
        </Text>
      ) : null}
      {periodInfo && timeseries && timeseries.length > 1 ? (
        <Suspense fallback={<Skeleton height={180} role="status" aria-label="Loading chart" />}>
          <AlertChangeChart
            periodInfo={periodInfo}
            timeseries={timeseries}
            variable={alert.variable}
          />
        </Suspense>
      ) : null}
      <Group gap="md">
        {alert.isSingleSource ? (
          <Text size="xs" c="dimmed">
            Single source
          </Text>
        ) : null}
        <Anchor component={Link} to={alertPagePath(alert.id)} size="sm">
          {alertMessages.viewOriginal}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** A card's action: a small text button with its icon (the text names it for everyone). */
function CardAction({
  icon: Icon,
  color = "gray",
  variant = "subtle",
  disabled = false,
  onClick,
  children,
}: {
  icon: TablerIcon;
  color?: string;
  variant?: "subtle" | "light";
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      size="compact-sm"
      color={color}
      leftSection={<Icon size={14} aria-hidden />}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

type AlertCardProps = {
  alert: AlertItem;
  /** Open from the start, e.g. on the page of one alert (?alertId=…). */
  initiallyExpanded?: boolean;
};

/**
 * One alert (spec 3 §2): header, what it is about, and — after 'See more' — its text, chart and
 * link to its own page. Opening an unread alert marks it read. The organisation's
 * alertServiceEnabled flag picks the news-style or the analytics-style header; the data and
 * the actions are the same (issue 13).
 */
export function AlertCard({ alert, initiallyExpanded = false }: AlertCardProps) {
  const session = useSession();
  const newsStyle = session.organization?.featureFlags.alertServiceEnabled === true;
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const [askingReason, setAskingReason] = useState(false);
  const actions = useAlertActions(alert);
  const titleId = useId();
  const detailsId = useId();
  const { read, archived, score } = alert.userMetadata;
  const feedback = feedbackButtons({ score: score as AlertScore, archived });

  const toggle = () => {
    if (!expanded && !read) void actions.setRead(true);
    setExpanded(!expanded);
  };

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-unread={read ? undefined : true}
      // Unread is a bar of the primary colour on the card's edge, not a tinted card: dimmed
      // captions and links on the tint fell under 4.5:1 (axe color-contrast).
      style={
        read
          ? undefined
          : {
              borderLeftWidth: 4,
              borderLeftColor: "var(--mantine-primary-color-filled)",
            }
      }
    >
      <Stack gap={6}>
        <AlertCardHeader
          alert={alert}
          titleId={titleId}
          variant={newsStyle ? "news" : "analytics"}
        />
        <AlertEntities alert={alert} />
        <div id={detailsId} hidden={!expanded}>
          {expanded ? <AlertDetails alert={alert} /> : null}
        </div>
        <Group gap={4} wrap="wrap" mt={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={toggle}
          >
            {expanded ? alertMessages.seeLess : alertMessages.seeMore}
          </Button>
          <CardAction
            icon={read ? IconMail : IconMailOpened}
            onClick={() => void actions.setRead(!read)}
          >
            {read ? "Mark as unread" : "Mark as read"}
          </CardAction>
          <CardAction
            icon={archived ? IconArchiveOff : IconArchive}
            onClick={() => void actions.setArchived(!archived)}
          >
            {archived ? "Unarchive" : "Archive"}
          </CardAction>
          <CardAction
            icon={IconThumbUp}
            color="green"
            variant={score === 1 ? "light" : "subtle"}
            disabled={feedback.relevantDisabled}
            onClick={() => void actions.markRelevant()}
          >
            Relevant
          </CardAction>
          <CardAction
            icon={IconThumbDown}
            color="red"
            disabled={feedback.notRelevantDisabled}
            onClick={() => setAskingReason(true)}
          >
            Not relevant
          </CardAction>
        </Group>
      </Stack>
      <NotRelevantDialog
        alert={alert}
        opened={askingReason}
        onClose={() => setAskingReason(false)}
        markNotRelevant={actions.markNotRelevant}
      />
    </Paper>
  );
}
