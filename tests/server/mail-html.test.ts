/** The HTML part of a mail is its text: escaped, in paragraphs, its web addresses links. */
import { describe, expect, it } from "vitest";
import { mailHtml } from "../../server/domain/mailHtml.ts";

const bodyOf = (html: string) =>
  html.slice(html.indexOf("<body>\n") + 7, html.indexOf("\n</body>"));

describe("a mail's HTML part", () => {
  it("makes a paragraph of each block and keeps the line breaks inside one", () => {
    expect(bodyOf(mailHtml("Objet", "Bonjour,\r\n\r\nLigne un\nLigne deux\n \nFin\n", "fr"))).toBe(
      "<p>Bonjour,</p>\n<p>Ligne un<br>\nLigne deux</p>\n<p>Fin</p>",
    );
  });

  it("escapes every character HTML reads, in the text, the subject and a link", () => {
    const html = mailHtml(
      `Re: "<b>" & 'co'`,
      `<script>alert("x")</script> & 'quotes'\nhttps://example.test/a?b=1&c="2"`,
      "en",
    );
    expect(html).toContain("<title>Re: &quot;&lt;b&gt;&quot; &amp; &#39;co&#39;</title>");
    expect(bodyOf(html)).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;<br>\n<a href="https://example.test/a?b=1&amp;c=">https://example.test/a?b=1&amp;c=</a>&quot;2&quot;</p>',
    );
    expect(html).not.toContain("<script>");
  });

  it("links each web address, leaving out the punctuation that ends the sentence", () => {
    expect(
      bodyOf(
        mailHtml(
          "Objet",
          "Lien : http://127.0.0.1:3000/fr/dossier?token=abc. Ou (https://hestia.test/aide), sinon ftp://x.",
          "fr",
        ),
      ),
    ).toBe(
      '<p>Lien : <a href="http://127.0.0.1:3000/fr/dossier?token=abc">http://127.0.0.1:3000/fr/dossier?token=abc</a>. Ou (<a href="https://hestia.test/aide">https://hestia.test/aide</a>), sinon ftp://x.</p>',
    );
  });

  it("names the recipient's language, and none for a visitor's message", () => {
    expect(mailHtml("Objet", "Texte", "fr")).toContain('<html lang="fr">');
    expect(mailHtml("Subject", "Text", "en")).toContain('<html lang="en">');
    expect(mailHtml("Sujet", "Texte", null)).toContain("<html>\n");
  });
});
