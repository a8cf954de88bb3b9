/**
 * Content HTML written into the server's own pages (the terms on the sign-up page) goes through
 * the app's sanitiser (src/features/html/sanitizeHtml.ts): one rule for what content HTML may
 * hold, on the server as in the browser. The server gives it jsdom's window once.
 */
import { JSDOM } from "jsdom";
import { sanitizeHtml, setSanitizingWindow } from "../../src/features/html/sanitizeHtml.ts";

let ready = false;

export function sanitizeContentHtml(html: string, locale: "fr" | "en"): string {
  if (!ready) {
    setSanitizingWindow(
      new JSDOM("").window as unknown as Parameters<typeof setSanitizingWindow>[0],
    );
    ready = true;
  }
  return sanitizeHtml(html, locale);
}
