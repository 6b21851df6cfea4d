import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import type { ActivityTab, TabAccess } from "./activity-tab.ts";
import type { CommentTarget } from "./comment-target.ts";

type PanelRailButtonProps = {
  tab: ActivityTab;
  target: CommentTarget;
  active: boolean;
  onClick: () => void;
};

const alwaysEnabled = (): TabAccess => ({ state: "enabled" });

/**
 * A tab's icon button on the panel's rail, with its dot (notes: comments exist). A tab may be
 * disabled for a target (the alerts of a company without subscription): the button stays, says
 * why in its hint and description, and opens nothing; or hidden, and then there is no button.
 */
export function PanelRailButton({ tab, target, active, onClick }: PanelRailButtonProps) {
  const { useDot, useAccess = alwaysEnabled } = tab;
  const access = useAccess(target);
  const enabled = access.state === "enabled";
  // A skipped query may still hold its last answer: a disabled icon never shows a dot.
  const dot = useDot(target, enabled) && enabled;
  if (access.state === "hidden") return null;
  const disabled = access.state === "disabled";
  const hint = disabled ? access.reason : access.hint;
  return (
    <Tooltip label={hint ?? tab.label} position="left" withinPortal multiline maw={280}>
      <Indicator disabled={!dot} size={8} offset={6} color="red">
        <ActionIcon
          size="lg"
          variant={active ? "light" : "subtle"}
          color={active ? undefined : "gray"}
          aria-label={dot ? `${tab.label} (new)` : tab.label}
          aria-description={hint}
          aria-pressed={disabled ? undefined : active}
          aria-disabled={disabled || undefined}
          // Not `disabled`: a disabled button gets no hover or focus, so its hint would not show.
          data-disabled={disabled || undefined}
          data-dot={dot || undefined}
          onClick={disabled ? undefined : onClick}
        >
          {tab.icon}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
