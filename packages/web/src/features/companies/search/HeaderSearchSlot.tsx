import { type ComponentType, useRef, useState } from "react";
import { handleRouteFailure } from "../../../app/routing/route-failure.ts";
import { HeaderSearchPlaceholder } from "./HeaderSearchPlaceholder.tsx";

type HeaderSearchProps = { initialText: string; autoFocus: boolean };

/**
 * The header search arrives in its own chunk, and only when someone reaches for it (focus,
 * pointer or typing on the placeholder): Combobox, floating-ui and the query stay out of the
 * JavaScript every signed-in page loads. The placeholder stays mounted while the chunk loads,
 * so typing goes on; the real box then takes over the text and, if it had it, the focus. If
 * the chunk fails to load, the usual reload-once handling runs and the placeholder stays.
 */
export function HeaderSearchSlot() {
  const [text, setText] = useState("");
  const [HeaderSearch, setHeaderSearch] = useState<ComponentType<HeaderSearchProps> | null>(null);
  const loading = useRef(false);
  const focused = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import("./header-search-loader.ts")
      .then(({ loadHeaderSearch }) => loadHeaderSearch())
      .then((module) => setHeaderSearch(() => module.HeaderSearch))
      .catch((error: unknown) => {
        loading.current = false;
        handleRouteFailure(error);
      });
  };

  if (HeaderSearch) return <HeaderSearch initialText={text} autoFocus={focused.current} />;
  return (
    <HeaderSearchPlaceholder
      value={text}
      onChange={setText}
      onWanted={load}
      onFocusChange={(hasFocus) => {
        focused.current = hasFocus;
      }}
    />
  );
}
