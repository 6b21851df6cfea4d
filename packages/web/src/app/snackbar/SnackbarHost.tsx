import { Box, Button, Notification, Stack } from "@mantine/core";
import type { SnackbarType } from "@tierwise/common/snackbar";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { snackbarStore } from "./show-snackbar.ts";

const colorByType: Record<SnackbarType, string | undefined> = {
  default: undefined,
  success: "green",
  warning: "yellow",
  loading: undefined,
  error: "red",
};

/** Renders the snackbars and closes them on route changes. Rendered once by the root layout. */
export function SnackbarHost() {
  const items = useSyncExternalStore(snackbarStore.subscribe, snackbarStore.getSnapshot);
  const { pathname } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to path changes only.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    snackbarStore.routeChanged();
  }, [pathname]);

  return (
    <Box
      pos="fixed"
      bottom="var(--mantine-spacing-md)"
      left="50%"
      style={{ transform: "translateX(-50%)", zIndex: 1100, maxWidth: "calc(100vw - 2rem)" }}
    >
      <Stack gap="xs" role="status" aria-live="polite">
        {items.map((item) => (
          <Notification
            key={item.id}
            w={`${item.width}rem`}
            maw="100%"
            color={colorByType[item.type]}
            loading={item.type === "loading"}
            withBorder
            role={item.type === "error" ? "alert" : undefined}
            closeButtonProps={{ "aria-label": "Dismiss" }}
            onClose={() => snackbarStore.close(item.id)}
            onMouseEnter={() => snackbarStore.hold(item.id)}
            onMouseLeave={() => snackbarStore.release(item.id)}
            onFocus={() => snackbarStore.hold(item.id)}
            onBlur={() => snackbarStore.release(item.id)}
          >
            {item.message}
            {item.undo && (
              <Button
                variant="subtle"
                size="compact-sm"
                ml="sm"
                onClick={() => {
                  item.undo?.onUndo();
                  snackbarStore.close(item.id);
                }}
              >
                {item.undo.label ?? "Undo"}
              </Button>
            )}
          </Notification>
        ))}
      </Stack>
    </Box>
  );
}
