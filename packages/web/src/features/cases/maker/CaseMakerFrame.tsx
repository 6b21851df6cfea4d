import { ActionIcon, Drawer, Group, Modal, Tooltip } from "@mantine/core";
import {
  IconArrowsMaximize,
  IconLayoutSidebarRight,
  IconWindowMaximize,
} from "@tabler/icons-react";
import { caseLimits } from "@tierwise/common/cases";
import type { ReactNode } from "react";
import { Link } from "react-router";

export type FramedView = "modal" | "sidebar";

type CaseMakerFrameProps = {
  view: FramedView;
  /** The dialog's title: 'Create Case', or the Case ID of an existing case. */
  title: ReactNode;
  onClose: () => void;
  onViewChange?: (view: FramedView) => void;
  /** The expanded view of an existing case (/cases/{id}). */
  expandedPath?: string | null;
  children: ReactNode;
};

/**
 * The case maker as a modal or as a 25rem sidebar beside the page (spec 2 §2 view types);
 * either can switch to the other, and an existing case opens in its expanded view.
 */
export function CaseMakerFrame({
  view,
  title,
  onClose,
  onViewChange,
  expandedPath,
  children,
}: CaseMakerFrameProps) {
  const tools = (
    <Group gap={4} justify="flex-end" mb="xs">
      {onViewChange ? (
        view === "modal" ? (
          <Tooltip label="Show as sidebar" withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Show as sidebar"
              onClick={() => onViewChange("sidebar")}
            >
              <IconLayoutSidebarRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Tooltip label="Show as modal" withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Show as modal"
              onClick={() => onViewChange("modal")}
            >
              <IconWindowMaximize size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )
      ) : null}
      {expandedPath ? (
        <Tooltip label="Open expanded view" withinPortal>
          <ActionIcon
            component={Link}
            to={expandedPath}
            variant="subtle"
            color="gray"
            aria-label="Open expanded view"
          >
            <IconArrowsMaximize size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
  if (view === "sidebar") {
    return (
      <Drawer
        opened
        onClose={onClose}
        title={title}
        position="right"
        size={`${caseLimits.sidebarWidthRem}rem`}
        withOverlay={false}
        trapFocus={false}
        lockScroll={false}
        closeOnClickOutside={false}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {tools}
        {children}
      </Drawer>
    );
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="72rem"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {tools}
      {children}
    </Modal>
  );
}
