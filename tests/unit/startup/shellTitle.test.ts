// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { retireShellTitle } from "../../../src/startup/shellTitle.ts";

const titles = () => [...document.head.querySelectorAll("title")].map((title) => title.text);
const addTitle = (text: string) => {
  const title = document.createElement("title");
  title.text = text;
  // React puts the page's title first in <head>.
  document.head.prepend(title);
};

afterEach(() => {
  document.head.replaceChildren();
});

describe("the shell's title (one <title> per document, RGAA 8.2)", () => {
  it("names the tab until the page's own title comes, then leaves it alone", async () => {
    addTitle("Hestia Campus");
    retireShellTitle(document.head);
    expect(titles()).toEqual(["Hestia Campus"]);
    addTitle("Étape 1 sur 5 : Votre appartement – Votre demande | Hestia Campus");
    await new Promise((settle) => setTimeout(settle, 0));
    expect(titles()).toEqual(["Étape 1 sur 5 : Votre appartement – Votre demande | Hestia Campus"]);
  });

  it("stays while the page has none of its own (the page that failed to load keeps a name)", async () => {
    addTitle("Hestia Campus");
    retireShellTitle(document.head);
    document.head.append(document.createElement("meta"));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(titles()).toEqual(["Hestia Campus"]);
  });
});
