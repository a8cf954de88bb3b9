import * as v from "valibot";
import { defineCall } from "./call.ts";
import { IdentifierSchema } from "./schemas.ts";

/** The address autocomplete of the tunnel (step 2 and 3 addresses, docs/api.md). */

const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const CountryCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}$/), v.toUpperCase());

const AddressSearchSchema = v.object({
  /** At least 2 characters, as the server requires. */
  q: v.pipe(v.string(), v.trim(), v.minLength(2)),
  /** ISO 3166 alpha-2. */
  country: CountryCodeSchema,
});

const AddressSuggestionSchema = v.object({
  id: IdentifierSchema,
  label: filled,
  street: filled,
  postalCode: v.string(),
  city: filled,
  country: CountryCodeSchema,
});

/** Up to 10 addresses matching every word of `q` in `country`; 400 on a bad `q` or `country`. */
export const searchAddresses = defineCall({
  method: "GET",
  path: "/api/ac_campus/address/search",
  payload: AddressSearchSchema,
  send: ({ q, country }) => ({ searchParams: { q, country } }),
  answer: v.array(AddressSuggestionSchema),
});
