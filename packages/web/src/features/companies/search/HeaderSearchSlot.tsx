import { Box } from "@mantine/core";
import { type ComponentType, lazy, Suspense } from "react";
import { handleRouteFailure } from "../../../app/routing/route-failure.ts";

function Nothing() {
  return null;
}

/**
 * The header search arrives in its own chunk (Combobox and the query stay out of the shell's
 * bundle budget). If that chunk fails to load the header simply has no search box, after the
 * usual reload-once attempt, instead of taking the whole shell down.
 */
const HeaderSearch = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    const { loadHeaderSearch } = await import("./header-search-loader.ts");
    return { default: (await loadHeaderSearch()).HeaderSearch };
  } catch (error) {
    handleRouteFailure(error);
    return { default: Nothing };
  }
});

export function HeaderSearchSlot() {
  return (
    <Suspense fallback={<Box w={{ base: "100%", sm: 360 }} h={36} />}>
      <HeaderSearch />
    </Suspense>
  );
}
