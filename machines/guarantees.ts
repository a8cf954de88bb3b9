/**
 * The choice of guarantee at step 3, "Profil des garants" (tunnel spec 2 step 3, 4 "Wizard
 * moves" and "Conditional sections", 5 step 3): the decisions an applicant takes before their
 * guarantors' forms, as a product owner reads them in the inspector.
 *
 * - "Avez-vous besoin d'un garant ?" yes / no.
 * - Yes: the kind of guarantee among one guarantor, two guarantors, Garantme, Visale and none;
 *   "none" is not offered to a young worker or a young independent. Choosing one or two
 *   guarantors first asks whether they declare their income in France: Yes sets the choice,
 *   No (or closing the question) sets "no guarantor".
 * - No, for a student, researcher or work-study trainee: "Êtes-vous boursier ?" yes / no. No
 *   opens an informational dialog; closing it sets "no guarantor".
 * - Continue is hidden when a guarantor is needed, the kind is "none" and the applicant is
 *   neither a young worker nor a young independent (`hidesContinue`).
 * - Before a save (Continue, or "Reprendre plus tard" with the save flag) the income rule is
 *   checked (`hasEnoughGuarantorIncome`: one guarantor 4 × the rent including charges, two
 *   guarantors 3 × each); too little opens "Garanties insuffisantes", whose Close drops the save
 *   flag. Otherwise the submission goes to the wizard, which saves the step (`setInfosGarant`).
 *
 * This machine is a child of the wizard (its context is the step's choice, kept across Back and
 * Continue); the step's record arrives from the app (`awaitRecord` listens to the wizard's
 * `guaranteeRecord` child, found in the actor system, and sends `recordLoaded` once
 * `getInfosGarant` answered). The
 * guarantors' identities are the form's business; the machine passes the form's values through
 * to the save without reading them. The situation follows step 2's saves (`situationSaved`), since
 * the record is loaded when the wizard opens. Each change of the choice is told to the app
 * (`keepUnsavedChoice`): the wizard (its parent) counts it as unsaved and the step's draft keeps
 * it, for the dossier given as input.
 */
import { assign, type EventObject, setup } from "xstate";
import { providedByApp } from "./provided.ts";

/** The applicant's situation as step 2 saved it (`contactStatus`); null before step 2. */
export type ContactStatus =
  | "student"
  | "professionalization"
  | "researcher"
  | "youngWorker"
  | "youngIndependent";

/** The five kinds of guarantee (spec 3, "Guarantor data"). */
export type GuaranteeKind = "guarantor1" | "guarantor2" | "garantme" | "visale" | "noGuarantor";
export type PersonalGuaranteeKind = Extract<GuaranteeKind, "guarantor1" | "guarantor2">;

/** A yes / no answer as the backend writes it; "" while not answered. */
type YesNo = "oui" | "non" | "";

/** What the applicant chose: the facts the save sends (`hasGuarantor`, `guarantees`, `isBoursier`). */
export interface GuaranteeChoice {
  hasGuarantor: YesNo;
  /** null until a kind is chosen. */
  guarantees: GuaranteeKind | null;
  isBoursier: YesNo;
}

export const NO_CHOICE: GuaranteeChoice = { hasGuarantor: "", guarantees: null, isBoursier: "" };

/**
 * How many times the rent including charges a guarantor must earn each month.
 * @spec tunnel §5 Step 3
 * @spec tunnel §9 Business constants and limits
 */
export const GUARANTOR_INCOME_MULTIPLE = { oneGuarantor: 4, eachOfTwoGuarantors: 3 } as const;

/**
 * The least net monthly income each guarantor needs for this choice, or null when the rule
 * does not apply (no personal guarantor, or the rent is not known: the server then decides).
 * @spec tunnel §5 Step 3
 */
export function minimumGuarantorIncome(
  choice: GuaranteeChoice,
  rentIncludingCharges: number | null,
): number | null {
  if (rentIncludingCharges === null || choice.hasGuarantor !== "oui") return null;
  if (choice.guarantees === "guarantor1")
    return rentIncludingCharges * GUARANTOR_INCOME_MULTIPLE.oneGuarantor;
  if (choice.guarantees === "guarantor2")
    return rentIncludingCharges * GUARANTOR_INCOME_MULTIPLE.eachOfTwoGuarantors;
  return null;
}

/**
 * The income rule: one guarantor earns at least 4 × the rent including charges; with two, each
 * earns at least 3 ×. `incomes` are the guarantors' net monthly incomes in order (a missing one
 * counts as 0, as the server counts it).
 * @spec tunnel §5 Step 3
 */
export function hasEnoughGuarantorIncome(
  choice: GuaranteeChoice,
  incomes: readonly (number | null)[],
  rentIncludingCharges: number | null,
): boolean {
  const minimum = minimumGuarantorIncome(choice, rentIncludingCharges);
  if (minimum === null) return true;
  const count = choice.guarantees === "guarantor2" ? 2 : 1;
  return Array.from({ length: count }, (_, index) => incomes[index] ?? 0).every(
    (income) => income >= minimum,
  );
}

const YOUNG_PROFESSIONALS: ReadonlySet<ContactStatus> = new Set([
  "youngWorker",
  "youngIndependent",
]);
const STUDYING: ReadonlySet<ContactStatus> = new Set([
  "student",
  "professionalization",
  "researcher",
]);

/**
 * "No guarantor" is not offered to a young worker or a young independent.
 * @spec tunnel §4 Wizard moves
 */
export function offersNoGuarantor(status: ContactStatus | null): boolean {
  return status === null || !YOUNG_PROFESSIONALS.has(status);
}

/**
 * Without a guarantor, students, researchers and work-study trainees say whether they hold a
 * grant.
 * @spec tunnel §2 Step 3: Guarantors' profile
 */
export function asksScholarship(status: ContactStatus | null): boolean {
  return status !== null && STUDYING.has(status);
}

/**
 * Continue is hidden when a guarantor is needed, the kind is "none" and the applicant is not a
 * young worker or a young independent.
 * @spec tunnel §2 Step 3: Guarantors' profile
 */
export function hidesContinue(status: ContactStatus | null, choice: GuaranteeChoice): boolean {
  return (
    choice.hasGuarantor === "oui" &&
    choice.guarantees === "noGuarantor" &&
    offersNoGuarantor(status)
  );
}

/** A question of the step left without the answer a save needs. */
export type MissingAnswer = "hasGuarantor" | "guarantees" | "isBoursier";

/**
 * The question a save still needs answered: whether a guarantor is needed; the kind when one is
 * (a young worker or young independent cannot keep "none"); the grant, for those studying
 * without a guarantor. "Requis*" shows under it.
 * @spec tunnel §5 Step 3
 */
export function missingAnswerOf(
  status: ContactStatus | null,
  choice: GuaranteeChoice,
): MissingAnswer | null {
  if (choice.hasGuarantor === "") return "hasGuarantor";
  if (choice.hasGuarantor === "oui") {
    const kind = choice.guarantees;
    const unusable = kind === null || (kind === "noGuarantor" && !offersNoGuarantor(status));
    return unusable ? "guarantees" : null;
  }
  return asksScholarship(status) && choice.isBoursier === "" ? "isBoursier" : null;
}

/** A form's values, as JSON: passed to the save without being read. */
type GuaranteeValues = Readonly<Record<string, unknown>>;

/** What the step hands the wizard to save. */
export interface GuaranteeSubmission {
  choice: GuaranteeChoice;
  values: GuaranteeValues;
  mustSave: boolean;
}

export interface GuaranteesInput {
  /** The dossier whose draft keeps the choice; null when the applicant has no file yet. */
  dossierId: string | null;
}

export interface GuaranteesContext {
  dossierId: string | null;
  status: ContactStatus | null;
  choice: GuaranteeChoice;
  /** The kind waiting for the answer to the France-income question. */
  pendingKind: PersonalGuaranteeKind | null;
  /** The save flag ("Reprendre plus tard") of the submission the income rule stopped. */
  mustSave: boolean;
  /** The least income each guarantor needed when the rule stopped a save; null otherwise. */
  minimumIncome: number | null;
  /** A save was tried with a question unanswered: "Requis*" shows under it. */
  showsMissingAnswer: boolean;
}

export type GuaranteesEvent =
  | { type: "recordLoaded"; status: ContactStatus | null; choice: GuaranteeChoice }
  | { type: "situationSaved"; status: ContactStatus | null }
  | { type: "answerGuarantorNeeded"; answer: "oui" | "non" }
  | { type: "chooseKind"; kind: GuaranteeKind }
  | { type: "confirmFranceIncome" }
  | { type: "declineFranceIncome" }
  | { type: "answerScholarship"; answer: "oui" | "non" }
  | { type: "restoreChoice"; choice: GuaranteeChoice }
  | {
      type: "submit";
      mustSave: boolean;
      incomes: readonly (number | null)[];
      rentIncludingCharges: number | null;
      values: GuaranteeValues;
    }
  | { type: "close" };

type SubmitEvent = Extract<GuaranteesEvent, { type: "submit" }>;

/** Tells the app the choice changed (after the assignment, so it reads the new choice). */
const keepChoice = {
  type: "keepUnsavedChoice",
  params: ({ context }: { context: GuaranteesContext }) => context.choice,
} as const;

const isPersonal = (kind: GuaranteeKind): kind is PersonalGuaranteeKind =>
  kind === "guarantor1" || kind === "guarantor2";

export const guaranteesMachine = setup({
  types: {
    input: {} as GuaranteesInput,
    context: {} as GuaranteesContext,
    events: {} as GuaranteesEvent,
  },
  actors: {
    /** Listens to the step's record loading; sends `recordLoaded` once it is there. */
    awaitRecord: providedByApp.callback<EventObject>("guarantees", "awaitRecord"),
  },
  guards: {
    isPersonalKind: (_, kind: GuaranteeKind) => isPersonal(kind),
    switchesBetweenGuarantors: ({ context }, kind: GuaranteeKind) =>
      isPersonal(kind) &&
      context.choice.guarantees !== null &&
      isPersonal(context.choice.guarantees) &&
      context.choice.guarantees !== kind,
    isOfferedKind: ({ context }, kind: GuaranteeKind) =>
      kind !== "noGuarantor" || offersNoGuarantor(context.status),
    isYes: (_, answer: "oui" | "non") => answer === "oui",
    asksScholarship: ({ context }) => asksScholarship(context.status),
    needsGuarantor: ({ context }) => context.choice.hasGuarantor === "oui",
    needsNoGuarantor: ({ context }) => context.choice.hasGuarantor === "non",
    hasMissingAnswer: ({ context }) => missingAnswerOf(context.status, context.choice) !== null,
    lacksGuarantorIncome: ({ context }, event: SubmitEvent) =>
      !hasEnoughGuarantorIncome(context.choice, event.incomes, event.rentIncludingCharges),
    mayForward: ({ context }, event: SubmitEvent) =>
      event.mustSave || !hidesContinue(context.status, context.choice),
  },
  actions: {
    rememberRecord: assign(
      (_, facts: { status: ContactStatus | null; choice: GuaranteeChoice }) => facts,
    ),
    setChoice: assign({
      choice: ({ context }, change: Partial<GuaranteeChoice>) => ({ ...context.choice, ...change }),
    }),
    askFranceIncome: assign({ pendingKind: (_, kind: PersonalGuaranteeKind) => kind }),
    adoptPendingKind: assign(({ context }) => ({
      choice: { ...context.choice, guarantees: context.pendingKind },
      pendingKind: null,
    })),
    setNoGuarantor: assign(({ context }) => ({
      choice: { ...context.choice, guarantees: "noGuarantor" as const },
      pendingKind: null,
    })),
    rememberRefusal: assign(
      (_, refusal: { mustSave: boolean; minimumIncome: number | null }) => refusal,
    ),
    dropSaveFlag: assign({ mustSave: false, minimumIncome: null }),
    showMissingAnswer: assign({ showsMissingAnswer: true }),
    /** The choice changed: unsaved for the wizard (leave warning), kept in the step's draft. */
    keepUnsavedChoice: providedByApp.action<GuaranteeChoice>("guarantees", "keepUnsavedChoice"),
    /** Hands the choice and the form's values to the wizard, which saves the step. */
    forwardSubmission: providedByApp.action<GuaranteeSubmission>("guarantees", "forwardSubmission"),
  },
}).createMachine({
  id: "guarantees",
  meta: {
    spec: [
      "tunnel §2 Step 3: Guarantors' profile",
      "tunnel §4 Wizard moves",
      "tunnel §4 Conditional sections (step 2 and 3)",
      "tunnel §5 Step 3",
    ],
  },
  description:
    "Step 3's choice of guarantee: is a guarantor needed, which kind, the France-income question, the scholarship question, and the income rule before a save.",
  context: ({ input }) => ({
    dossierId: input.dossierId,
    status: null,
    choice: NO_CHOICE,
    pendingKind: null,
    mustSave: false,
    minimumIncome: null,
    showsMissingAnswer: false,
  }),
  initial: "waitingForRecord",
  on: {
    situationSaved: {
      actions: assign({ status: ({ event }) => event.status }),
      description:
        "Step 2 saved the applicant's situation: the options and questions follow it (the record may have been loaded before).",
    },
  },
  states: {
    waitingForRecord: {
      description: "The step's record (getInfosGarant) is loading: nothing to choose yet.",
      invoke: { id: "awaitRecord", src: "awaitRecord" },
      on: {
        recordLoaded: {
          target: "deciding",
          actions: {
            type: "rememberRecord",
            params: ({ event }) => ({ status: event.status, choice: event.choice }),
          },
          description: "The record is there: the choice as saved, and the applicant's situation.",
        },
      },
    },
    deciding: {
      description: "The step's questions, as far as the answers so far lead.",
      initial: "routing",
      on: {
        answerGuarantorNeeded: [
          {
            guard: { type: "isYes", params: ({ event }) => event.answer },
            target: ".guarantorNeeded",
            actions: [{ type: "setChoice", params: { hasGuarantor: "oui" } }, keepChoice],
            description: '"Avez-vous besoin d\'un garant ?" Yes: the kinds of guarantee.',
          },
          {
            target: ".noGuarantorNeeded",
            actions: [{ type: "setChoice", params: { hasGuarantor: "non" } }, keepChoice],
            description: "No: the scholarship question, for those studying.",
          },
        ],
        restoreChoice: {
          target: ".routing",
          actions: { type: "setChoice", params: ({ event }) => event.choice },
          description: "Unsaved input kept on this device is taken back, its choice with it.",
        },
        submit: [
          {
            guard: "hasMissingAnswer",
            actions: "showMissingAnswer",
            description:
              'A question the save needs is unanswered: "Requis*" under it, nothing is saved.',
          },
          {
            guard: { type: "lacksGuarantorIncome", params: ({ event }) => event },
            target: "showingInsufficientGuarantees",
            actions: {
              type: "rememberRefusal",
              params: ({ context, event }) => ({
                mustSave: event.mustSave,
                minimumIncome: minimumGuarantorIncome(context.choice, event.rentIncludingCharges),
              }),
            },
            description:
              'Continue or "Reprendre plus tard": a guarantor earns less than the rule asks, so nothing is saved and the warning opens.',
          },
          {
            guard: { type: "mayForward", params: ({ event }) => event },
            actions: {
              type: "forwardSubmission",
              params: ({ context, event }) => ({
                choice: context.choice,
                values: event.values,
                mustSave: event.mustSave,
              }),
            },
            description:
              "The rule is met: the wizard saves the step (Continue, or with the save flag).",
          },
        ],
      },
      states: {
        routing: {
          description: "Goes to the question the answers so far lead to.",
          always: [
            {
              guard: "needsGuarantor",
              target: "guarantorNeeded",
              description: "A guarantor is needed.",
            },
            {
              guard: "needsNoGuarantor",
              target: "noGuarantorNeeded",
              description: "None is needed.",
            },
            { target: "askingWhetherNeeded", description: "Not answered yet." },
          ],
        },
        askingWhetherNeeded: {
          description: '"Avez-vous besoin d\'un garant ?" is not answered yet.',
        },
        guarantorNeeded: {
          description:
            'The kinds of guarantee are offered (without "none" for young workers and young independents); the chosen kind\'s forms or notice show.',
          on: {
            chooseKind: [
              {
                guard: {
                  type: "switchesBetweenGuarantors",
                  params: ({ event }) => event.kind,
                },
                actions: [
                  { type: "setChoice", params: ({ event }) => ({ guarantees: event.kind }) },
                  keepChoice,
                ],
                description:
                  "From one guarantor to two or back: the France-income answer already given stands, so it is not asked again.",
              },
              {
                guard: { type: "isPersonalKind", params: ({ event }) => event.kind },
                target: "#guarantees.askingFranceIncome",
                actions: {
                  type: "askFranceIncome",
                  params: ({ event }) => event.kind as PersonalGuaranteeKind,
                },
                description:
                  "One or two guarantors: first, do they declare their income in France?",
              },
              {
                guard: { type: "isOfferedKind", params: ({ event }) => event.kind },
                actions: [
                  { type: "setChoice", params: ({ event }) => ({ guarantees: event.kind }) },
                  keepChoice,
                ],
                description: "Garantme, Visale, or none (where offered): chosen at once.",
              },
            ],
          },
        },
        noGuarantorNeeded: {
          description: "No guarantor needed; those studying say whether they hold a grant.",
          on: {
            answerScholarship: [
              {
                guard: { type: "isYes", params: ({ event }) => event.answer },
                actions: [{ type: "setChoice", params: { isBoursier: "oui" } }, keepChoice],
                description: "A grant holder: nothing more to ask.",
              },
              {
                guard: "asksScholarship",
                target: "#guarantees.showingScholarshipNotice",
                actions: [{ type: "setChoice", params: { isBoursier: "non" } }, keepChoice],
                description: "No grant: the informational dialog opens.",
              },
            ],
          },
        },
      },
    },
    askingFranceIncome: {
      meta: { spec: "tunnel §2 Pop-ups" },
      description: "The question whether the guarantor(s) declare their income in France.",
      on: {
        confirmFranceIncome: {
          target: "deciding.guarantorNeeded",
          actions: ["adoptPendingKind", keepChoice],
          description: "Yes: one or two guarantors, as chosen; their forms open.",
        },
        declineFranceIncome: {
          target: "deciding.guarantorNeeded",
          actions: ["setNoGuarantor", keepChoice],
          description: 'No: the choice becomes "no guarantor".',
        },
        close: {
          target: "deciding.guarantorNeeded",
          actions: ["setNoGuarantor", keepChoice],
          description: 'Closed without an answer: as No, "no guarantor".',
        },
      },
    },
    showingScholarshipNotice: {
      meta: { spec: "tunnel §2 Pop-ups" },
      description: "The informational dialog for an applicant without a grant.",
      on: {
        close: {
          target: "deciding.noGuarantorNeeded",
          actions: ["setNoGuarantor", keepChoice],
          description: 'Closed: the choice becomes "no guarantor".',
        },
      },
    },
    showingInsufficientGuarantees: {
      meta: { spec: ["tunnel §2 Pop-ups", "tunnel §5 Step 3"] },
      description:
        '"Garanties insuffisantes": a cheaper flat, a second guarantor, a legal guarantor, or a higher income.',
      on: {
        close: {
          target: "deciding",
          actions: "dropSaveFlag",
          description: "Close: the save flag is dropped; the step and its input stay.",
        },
      },
    },
  },
});
