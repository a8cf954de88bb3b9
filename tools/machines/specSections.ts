/**
 * The sections of the specification (`../shared/spec/`, outside this repository), in the order of
 * their documents, as a spec tag names them: `<document> §<number> <heading>`. A `##` heading is
 * `§4 States and transitions`; a numbered `###` heading keeps its number (`§2.3 Dialogs`); an
 * unnumbered `###` heading takes the number of the `##` above it (`§4 Pre-booking countdown`).
 *
 * The list is kept here so the spec index can be generated and checked where the spec is not
 * checked out; tests/machines/specIndex.test.ts compares it with the documents' headings when
 * they are present (`specSectionsOf`).
 */

export const specDocuments = {
  public: {
    file: "public-area-and-shell.md",
    title: "Public area, page shell and sign-in",
    sections: [
      "§1 What the product does and for whom",
      "§2 Screens and routes",
      "§2.1 Route table (localized)",
      "§2.2 Shell common to all pages",
      "§2.3 Dialogs",
      "§2.4 Profile page",
      "§2.5 Alert details and footer pages",
      "§3 Entities and their fields",
      "§4 States and transitions",
      "§5 Validation rules",
      "§6 Roles and permissions",
      "§7 The calls it makes",
      "§8 The error catalogue",
      "§9 Business constants and limits",
      "§9 Catalogue of statuses used across the product",
    ],
  },
  tunnel: {
    file: "reservation-tunnel.md",
    title: "Reservation tunnel",
    sections: [
      "§1 What the product does and for whom",
      "§2 Screens and routes",
      "§2 Common frame of the tunnel page",
      "§2 Step 1: Your apartment",
      "§2 Step 2: Your profile",
      "§2 Step 3: Guarantors' profile",
      "§2 Step 4: Your documents",
      "§2 Step 5: follow-up after sending",
      "§2 Pop-ups",
      "§3 Entities and their fields",
      "§3 Dossier (as loaded)",
      "§3 Information status (applicatif)",
      "§3 Temporary application",
      "§3 Step 1 form",
      "§3 Applicant profile (form groups)",
      "§3 Guarantor data",
      "§3 Documents",
      "§3 Follow-up (step 5) data",
      "§3 User details",
      "§3 Local storage keys",
      "§3 FAQ item",
      "§4 States and transitions",
      "§4 Dossier status (statuscode)",
      "§4 Loading the tunnel",
      "§4 Wizard moves",
      "§4 Conditional sections (step 2 and 3)",
      "§4 Pre-booking countdown",
      "§4 Sending (step 4)",
      "§4 Step 5 sub-stage rule",
      "§4 Payment and transfer",
      "§4 Per-file identity verification",
      "§4 Signature steps",
      "§5 Validation rules",
      "§5 Step 1",
      "§5 Step 2",
      "§5 Step 3",
      "§5 Step 4",
      "§5 Other",
      "§6 Roles and permissions",
      "§7 The calls it makes",
      "§8 The error catalogue",
      "§8 Field messages",
      "§8 Saves",
      "§8 Uploads",
      "§8 Missing items of the incomplete dialog",
      "§8 Application",
      "§8 Transfer proof and payment",
      "§8 Signature",
      "§8 Generic handler",
      "§9 Business constants and limits",
    ],
  },
} as const;

export type SpecDocument = keyof typeof specDocuments;

/** A spec tag, read: which document, and the section's place in it. */
export interface SpecSection {
  document: SpecDocument;
  /** "§4 Pre-booking countdown" */
  section: string;
  /** The section's position in its document, for sorting. */
  order: number;
}

const documentOrder = Object.keys(specDocuments) as SpecDocument[];

function isSpecDocument(name: string): name is SpecDocument {
  return Object.hasOwn(specDocuments, name);
}

/**
 * Reads a tag such as "tunnel §4 Pre-booking countdown"; throws, naming `where`, when the
 * document or the section does not exist (a typo, or a heading renamed in the spec).
 */
export function parseSpecTag(tag: string, where: string): SpecSection {
  const match = /^(\w+) (§\S+ .+)$/.exec(tag.trim());
  const document = match?.[1];
  const section = match?.[2];
  if (!document || !section || !isSpecDocument(document)) {
    throw new Error(
      `${where}: spec tag "${tag}" must read "<${documentOrder.join("|")}> §<n> <heading>"`,
    );
  }
  const sections: readonly string[] = specDocuments[document].sections;
  const order = sections.indexOf(section);
  if (order < 0) {
    throw new Error(
      `${where}: "${tag}" names no section of ${specDocuments[document].file} (see tools/machines/specSections.ts)`,
    );
  }
  return { document, section, order };
}

/** Sorts sections in the documents' order: the public area first, then the tunnel. */
export function compareSpecSections(a: SpecSection, b: SpecSection): number {
  return documentOrder.indexOf(a.document) - documentOrder.indexOf(b.document) || a.order - b.order;
}

/** The sections of a spec document, read from its Markdown headings, named as a tag names them. */
export function specSectionsOf(markdown: string): string[] {
  const sections: string[] = [];
  let chapter = "";
  for (const line of markdown.split("\n")) {
    const heading = /^(##|###) (.+)$/.exec(line.trim());
    if (!heading?.[1] || !heading[2]) continue;
    const text = heading[2].trim();
    const numbered = /^(\d+(?:\.\d+)*)\.? (.+)$/.exec(text);
    if (heading[1] === "##") {
      chapter = numbered?.[1] ?? "";
      sections.push(numbered ? `§${numbered[1]} ${numbered[2]}` : `§ ${text}`);
    } else {
      sections.push(numbered ? `§${numbered[1]} ${numbered[2]}` : `§${chapter} ${text}`);
    }
  }
  return sections;
}
