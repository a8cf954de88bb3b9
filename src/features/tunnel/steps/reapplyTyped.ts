/**
 * A step saved in another tab or device while this one was being filled in: the form takes the
 * newer record, and what this tab typed is put back over it. A field is "typed here" when its
 * value differs from what the form started from; every other field takes the newer record's
 * value. Nested groups (a guarantor, an address) are merged field by field.
 */

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isSame(left: unknown, right: unknown): boolean {
  if (isGroup(left) && isGroup(right)) {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => isSame(left[key], right[key]));
  }
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, index) => isSame(item, right[index]));
  }
  return Object.is(left, right);
}

/** `newer` with what changed from `startedFrom` to `typed` put back over it. */
export function reapplyTyped<TValues>(
  startedFrom: TValues,
  typed: TValues,
  newer: TValues,
): TValues {
  const merge = (base: unknown, mine: unknown, theirs: unknown): unknown => {
    if (isSame(mine, base)) return theirs;
    if (isGroup(base) && isGroup(mine) && isGroup(theirs)) {
      const keys = new Set([...Object.keys(theirs), ...Object.keys(mine)]);
      return Object.fromEntries(
        [...keys].map((key) => [key, merge(base[key], mine[key], theirs[key])]),
      );
    }
    return mine;
  };
  return merge(startedFrom, typed, newer) as TValues;
}

/** The top-level fields where `values` differ from `defaults`. */
export function changedFields<TValues extends object>(defaults: TValues, values: TValues) {
  return (Object.keys(values) as (keyof TValues & string)[]).filter(
    (key) => !isSame(defaults[key], values[key]),
  );
}
