/**
 * Field schemas shared by the tunnel's forms. Forms send empty strings for untouched fields
 * and numbers as strings; both are normalised here (empty → null, "12" → 12).
 */
import * as v from "valibot";
import { isoDate } from "./validate.ts";

const blank = (value: unknown) => (value === "" || value === undefined ? null : value);

/** Letters (accents included), spaces, apostrophes and dashes: the spec's name rule. */
const NAME = /^\p{L}[\p{L}\p{M}' -]*$/u;

export function optionalText(max: number) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blank),
      v.nullable(v.pipe(v.string("format"), v.trim(), v.maxLength(max, "tooLong"))),
      v.transform((value) => (value === "" ? null : value)),
    ),
    null,
  );
}

export function optionalName(max: number) {
  return v.pipe(
    optionalText(max),
    v.check((value) => value === null || NAME.test(value), "format"),
  );
}

export function requiredName(max: number) {
  return v.pipe(
    v.string("required"),
    v.trim(),
    v.nonEmpty("required"),
    v.maxLength(max, "tooLong"),
    v.regex(NAME, "format"),
  );
}

export function optionalInt(min: number, max: number) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blank),
      v.nullable(
        v.pipe(
          v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))], "format"),
          v.transform(Number),
          v.integer("format"),
          v.minValue(min, "choice"),
          v.maxValue(max, "choice"),
        ),
      ),
    ),
    null,
  );
}

export function requiredInt(min: number, max: number) {
  return v.pipe(
    optionalInt(min, max),
    v.check((value) => value !== null, "required"),
  );
}

export function optionalChoice<const T extends readonly number[]>(codes: T) {
  return v.pipe(
    optionalInt(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    v.check((value) => value === null || codes.includes(value), "choice"),
  );
}

export const optionalDate = v.optional(
  v.pipe(v.unknown(), v.transform(blank), v.nullable(isoDate)),
  null,
);

export const optionalEmail = v.pipe(
  optionalText(255),
  v.check((value) => value === null || v.is(v.pipe(v.string(), v.email()), value), "email"),
);

/** Annual euro amounts: whole, not negative, 10 digits at most. */
export const optionalIncome = optionalInt(0, 9_999_999_999);
