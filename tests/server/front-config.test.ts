import { describe, expect, it } from "vitest";
import { loadFrontConfig } from "../../server/config.ts";

describe("the front's settings (npm run start:front)", () => {
  it("needs the backend's origin", () => {
    expect(() => loadFrontConfig({})).toThrow(/API_ORIGIN must be set/);
  });

  it("refuses an API_ORIGIN that is not an http(s) origin", () => {
    expect(() => loadFrontConfig({ API_ORIGIN: "ftp://10.0.0.5" })).toThrow(
      'API_ORIGIN must be an http(s) origin (got "ftp://10.0.0.5")',
    );
  });

  it("keeps the origin only, and reads the listening settings as the server does", () => {
    const config = loadFrontConfig({
      API_ORIGIN: "http://10.0.0.5:3000/some/path",
      PORT: "3100",
      PUBLIC_ORIGIN: "https://www.example.test",
    });
    expect(config).toMatchObject({
      apiOrigin: "http://10.0.0.5:3000",
      port: 3100,
      host: "127.0.0.1",
      publicOrigin: "https://www.example.test",
    });
  });
});
