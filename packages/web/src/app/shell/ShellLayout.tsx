import { ActionIcon, AppShell, Burger, Group } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { HeaderSearchSlot } from "../../features/companies/search/HeaderSearchSlot.tsx";
import { UndoReplay } from "../../features/undo/UndoReplay.tsx";
import { MainNavigation } from "../navigation/MainNavigation.tsx";
import { BrandMark } from "./BrandMark.tsx";
import { PoweredBy } from "./PoweredBy.tsx";
import { SkipLink } from "./SkipLink.tsx";
import classes from "./shell.module.css";
import { useNavigationState } from "./use-navigation-state.ts";

const HeaderActions = lazy(() => import("./HeaderActions.tsx"));

const expandedWidth = 260;
const compactWidth = 72;

/**
 * The signed-in shell: header (brand, navigation trigger, user menu), left navigation and the
 * page. Below 768 px the navigation is a drawer behind a burger; above, pinned is full width
 * and unpinned is an icon rail.
 */
export function ShellLayout() {
  const navigation = useNavigationState();
  const compact = !navigation.mobile && !navigation.pinned;
  const triggerLabel = navigation.pinned ? "Collapse navigation" : "Expand navigation";

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: { base: expandedWidth, sm: compact ? compactWidth : expandedWidth },
        breakpoint: "sm",
        collapsed: { mobile: !navigation.open },
      }}
      padding={{ base: "sm", sm: "md", lg: "xl" }}
    >
      <SkipLink />
      <UndoReplay />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={navigation.open}
              onClick={navigation.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navigation.open ? "Close navigation" : "Open navigation"}
              aria-expanded={navigation.open}
              aria-controls="main-navigation"
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={navigation.toggle}
              visibleFrom="sm"
              aria-label={triggerLabel}
              title={triggerLabel}
              aria-expanded={navigation.pinned}
              aria-controls="main-navigation"
            >
              {navigation.pinned ? (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              )}
            </ActionIcon>
            <BrandMark />
          </Group>
          <Group flex={1} justify="center" miw={0} px={{ base: 0, sm: "md" }}>
            <HeaderSearchSlot />
          </Group>
          <Suspense fallback={<Group gap="xs" wrap="nowrap" miw={88} />}>
            <HeaderActions />
          </Suspense>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="main-navigation" aria-label="Main navigation" p="xs">
        <AppShell.Section grow style={{ overflowY: "auto" }}>
          <MainNavigation
            compact={compact}
            onNavigate={navigation.mobile ? navigation.closeDrawer : () => undefined}
          />
        </AppShell.Section>
        {!compact && (
          <AppShell.Section pt="xs">
            <PoweredBy />
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
