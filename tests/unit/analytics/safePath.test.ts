import { describe, expect, it } from "vitest";
import { SECRET_PARAMETERS, safeAnalyticsPath } from "../../../src/analytics/safePath.ts";

describe("safeAnalyticsPath", () => {
  it("strips the sign-in callback's parameters", () => {
    expect(
      safeAnalyticsPath(
        "/fr/connexion/callback?code=abc123&state=xyz&iss=https%3A%2F%2Fidp.example&session_state=s1",
      ),
    ).toBe("/fr/connexion/callback");
  });

  it.each(SECRET_PARAMETERS)("strips %s and keeps the other parameters as written", (name) => {
    expect(safeAnalyticsPath(`/en/search-results?city=lyon&${name}=secret-value&q=a%20b+c`)).toBe(
      "/en/search-results?city=lyon&q=a%20b+c",
    );
  });

  it("covers every name of the list", () => {
    expect([...SECRET_PARAMETERS].sort()).toEqual(
      [
        "access_token",
        "code",
        "id_token",
        "iss",
        "refresh_token",
        "session_state",
        "state",
        "token",
      ].sort(),
    );
  });

  it("strips names whatever their case or encoding", () => {
    expect(safeAnalyticsPath("/fr?Code=1&ACCESS_TOKEN=2&id%5Ftoken=3&keep=4")).toBe("/fr?keep=4");
  });

  it("keeps parameters that merely resemble a secret", () => {
    expect(safeAnalyticsPath("/fr/x?postcode=75001&codes=a&stateful=1")).toBe(
      "/fr/x?postcode=75001&codes=a&stateful=1",
    );
  });

  it("strips tokens from a fragment holding parameters, keeps a plain fragment", () => {
    expect(safeAnalyticsPath("/fr/callback#access_token=a&id_token=b&token_type=Bearer")).toBe(
      "/fr/callback#token_type=Bearer",
    );
    expect(safeAnalyticsPath("/fr/faq?code=1#paiement")).toBe("/fr/faq#paiement");
  });

  it("turns a full URL into its path", () => {
    expect(safeAnalyticsPath("https://site.example/en/login/callback?code=1&lang=en")).toBe(
      "/en/login/callback?lang=en",
    );
    expect(safeAnalyticsPath("https://site.example?token=1")).toBe("/");
  });
});
