import { describe, expect, it } from "vitest";
import { fileProblemMessage } from "../../../src/features/tunnel/step4/uploadMessages.ts";

describe("step 4's file problems in words", () => {
  it("never offer a GIF to an identity section, whichever check refused the file", () => {
    for (const problem of ["extensionNotAllowed", "contentMismatch"] as const) {
      expect(fileProblemMessage(problem, true).message).toContain("pas de .gif");
      expect(fileProblemMessage(problem, false).message).toContain(".gif, .pdf");
    }
  });

  it("say the same for the other problems in either kind of section", () => {
    expect(fileProblemMessage("duplicateName", true)).toBe(
      fileProblemMessage("duplicateName", false),
    );
  });
});
