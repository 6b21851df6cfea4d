import { type ComponentType, lazy, Suspense, useState } from "react";
import { handleRouteFailure } from "../../../app/routing/route-failure.ts";
import { HeaderSearchPlaceholder } from "./HeaderSearchPlaceholder.tsx";

type HeaderSearchProps = { initialText: string };

function Nothing() {
  return null;
}

/**
 * The header search arrives in its own chunk, and only when someone reaches for it (focus,
 * pointer or typing on the placeholder): Combobox, floating-ui and the query stay out of the
 * JavaScript every signed-in page loads. If that chunk fails to load the header simply has no
 * search box, after the usual reload-once attempt, instead of taking the whole shell down.
 */
const HeaderSearch = lazy(async (): Promise<{ default: ComponentType<HeaderSearchProps> }> => {
  try {
    const { loadHeaderSearch } = await import("./header-search-loader.ts");
    return { default: (await loadHeaderSearch()).HeaderSearch };
  } catch (error) {
    handleRouteFailure(error);
    return { default: Nothing };
  }
});

export function HeaderSearchSlot() {
  const [wanted, setWanted] = useState(false);
  const [text, setText] = useState("");
  const placeholder = (
    <HeaderSearchPlaceholder value={text} onChange={setText} onWanted={() => setWanted(true)} />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderSearch initialText={text} />
    </Suspense>
  );
}
