import { useCallback, useEffect, useMemo, useRef } from "react";
import { createLocalPreference } from "../../app/preferences/local-preference.ts";
import { useSession } from "../../app/session/use-session.ts";
import { draftDebounceMs, type NoteDraft, noteDraftOptions } from "./note-draft.ts";

/**
 * A composer's draft in local storage: read once when the composer opens, written 500 ms after
 * the last change, cleared on save or cancel (spec 2 §4).
 */
export function useNoteDraft(draftKey: string) {
  const userKey = useSession().key;
  const store = useMemo(
    () => createLocalPreference(userKey, noteDraftOptions(draftKey)),
    [userKey, draftKey],
  );
  const initial = useMemo(() => store.read(), [store]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelPending = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancelPending, [cancelPending]);

  const save = useCallback(
    (draft: NoteDraft | null) => {
      cancelPending();
      timer.current = setTimeout(() => {
        timer.current = null;
        if (draft) store.write(draft);
        else store.clear();
      }, draftDebounceMs);
    },
    [store, cancelPending],
  );

  const clear = useCallback(() => {
    cancelPending();
    store.clear();
  }, [store, cancelPending]);

  return { initial, save, clear };
}
