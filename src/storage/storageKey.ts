import * as v from "valibot";
import { issuesWithoutValues } from "../diagnostics/issuesWithoutValues.ts";
import { readStoredValue } from "./storedValue.ts";
import { getRawItem, removeRawItem, type StorageArea, setRawItem } from "./webStorage.ts";

export type StorageKey<TSchema extends v.GenericSchema> = {
  readonly name: string;
  readonly area: StorageArea;
  /** The stored value, or `undefined` when absent; bad or foreign data is removed, never thrown. */
  read(): v.InferOutput<TSchema> | undefined;
  /** Validates then stores; returns `false` (and stores nothing) when the value is invalid. */
  write(value: v.InferInput<TSchema>): boolean;
  clear(): void;
};

/**
 * One typed Web Storage entry, stored as JSON. What was written by an older version of the
 * app, another script or a user's hand is checked on every read, so a bad value costs the
 * user a default, not a crash.
 */
export function defineStorageKey<TSchema extends v.GenericSchema>(
  name: string,
  schema: TSchema,
  area: StorageArea = "local",
): StorageKey<TSchema> {
  const clear = () => removeRawItem(area, name);

  return {
    name,
    area,
    read() {
      const raw = getRawItem(area, name);
      if (raw === null) return undefined;
      return readStoredValue(raw, JSON.parse, schema, clear);
    },
    write(value) {
      const parsed = v.safeParse(schema, value);
      if (!parsed.success) {
        console.error(`Refused to store an invalid "${name}"`, issuesWithoutValues(parsed.issues));
        return false;
      }
      setRawItem(area, name, JSON.stringify(parsed.output));
      return true;
    },
    clear,
  };
}
