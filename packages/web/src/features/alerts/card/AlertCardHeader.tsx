import { Anchor, Badge, Group, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { alertDatasetLabels, alertPolarityLabels, alertTypeLabels } from "@tierwise/common/alerts";
import { formatChange } from "@tierwise/common/formatting";
import type { AlertItem } from "../alert.graphql.ts";
import {
  alertProviderLabel,
  alertVariableLabel,
  formatAlertTime,
  polarityColors,
  severityColors,
} from "./alert-display.ts";

type HeaderProps = { alert: AlertItem; titleId: string };

function PolarityBadge({ alert }: { alert: AlertItem }) {
  return (
    <Badge size="sm" variant="light" color={polarityColors[alert.polarity]}>
      {alertPolarityLabels[alert.polarity]}
    </Badge>
  );
}

function StateBadges({ alert }: { alert: AlertItem }) {
  const { read, archived } = alert.userMetadata;
  return (
    <>
      {read ? null : (
        <Badge size="sm" color="blue" variant="filled">
          Unread
        </Badge>
      )}
      {archived ? (
        <Badge size="sm" color="gray" variant="outline">
          Archived
        </Badge>
      ) : null}
    </>
  );
}

function AlertTime({ alert }: { alert: AlertItem }) {
  return (
    <Text size="xs" c="dimmed" component="time" dateTime={alert.publishedAt}>
      {formatAlertTime(alert.publishedAt)}
    </Text>
  );
}

/**
 * The data point's provider by its name ("Tierwise rules", not the key "tierwise-rules"),
 * linked to the source when there is one (spec 3 §2 "source link").
 */
export function AlertSourceLink({ alert }: { alert: AlertItem }) {
  const { sourceUrl } = alert.dataPoint;
  const provider = alertProviderLabel(alert.dataPoint.provider);
  if (!sourceUrl) {
    return (
      <Text size="xs" c="dimmed">
        Source: {provider}
      </Text>
    );
  }
  return (
    <Anchor href={sourceUrl} target="_blank" rel="noopener noreferrer" size="xs">
      Source: {provider} <IconExternalLink size={12} aria-hidden />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

function AlertTitle({ alert, titleId, unread }: HeaderProps & { unread: boolean }) {
  return (
    <Title order={3} size="h5" id={titleId} fw={unread ? 700 : 500}>
      {alert.title}
    </Title>
  );
}

/** The newer, news-style card (alertServiceEnabled): type, polarity, severity, news classes. */
function NewsAlertHeader({ alert, titleId }: HeaderProps) {
  const classes = alert.dataPoint.newsClasses;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          {alertTypeLabels[alert.type]}
        </Text>
        <PolarityBadge alert={alert} />
        {alert.severity ? (
          <Badge size="sm" variant="outline" color={severityColors[alert.severity]}>
            {alert.severity}
          </Badge>
        ) : null}
        <StateBadges alert={alert} />
        <AlertTime alert={alert} />
        <AlertSourceLink alert={alert} />
      </Group>
      <AlertTitle alert={alert} titleId={titleId} unread={!alert.userMetadata.read} />
      {classes.length > 0 ? (
        <Group gap={4} aria-label="News classes" role="list">
          {classes.map((newsClass) => (
            <Badge
              key={newsClass.id}
              role="listitem"
              size="xs"
              variant="dot"
              color={severityColors[newsClass.severity]}
              tt="none"
            >
              {newsClass.name}
            </Badge>
          ))}
        </Group>
      ) : null}
    </>
  );
}

/**
 * The older, analytics-style card: the dataset and rule that raised the alert and the change
 * over its window lead, the news classes follow in smaller print. Same data as the news card.
 */
function AnalyticsAlertHeader({ alert, titleId }: HeaderProps) {
  const { periodInfo, dataset } = alert;
  const classes = alert.dataPoint.newsClasses;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          {dataset ? alertDatasetLabels[dataset] : alertTypeLabels[alert.type]}
        </Text>
        <StateBadges alert={alert} />
        <AlertTime alert={alert} />
      </Group>
      <AlertTitle alert={alert} titleId={titleId} unread={!alert.userMetadata.read} />
      <Group gap="xs" wrap="wrap">
        <PolarityBadge alert={alert} />
        {periodInfo ? (
          <Text size="sm" fw={600} c={polarityColors[alert.polarity]}>
            {alert.variable ? `${alertVariableLabel(alert.variable)}: ` : ""}
            {formatChange(periodInfo.pctChange, "percent")} {periodInfo.timeWindowLabel}
          </Text>
        ) : null}
        {classes.length > 0 ? (
          <Text size="xs" c="dimmed">
            {classes.map((newsClass) => newsClass.name).join(", ")}
          </Text>
        ) : null}
        <AlertSourceLink alert={alert} />
      </Group>
    </>
  );
}

/** The card's header in the variant the organisation's alertServiceEnabled flag picks. */
export function AlertCardHeader({
  variant,
  ...props
}: HeaderProps & { variant: "news" | "analytics" }) {
  return variant === "news" ? <NewsAlertHeader {...props} /> : <AnalyticsAlertHeader {...props} />;
}
