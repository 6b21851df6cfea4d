import { Box, Button, Group, ScrollArea } from "@mantine/core";
import type { CompanySubPage } from "@tierwise/common/company-profile";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { subPagePath } from "./profile-paths.ts";
import { subPageLabels } from "./sub-page-labels.ts";

type ProfileTabsProps = {
  basePath: string;
  subPages: readonly CompanySubPage[];
  current: CompanySubPage;
};

/**
 * The sub-page navigation: ordinary links (so each sub-page has an address, opens in a new tab
 * and works with the keyboard), the current one marked with aria-current. On narrow screens the
 * row scrolls sideways.
 */
export function ProfileTabs({ basePath, subPages, current }: ProfileTabsProps) {
  const currentLink = useRef<HTMLAnchorElement>(null);
  // On a phone most tabs are off to the side: bring the current one into view.
  useEffect(() => {
    const link = currentLink.current;
    if (link?.dataset.subPage === current) {
      link.scrollIntoView?.({ block: "nearest", inline: "center" });
    }
  }, [current]);
  if (subPages.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-label="Company profile sections"
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <Group
          component="ul"
          gap={4}
          wrap="nowrap"
          m={0}
          p={0}
          pb={6}
          style={{ listStyle: "none" }}
        >
          {subPages.map((subPage) => {
            const active = subPage === current;
            return (
              <li key={subPage}>
                <Button
                  component={Link}
                  to={subPagePath(basePath, subPage)}
                  variant={active ? "light" : "subtle"}
                  color={active ? undefined : "gray"}
                  size="compact-md"
                  fw={active ? 600 : 400}
                  aria-current={active ? "page" : undefined}
                  ref={active ? currentLink : undefined}
                  data-sub-page={subPage}
                >
                  {subPageLabels[subPage]}
                </Button>
              </li>
            );
          })}
        </Group>
      </ScrollArea>
    </Box>
  );
}
