import { useCallback, useState } from "react";

/**
 * Selected result ids for "Export selection". The selection spans pages of one search and is
 * dropped when the parameters change (`scope`): rows chosen under other filters would be
 * exported without being visible.
 */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>(() => ({
    scope,
    ids: new Set(),
  }));
  const ids = state.scope === scope ? state.ids : new Set<string>();

  const change = useCallback(
    (changed: readonly string[], selected: boolean) => {
      setState((current) => {
        const next = new Set(current.scope === scope ? current.ids : []);
        for (const id of changed) {
          if (selected) next.add(id);
          else next.delete(id);
        }
        return { scope, ids: next };
      });
    },
    [scope],
  );
  const clear = useCallback(() => setState({ scope, ids: new Set() }), [scope]);
  return { ids, change, clear };
}
