import type { ModalName } from "./modal-names.ts";

export type OpenModal = { name: ModalName; props: unknown };

/**
 * Which named modals are open (a stack: the last opened is on top). Components read it with
 * `useModal`; the shell closes everything on route change.
 */
export function createModalStore() {
  let open: readonly OpenModal[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly OpenModal[]) => {
    open = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: (): readonly OpenModal[] => open,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(name: ModalName, props: unknown = undefined): void {
      set([...open.filter((modal) => modal.name !== name), { name, props }]);
    },
    close(name: ModalName): void {
      if (open.some((modal) => modal.name === name)) {
        set(open.filter((modal) => modal.name !== name));
      }
    },
    closeAll(): void {
      if (open.length > 0) set([]);
    },
  };
}

export type ModalStore = ReturnType<typeof createModalStore>;

export const modalStore = createModalStore();
