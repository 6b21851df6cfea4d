import type { z } from "zod";
import { limits } from "./limits.ts";

/**
 * Preferences kept in the browser (spec 1 §3): stored as { version, data } JSON and used only
 * when the version matches and the data passes the schema; anything else gives the defaults.
 * Storage can be missing or throw (private mode, full quota), so no method ever throws.
 */
export const caseSortVersion = limits.caseStorageVersion;
export const caseFiltersVersion = limits.caseStorageVersion;
export const noteDraftVersion = limits.noteDraftVersion;

/** The part of the Web Storage interface we use; the web passes window.localStorage. */
export type PreferenceStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export type PreferenceStoreOptions<T> = {
  key: string;
  version: number;
  schema: z.ZodType<T>;
  defaults: T;
  /** Without one, values live in memory for the life of the store. */
  storage?: PreferenceStorage;
};

export type PreferenceStore<T> = {
  read(): T;
  /** False when the value could not be stored. */
  write(value: T): boolean;
  clear(): void;
};

export function createMemoryStorage(): PreferenceStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

export function createPreferenceStore<T>({
  key,
  version,
  schema,
  defaults,
  storage = createMemoryStorage(),
}: PreferenceStoreOptions<T>): PreferenceStore<T> {
  // Parsing builds new objects and arrays, so a caller editing what read() gave back cannot
  // change the defaults.
  const freshDefaults = (): T => {
    const copy = schema.safeParse(defaults);
    return copy.success ? copy.data : defaults;
  };

  return {
    read() {
      try {
        const raw = storage.getItem(key);
        if (raw === null) return freshDefaults();
        const stored: unknown = JSON.parse(raw);
        if (typeof stored !== "object" || stored === null) return freshDefaults();
        if (!("version" in stored) || stored.version !== version) return freshDefaults();
        const parsed = schema.safeParse("data" in stored ? stored.data : undefined);
        return parsed.success ? parsed.data : freshDefaults();
      } catch {
        return freshDefaults();
      }
    },
    write(value) {
      try {
        storage.setItem(key, JSON.stringify({ version, data: value }));
        return true;
      } catch {
        return false;
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored is the same as nothing to clear.
      }
    },
  };
}
