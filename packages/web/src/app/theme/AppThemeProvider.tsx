import { MantineProvider } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { useSession } from "../session/use-session.ts";
import { appTheme } from "./app-theme.ts";

/** Mantine provider whose primary colour follows the current organisation's brand colour. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const brandColor = useSession().organization?.brandColor ?? null;
  const theme = useMemo(() => appTheme(brandColor), [brandColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
