import { modalStore } from "./modal-store.ts";
import { useCloseOnRouteChange } from "./use-modal.ts";

/** Closes every named modal when the route changes. Rendered once by the root layout. */
export function ModalRouteCloser() {
  useCloseOnRouteChange(modalStore.closeAll);
  return null;
}
