import { afterEach, describe, expect, it } from "vitest";
import { focusReturnTarget } from "../../../src/features/page/focusReturn.ts";

/** Where a closing dialog sends focus (never to `<body>`). */
describe("focusReturnTarget", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  function page() {
    document.body.innerHTML = `
      <main><h1 tabindex="-1">Vos documents</h1><button id="send">Envoyer votre demande</button></main>`;
    return {
      heading: document.querySelector("h1"),
      send: document.getElementById("send") as HTMLButtonElement,
    };
  }

  it("gives focus back to the element that opened the dialog", () => {
    const { send } = page();
    expect(focusReturnTarget(send)).toBe(send);
  });

  it("goes to the page's heading when the opener is disabled, gone, or was the body", () => {
    const { heading, send } = page();
    send.disabled = true;
    expect(focusReturnTarget(send)).toBe(heading);
    send.remove();
    send.disabled = false;
    expect(focusReturnTarget(send)).toBe(heading);
    expect(focusReturnTarget(document.body)).toBe(heading);
    expect(focusReturnTarget(null)).toBe(heading);
  });

  it("keeps focus a way out already moved on the page, not focus left in the dialog", () => {
    const { send } = page();
    document.body.insertAdjacentHTML(
      "beforeend",
      `<h3 id="status" tabindex="-1">Justificatif de statut</h3><div role="alertdialog"><button id="close">Fermer</button></div>`,
    );
    const section = document.getElementById("status") as HTMLElement;
    section.focus();
    expect(focusReturnTarget(send)).toBe(section);
    (document.getElementById("close") as HTMLElement).focus();
    expect(focusReturnTarget(send)).toBe(send);
  });
});
