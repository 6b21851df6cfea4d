import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import type { ActivityTab } from "./activity-tab.ts";
import type { CommentTarget } from "./comment-target.ts";

type PanelRailButtonProps = {
  tab: ActivityTab;
  target: CommentTarget;
  active: boolean;
  onClick: () => void;
};

/** A tab's icon button on the panel's rail, with its dot (notes: comments exist). */
export function PanelRailButton({ tab, target, active, onClick }: PanelRailButtonProps) {
  const { useDot } = tab;
  const dot = useDot(target, true);
  return (
    <Tooltip label={tab.label} position="left" withinPortal>
      <Indicator disabled={!dot} size={8} offset={6} color="red">
        <ActionIcon
          size="lg"
          variant={active ? "light" : "subtle"}
          color={active ? undefined : "gray"}
          aria-label={dot ? `${tab.label} (new)` : tab.label}
          aria-pressed={active}
          data-dot={dot || undefined}
          onClick={onClick}
        >
          {tab.icon}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
