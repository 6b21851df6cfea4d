import { useMutation } from "@apollo/client/react";
import {
  ActionIcon,
  Anchor,
  Group,
  Menu,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import {
  IconDots,
  IconMail,
  IconMailOff,
  IconSettings,
  IconStar,
  IconStarFilled,
} from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { Link } from "react-router";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { type AlertFeed, UPSERT_FEED_USER_CONFIG } from "./alert-feeds.graphql.ts";
import { feedPath, orderedFeeds } from "./feed-paths.ts";

type AlertFeedsColumnProps = {
  feeds: readonly AlertFeed[];
  current: AlertFeed | null;
  onEdit: (feed: AlertFeed) => void;
  onDelete: (feed: AlertFeed) => void;
};

type UserConfigChange = { favorite?: boolean; emailNotifications?: boolean };

/**
 * The feeds beside the alert list (spec 3 §3 "Alert feed"): default feeds first, favourites
 * marked with a star, each with its own favourite and e-mail switches, and a menu to edit or
 * delete the feeds the viewer may change; under them, a link to the alert settings.
 */
export function AlertFeedsColumn({ feeds, current, onEdit, onDelete }: AlertFeedsColumnProps) {
  const [upsert] = useMutation(UPSERT_FEED_USER_CONFIG);
  const setConfig = async (feed: AlertFeed, change: UserConfigChange) => {
    let ok = false;
    try {
      const answer = await upsert({
        variables: { input: { feedId: feed.id, ...change } },
        optimisticResponse: {
          upsertFeedUserConfig: {
            __typename: "AlertFeedSuccess",
            feed: { ...feed, userConfig: { ...feed.userConfig, ...change } },
          },
        },
      });
      ok = answer.data?.upsertFeedUserConfig.__typename === "AlertFeedSuccess";
    } catch {
      ok = false;
    }
    if (!ok) showSnackbar({ type: "error", message: messages.somethingWentWrong });
  };

  return (
    <Stack component="nav" aria-label="Alert feeds" gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        Feeds
      </Text>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: "none" }}>
        {orderedFeeds(feeds).map((feed) => (
          <li key={feed.id}>
            <FeedRow
              feed={feed}
              active={feed.id === current?.id}
              onConfig={(change) => void setConfig(feed, change)}
              onEdit={() => onEdit(feed)}
              onDelete={() => onDelete(feed)}
            />
          </li>
        ))}
      </Stack>
      {/* Where the organisation chooses what it follows and each person their digest hour. */}
      <Anchor component={Link} to="/settings/alert" size="sm" px="sm" mt="sm">
        <Group gap={6} wrap="nowrap">
          <IconSettings size={14} aria-hidden />
          Alert settings
        </Group>
      </Anchor>
    </Stack>
  );
}

function FeedRow({
  feed,
  active,
  onConfig,
  onEdit,
  onDelete,
}: {
  feed: AlertFeed;
  active: boolean;
  onConfig: (change: UserConfigChange) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { favorite, emailNotifications } = feed.userConfig;
  const favouriteLabel = favorite
    ? `Remove ${feed.name} from favourites`
    : `Favourite ${feed.name}`;
  const mailLabel = `E-mail notifications for ${feed.name}`;
  return (
    <Group gap={0} wrap="nowrap">
      {/* Not Mantine's NavLink: the shell's navigation has it, and sharing it would split it
          out of the shell's chunk. */}
      <UnstyledButton
        component={Link}
        to={feedPath(feed)}
        aria-current={active ? "page" : undefined}
        px="sm"
        py={6}
        style={{
          flex: 1,
          minWidth: 0,
          borderRadius: "var(--mantine-radius-sm)",
          background: active ? "var(--mantine-primary-color-light)" : undefined,
        }}
      >
        <Text size="sm" fw={active ? 600 : 400} truncate>
          {favorite ? (
            <IconStarFilled
              size={12}
              aria-hidden
              color="var(--mantine-color-yellow-6)"
              style={{ marginRight: 4 }}
            />
          ) : null}
          {feed.name}
        </Text>
        {feed.description ? (
          // On the open feed's tint the dimmed grey falls under 4.5:1: the text's own colour.
          <Text size="xs" c={active ? undefined : "dimmed"} truncate>
            {feed.description}
          </Text>
        ) : null}
      </UnstyledButton>
      <Tooltip label={favouriteLabel} withinPortal>
        <ActionIcon
          variant="subtle"
          color={favorite ? "yellow" : "gray"}
          aria-label={`Favourite ${feed.name}`}
          aria-pressed={favorite}
          onClick={() => onConfig({ favorite: !favorite })}
        >
          {favorite ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={mailLabel} withinPortal>
        <ActionIcon
          variant="subtle"
          color={emailNotifications ? "blue" : "gray"}
          aria-label={mailLabel}
          aria-pressed={emailNotifications}
          onClick={() => onConfig({ emailNotifications: !emailNotifications })}
        >
          {emailNotifications ? (
            <IconMail size={16} aria-hidden />
          ) : (
            <IconMailOff size={16} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      {feed.canModify && !feed.isDefault ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${feed.name}`}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onEdit}>Edit</Menu.Item>
            <Menu.Item color="red" onClick={onDelete}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
