import { DEFAULT_COUNTRY_CODE } from "../../../i18n/countries.ts";

/**
 * A step's one field table (steps 2 and 3): each record field (the backend's name), the form
 * field it is filled in, how its value is written both ways, and when it applies. A step's
 * load mapping, save payload and the place each server field error shows all derive from its
 * table, so a field is listed once. Selects hold codes as text; records hold numbers, null for
 * "not chosen".
 */

type FormValue = string | number;
type RecordValue = string | number | null;

/** How a record field is written in the form and read back, and what "not given" is. */
export interface Codec {
  toForm(value: RecordValue): FormValue;
  toRecord(value: FormValue): RecordValue;
  /** What a field that does not apply (or a missing record) holds: the server stores nothing. */
  empty: "" | null;
}

/** One record field: where the form holds it, its codec, and when it applies (always if unsaid). */
export type FieldRow<Values, Context> = {
  form: string;
  codec: Codec;
  applies?: (values: Values, context: Context) => boolean;
};

/** A table's row: a record field is filled in at `form`, written by `codec`, when `applies`. */
export function row<Form extends string, Values, Context>(
  form: Form,
  codec: Codec,
  applies?: (values: Values, context: Context) => boolean,
): FieldRow<Values, Context> & { form: Form } {
  return applies ? { form, codec, applies } : { form, codec };
}

/** A code, or a text, as the form holds it: "" for nothing. */
const formText = (value: RecordValue) => (value === null ? "" : String(value));
export const codeOf = (value: FormValue): number | null =>
  String(value).trim() === "" ? null : Number(value);
const same = <T>(value: T) => value;

/** A select of codes. */
const code: Codec = { toForm: formText, toRecord: codeOf, empty: null };
/** A country select: it starts on the first country (spec 5; birth country default 1, spec 9). */
const country: Codec = {
  toForm: (value) => String(value ?? DEFAULT_COUNTRY_CODE),
  toRecord: codeOf,
  empty: null,
};
/** A typed text: sent without its surrounding spaces. */
const text: Codec = {
  toForm: formText,
  toRecord: (value) => String(value).trim(),
  empty: "",
};
/** A date (ISO day) from a date picker: sent as it is. */
const day: Codec = { toForm: formText, toRecord: same, empty: "" };
/** An amount in whole euros, typed as text. */
const amount: Codec = { toForm: formText, toRecord: codeOf, empty: null };

/** The codecs steps share. */
export const codecs = { code, country, text, day, amount };

/** A form field's value, by its path ("group.field", or a field outside any group). */
function valueAt(values: unknown, path: string): FormValue {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values) as FormValue;
}

/**
 * A step's table put to use: the form from a record (from empty values without one), the
 * record's fields from the form (those that do not apply, empty), and where each record field
 * is filled in on the form, for the server's field errors.
 */
export function defineFieldTable<Form, Context, Fields>(
  table: Readonly<Record<string, FieldRow<Form, Context>>>,
) {
  const rows = Object.entries(table);
  return {
    formOf(record: Readonly<Record<string, unknown>> | null): Form {
      const form: Record<string, unknown> = {};
      for (const [key, { form: path, codec }] of rows) {
        const [group = "", field] = path.split(".");
        const value = codec.toForm(record ? (record[key] as RecordValue) : codec.empty);
        if (field === undefined) form[group] = value;
        else form[group] = { ...(form[group] as object), [field]: value };
      }
      return form as Form;
    },
    recordOf(values: Form, context: Context): Fields {
      return Object.fromEntries(
        rows.map(([key, { form, codec, applies }]) => [
          key,
          (applies?.(values, context) ?? true)
            ? codec.toRecord(valueAt(values, form))
            : codec.empty,
        ]),
      ) as Fields;
    },
    formPaths: Object.fromEntries(rows.map(([key, { form }]) => [key, form])) as Readonly<
      Record<string, string>
    >,
  };
}
