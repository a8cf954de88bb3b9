import type { KyInstance } from "ky";
import { fromPromise } from "xstate";
import type { AddressSearchInput, AddressSuggestion } from "../../../machines/addressLookup.ts";
import { searchAddresses } from "../../api/address.ts";

/**
 * The real search behind the `addressLookup` machine's `searchAddresses` actor. Any failure
 * rejects (the machine only says the search failed); the signal drops a search the visitor has
 * typed past.
 */
export const addressLookupActors = (api: KyInstance) => ({
  searchAddresses: fromPromise<readonly AddressSuggestion[], AddressSearchInput>(
    ({ input, signal }) =>
      searchAddresses({ q: input.query, country: input.country }, { signal, client: api }),
  ),
});
