import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { ModalName } from "./modal-names.ts";
import { modalStore } from "./modal-store.ts";

/** Open state of one named modal; any component can open or close it. */
export function useModal<Props = undefined>(name: ModalName) {
  const open = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot);
  const entry = open.find((modal) => modal.name === name);
  return {
    opened: entry !== undefined,
    props: entry?.props as Props | undefined,
    open: useCallback((props?: Props) => modalStore.open(name, props), [name]),
    close: useCallback(() => modalStore.close(name), [name]),
  };
}

/**
 * For modals kept in local state: calls `close` when the route (path) changes, as every modal
 * must (spec 1 §2.5). Named modals are closed by the shell already.
 */
export function useCloseOnRouteChange(close: () => void): void {
  const { pathname } = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to path changes only.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closeRef.current();
  }, [pathname]);
}
