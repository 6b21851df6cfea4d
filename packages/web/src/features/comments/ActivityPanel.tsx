import { ActionIcon, Group, Loader, Title, Tooltip } from "@mantine/core";
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconLayoutSidebarRight,
  IconX,
} from "@tabler/icons-react";
import { type CSSProperties, type ReactNode, Suspense, useEffect, useId } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "../../app/session/use-session.ts";
import classes from "./activity-panel.module.css";
import { activityTabs } from "./activity-tabs.ts";
import { CommentActionsContext } from "./comment-action.ts";
import type { CommentTarget } from "./comment-target.ts";
import { noteActions } from "./note-actions.ts";
import { PanelRailButton } from "./PanelRailButton.tsx";
import {
  collapsedDisplay,
  type PanelDisplay,
  readPanelState,
  withDisplay,
  withoutHighlight,
  withTab,
  withThread,
} from "./panel-state.ts";

/** Widths of the panel by display state (spec 1 §9: sidebars are 25rem). */
const widths: Record<Exclude<PanelDisplay, "closed">, string> = {
  open: "25rem",
  sidebar: "25rem",
  extended: "48rem",
};
const railWidth = "3rem";

/**
 * Reserves room at the right of the page through the AppShell's own aside offset, so the page
 * content is never under the icon rail and moves aside for the docked sidebar. The shell does
 * not need to know about the panel.
 */
function useAsideOffset(display: PanelDisplay) {
  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty(
      "--app-shell-aside-offset",
      display === "sidebar" ? `calc(${widths.sidebar} + ${railWidth})` : railWidth,
    );
    return () => {
      style.removeProperty("--app-shell-aside-offset");
    };
  }, [display]);
}

type ActivityPanelProps = { target: CommentTarget };

/**
 * The activity side panel of company and portfolio pages (spec 1 §2.5, spec 2 §2): an icon
 * rail with a dot per tab, and the panel in one of four display states, all kept in the address.
 */
export function ActivityPanel({ target }: ActivityPanelProps) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const titleId = useId();
  const tabs = activityTabs.filter((tab) => tab.available(session));
  const state = readPanelState(params, tabs);
  useAsideOffset(tabs.length > 0 ? state.display : "closed");
  if (tabs.length === 0) return null;

  // Functional updates: a delayed change (the highlight's end) must not undo newer ones.
  // Replace, not push: opening the panel is no new page and must not scroll the page to the top.
  const update = (change: (current: URLSearchParams) => URLSearchParams) =>
    setParams(change, { replace: true });
  const current = tabs.find((tab) => tab.key === state.tab) ?? tabs[0];
  const setDisplay = (display: PanelDisplay) => update((now) => withDisplay(now, display));

  return (
    <>
      <nav className={classes.rail} aria-label="Activity">
        {tabs.map((tab) => {
          const active = state.display !== "closed" && tab.key === state.tab;
          return (
            <PanelRailButton
              key={tab.key}
              tab={tab}
              target={target}
              active={active}
              onClick={() =>
                active ? setDisplay("closed") : update((now) => withTab(now, tab.key, tabs))
              }
            />
          );
        })}
      </nav>
      {state.display !== "closed" && current ? (
        <section
          className={classes.panel}
          data-display={state.display}
          aria-labelledby={titleId}
          style={{ "--activity-panel-width": widths[state.display] } as CSSProperties}
        >
          <Group className={classes.header} justify="space-between" wrap="nowrap">
            <Title order={2} size="h4" id={titleId}>
              {current.label}
            </Title>
            <Group gap={4} wrap="nowrap">
              {state.display === "open" ? (
                <>
                  <PanelButton label="Extend" onClick={() => setDisplay("extended")}>
                    <IconArrowsMaximize size={18} aria-hidden />
                  </PanelButton>
                  <PanelButton label="Show as sidebar" onClick={() => setDisplay("sidebar")}>
                    <IconLayoutSidebarRight size={18} aria-hidden />
                  </PanelButton>
                </>
              ) : (
                <PanelButton label="Collapse" onClick={() => setDisplay(collapsedDisplay())}>
                  <IconArrowsMinimize size={18} aria-hidden />
                </PanelButton>
              )}
              <PanelButton label="Close" onClick={() => setDisplay("closed")}>
                <IconX size={18} aria-hidden />
              </PanelButton>
            </Group>
          </Group>
          <div className={classes.body}>
            <Suspense
              fallback={
                <Group justify="center" p="md">
                  <Loader size="sm" aria-label="Loading" />
                </Group>
              }
            >
              {/* The notes offer what other features add to them (Create case). */}
              <CommentActionsContext value={noteActions}>
                <current.Content
                  target={target}
                  panel={state}
                  openThread={(parentId) => update((now) => withThread(now, parentId))}
                  clearHighlight={() => update((now) => withoutHighlight(now, tabs))}
                />
              </CommentActionsContext>
            </Suspense>
          </div>
        </section>
      ) : null}
    </>
  );
}

function PanelButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
