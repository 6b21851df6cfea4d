import { Modal, type ModalProps } from "@mantine/core";
import type { ModalName } from "./modal-names.ts";
import { useModal } from "./use-modal.ts";

type AppModalProps = Omit<ModalProps, "opened" | "onClose"> & {
  name: ModalName;
  onClose?: () => void;
};

/**
 * A Mantine modal bound to a named entry of the modal store: Escape and outside click close it
 * (Mantine), and so does a route change (ModalRouteCloser).
 */
export function AppModal({ name, onClose, children, ...props }: AppModalProps) {
  const modal = useModal(name);
  return (
    <Modal
      {...props}
      opened={modal.opened}
      onClose={() => {
        modal.close();
        onClose?.();
      }}
    >
      {children}
    </Modal>
  );
}
