import { useDebouncedCallback } from "@mantine/hooks";
import { caseLimits } from "@tierwise/common/cases";
import { useState } from "react";

/**
 * A list edited in place and saved after a 1 s pause (spec 2 §2: case locations and risk
 * sub-category), so several picks make one save. Shows the edited list until the save answers;
 * a pending save is sent when the view closes.
 */
export function useDelayedListSave(
  saved: readonly string[],
  send: (list: string[]) => Promise<unknown>,
) {
  const [edited, setEdited] = useState<string[] | null>(null);
  const flush = useDebouncedCallback(
    async (list: string[]) => {
      try {
        await send(list);
      } finally {
        setEdited((current) => (current === list ? null : current));
      }
    },
    { delay: caseLimits.listSaveDelayMs, flushOnUnmount: true },
  );
  return {
    value: edited ?? [...saved],
    change: (list: string[]) => {
      setEdited(list);
      flush(list);
    },
  };
}
