import * as v from "valibot";

/**
 * A stored text turned back into its value: decoded (JSON, URI encoding), then checked by its
 * schema. Whatever fails either step (an older version's format, another script, a user's hand)
 * reads as absent and is reported through `onBadValue`, never thrown.
 */
export function readStoredValue<TSchema extends v.GenericSchema>(
  raw: string,
  decode: (raw: string) => unknown,
  schema: TSchema,
  onBadValue: () => void,
): v.InferOutput<TSchema> | undefined {
  let decoded: unknown;
  try {
    decoded = decode(raw);
  } catch {
    onBadValue();
    return undefined;
  }
  const parsed = v.safeParse(schema, decoded);
  if (!parsed.success) {
    onBadValue();
    return undefined;
  }
  return parsed.output;
}
