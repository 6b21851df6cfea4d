import {
  createPreferenceStore,
  type PreferenceStorage,
  type PreferenceStore,
  type PreferenceStoreOptions,
} from "@tierwise/common/local-preferences";

/** window.localStorage, or undefined where it is unavailable (values then live in memory). */
export function browserPreferenceStorage(): PreferenceStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Storage key of a preference: per user (spec 1 §3 "per session"), namespaced. */
export function preferenceKey(userKey: string, key: string): string {
  return `tw:${userKey}:${key}`;
}

/**
 * A versioned, schema-checked preference in localStorage for one user. Stored data that fails
 * the version or schema check gives the defaults.
 */
export function createLocalPreference<T>(
  userKey: string,
  options: Omit<PreferenceStoreOptions<T>, "storage">,
): PreferenceStore<T> {
  return createPreferenceStore({
    ...options,
    key: preferenceKey(userKey, options.key),
    storage: browserPreferenceStorage(),
  });
}
