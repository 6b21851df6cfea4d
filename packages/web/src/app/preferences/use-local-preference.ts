import type { PreferenceStoreOptions } from "@tierwise/common/local-preferences";
import { useCallback, useMemo, useState } from "react";
import { useSession } from "../session/use-session.ts";
import { createLocalPreference } from "./local-preference.ts";

/**
 * React state backed by a versioned local preference of the signed-in user.
 * Pass options defined at module level (a stable object).
 */
export function useLocalPreference<T>(
  options: Omit<PreferenceStoreOptions<T>, "storage">,
): [T, (value: T) => void] {
  const userKey = useSession().key;
  const store = useMemo(() => createLocalPreference(userKey, options), [userKey, options]);
  const [state, setState] = useState(() => ({ userKey, value: store.read() }));
  const value = state.userKey === userKey ? state.value : store.read();
  const set = useCallback(
    (next: T) => {
      store.write(next);
      setState({ userKey, value: next });
    },
    [store, userKey],
  );
  return [value, set];
}
