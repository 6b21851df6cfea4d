import { type DragEvent, useState } from "react";

/**
 * Drop handling for an area that also offers a file button (the keyboard's way in): `dragging`
 * while files are held over it, and the dropped files handed on unless disabled.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropProps: {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      },
      "data-dragging": dragging || undefined,
    },
  };
}
