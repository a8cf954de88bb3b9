import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  descriptorOfIssueMessage,
  firstErrorMessage,
  issueMessage,
  translateIssueMessage,
} from "../../../src/forms/issueMessage.ts";
import { emailFormatMessage, requiredMessage } from "../../../src/forms/rules.ts";

describe("issue messages", () => {
  it("hands valibot the descriptor's id and finds the descriptor back from it", () => {
    const message = issueMessage(requiredMessage);
    expect(message).toBe(requiredMessage.id);
    expect(descriptorOfIssueMessage(message)).toBe(requiredMessage);
    expect(requiredMessage.message).toBe("Requis*");
  });

  it("translates a recorded message in the active language", () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: "en", messages: { [requiredMessage.id]: "Required*" } });
    expect(translateIssueMessage(i18n, issueMessage(requiredMessage))).toBe("Required*");
  });

  it("falls back to the French source when the catalogue lacks the message", () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: "fr", messages: {} });
    expect(translateIssueMessage(i18n, issueMessage(emailFormatMessage))).toBe(
      "Format du courriel incorrect",
    );
  });

  it("shows a string it does not know (a server's field error) as it is", () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: "fr", messages: {} });
    expect(translateIssueMessage(i18n, "Adresse déjà utilisée")).toBe("Adresse déjà utilisée");
  });
});

describe("firstErrorMessage", () => {
  it("reads Standard Schema issues and plain strings, skipping empty ones", () => {
    expect(firstErrorMessage([{ message: "" }, undefined, { message: "a" }, "b"])).toBe("a");
    expect(firstErrorMessage(["", "server says no"])).toBe("server says no");
    expect(firstErrorMessage([null, 3, {}])).toBeUndefined();
    expect(firstErrorMessage([])).toBeUndefined();
  });
});
