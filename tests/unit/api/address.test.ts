import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { searchAddresses } from "../../../src/api/address.ts";
import { ContractError } from "../../../src/api/contractError.ts";
import { toUserError } from "../../../src/api/errors.ts";
import { createFakeBackend, firstRequest, json, TEST_ORIGIN } from "./fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const rivoli = {
  id: 1,
  label: "10 rue de Rivoli, 75004 Paris",
  street: "10 rue de Rivoli",
  postalCode: "75004",
  city: "Paris",
  country: "FR",
};

describe("address/search", () => {
  it("asks with the trimmed text and the country in the query, and reads the addresses", async () => {
    const backend = createFakeBackend(() => json([rivoli]));
    const found = await searchAddresses(
      { q: " rivoli ", country: "fr" },
      { client: backend.client },
    );
    expect(found).toEqual([{ ...rivoli, id: "1" }]);
    const request = firstRequest(backend.requests);
    expect(request.method).toBe("GET");
    expect(request.url).toBe(`${TEST_ORIGIN}/api/ac_campus/address/search?q=rivoli&country=FR`);
  });

  it("refuses fewer than 2 characters or a country that is not two letters, before sending", async () => {
    const backend = createFakeBackend();
    const options = { client: backend.client };
    await expect(searchAddresses({ q: " r ", country: "FR" }, options)).rejects.toBeInstanceOf(
      ContractError,
    );
    await expect(searchAddresses({ q: "rue", country: "FRA" }, options)).rejects.toBeInstanceOf(
      ContractError,
    );
    expect(backend.requests).toHaveLength(0);
  });

  it("reads a malformed answer as a contract error, shown as the generic error", async () => {
    for (const answer of [{ results: [rivoli] }, [{ ...rivoli, city: "" }], [{ id: 2 }]]) {
      const backend = createFakeBackend(() => json(answer));
      const error = await searchAddresses(
        { q: "rivoli", country: "FR" },
        { client: backend.client },
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ContractError);
      expect(toUserError(error).kind).toBe("generic");
    }
  });
});
