import { screen, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { followUpAt } from "../../machines/fixtures/followUpData.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, postedTo, server, serverError, tunnel } from "./tunnelApi.ts";
import { heldDossier } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 30_000 });

const HANDOVER = `${API}/handover`;
const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";
const CLIENT_SPACE = "https://client.hestia.test/espace";
const first = { id: 7, startsAt: "2027-09-01T09:00:00.000Z", endsAt: "2027-09-01T10:00:00.000Z" };
const second = { id: 8, startsAt: "2027-09-02T14:00:00.000Z", endsAt: "2027-09-02T15:00:00.000Z" };
const identityConfiguration = {
  client_id: "hestia",
  issuer: "http://127.0.0.1/oidc",
  redirect_uri_renew_acquisition: "http://127.0.0.1/fr",
  login_uri: "http://127.0.0.1/oidc/auth",
  login_ec_uri: CLIENT_SPACE,
  cookie_domain: "127.0.0.1",
  acquisition_uri: "http://127.0.0.1",
  acquisition_residence_uri: "http://127.0.0.1/simulators/resicamp",
};

/** What `GET handover` answers now; the handlers move it on as the server would. */
let facts: {
  insurance: unknown;
  insuranceReview?: unknown;
  appointment: unknown;
  slots: unknown[];
};

beforeEach(() => {
  facts = { insurance: null, appointment: null, slots: [first, second] };
  tunnel.dossier = heldDossier({ statuscode: "signed", statut: 4 });
  server.use(
    http.get(`${API}/dossierDepose/getSignature`, () => HttpResponse.json(followUpAt.movingIn)),
    http.get("/api/conf/okta", () => HttpResponse.json(identityConfiguration)),
    http.get(HANDOVER, () => HttpResponse.json(facts)),
    http.post(`${HANDOVER}/insurance`, async ({ request }) => {
      const body = (await request.json()) as { file: string };
      tunnel.requests.push({ path: "insurance", body });
      // A new certificate waits for the team's check, whatever became of the one before.
      facts = {
        ...facts,
        insurance: { fileName: body.file, sentAt: "2027-08-20T10:00:00.000Z" },
        insuranceReview: null,
      };
      return HttpResponse.json(facts.insurance as object);
    }),
    http.post(`${HANDOVER}/appointment`, async ({ request }) => {
      const body = (await request.json()) as { slotId: number };
      tunnel.requests.push({ path: "appointment", body });
      const slot = [first, second].find((candidate) => candidate.id === body.slotId);
      facts = { ...facts, appointment: slot, slots: [] };
      return HttpResponse.json(slot);
    }),
  );
});

async function open(path = "/fr/dossier", heading = "Bientôt chez vous !") {
  const rendered = await renderTunnelAt(path);
  await screen.findByRole("heading", { name: heading }, { timeout: 15_000 });
  return rendered;
}
const insuranceInput = () => {
  const input = document.querySelector<HTMLInputElement>(
    '[data-testid="insurance"] input[type="file"]',
  );
  if (!input) throw new Error("no insurance input");
  return input;
};
const pdf = () => new File(["%PDF-1.4 assurance"], "assurance.pdf", { type: "application/pdf" });
const sendButton = () => screen.getByRole("button", { name: "Envoyer l'attestation" });
const slotButton = (name: RegExp) => screen.findByRole("button", { name });

describe("handover: the to-do list acted on", () => {
  it("links to the configured Client space, and shows each to-do item not done yet", async () => {
    await open();
    const link = await screen.findByRole("link", { name: /Ouvrir mon Espace Client/ });
    expect(link.getAttribute("href")).toBe(CLIENT_SPACE);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(
      screen.getByText(/Envoyez votre attestation d'assurance habitation .*: à faire\./),
    ).toBeTruthy();
    expect(screen.getByText(/l'état des lieux d'entrée : à faire\./)).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Avant la remise des clés" }));
    expect(items.getAllByRole("listitem").map((item) => item.dataset.done)).toEqual([
      "false",
      "false",
    ]);
  });

  it("the certificate: choosing sends nothing; sending stores it and marks the item done", async () => {
    const { user } = await open();
    await screen.findByRole("link", { name: /Ouvrir mon Espace Client/ });
    expect(sendButton()).toHaveProperty("disabled", true);
    await user.upload(insuranceInput(), pdf());
    expect(
      await screen.findByText("Fichier choisi, pas encore envoyé : assurance.pdf"),
    ).toBeTruthy();
    expect(postedTo("insurance"), "choosing sends nothing").toEqual([]);
    await user.click(sendButton());
    expect(
      await screen.findByText("Attestation d'assurance habitation envoyée (assurance.pdf) : fait."),
    ).toBeTruthy();
    expect(document.activeElement?.textContent, "focus goes to the item done").toBe(
      "Attestation d'assurance habitation envoyée (assurance.pdf) : fait.",
    );
    const [sent] = postedTo("insurance") as { file: string; encodedFile: string }[];
    expect(sent?.file).toBe("assurance.pdf");
    expect(sent?.encodedFile).toMatch(/^data:application\/pdf;base64,/);
  });

  it("the certificate: a file whose content is not what its name says is refused in the browser", async () => {
    const { user } = await open();
    await screen.findByRole("link", { name: /Ouvrir mon Espace Client/ });
    const fake = new File(["not a pdf"], "assurance.pdf", { type: "application/pdf" });
    await user.upload(insuranceInput(), fake);
    expect(
      await screen.findByText("Le contenu du fichier ne correspond pas à son type."),
    ).toBeTruthy();
    expect(sendButton()).toHaveProperty("disabled", true);
    expect(postedTo("insurance")).toEqual([]);
  });

  it("the appointment: a free slot booked marks the item done, in Paris time", async () => {
    const { user } = await open();
    await user.click(await slotButton(/Réserver l'état des lieux le 01 septembre 2027 à 11:00/));
    expect(
      await screen.findByText(
        "État des lieux d'entrée le 01 septembre 2027 à 11:00 avec votre gestionnaire : fait.",
      ),
    ).toBeTruthy();
    expect(document.activeElement?.textContent, "focus goes to the item done").toBe(
      "État des lieux d'entrée le 01 septembre 2027 à 11:00 avec votre gestionnaire : fait.",
    );
    expect(postedTo("appointment")).toEqual([{ slotId: 7 }]);
    expect(screen.queryByRole("button", { name: /Réserver l'état des lieux/ })).toBeNull();
  });

  it("the appointment: a slot taken meanwhile (409) is said, and the free slots are read again", async () => {
    server.use(
      http.post(`${HANDOVER}/appointment`, () => {
        facts = { ...facts, slots: [second] };
        return HttpResponse.json({ error: "creneauPris" }, { status: 409 });
      }),
    );
    const { user } = await open();
    await user.click(await slotButton(/le 01 septembre 2027/));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ce créneau vient d'être réservé par quelqu'un d'autre. Les créneaux encore libres sont affichés : choisissez-en un autre.",
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole("button", { name: /le 01 septembre 2027/ })).toBeNull(),
    );
    expect(await slotButton(/le 02 septembre 2027 à 16:00/)).toBeTruthy();
  });

  it("reads what is done: a certificate sent and an appointment booked", async () => {
    facts = {
      insurance: { fileName: "assurance.pdf", sentAt: "2027-08-20T10:00:00.000Z" },
      appointment: second,
      slots: [],
    };
    await open();
    expect(
      await screen.findByText("Attestation d'assurance habitation envoyée (assurance.pdf) : fait."),
    ).toBeTruthy();
    expect(document.activeElement?.closest("li"), "read as done: no focus moved").toBeNull();
    expect(
      screen.getByText(
        "État des lieux d'entrée le 02 septembre 2027 à 16:00 avec votre gestionnaire : fait.",
      ),
    ).toBeTruthy();
  });

  it("the team refused the certificate: why, the team's message, and the upload of another", async () => {
    facts = {
      ...facts,
      insuranceReview: {
        status: "refused",
        reasons: ["insuranceWrongDates", "aCodeNotKnownYet"],
        text: "La page 2 manque.",
      },
    };
    const { user } = await open();
    const refusal = within(
      await screen.findByRole("region", {
        name: "L'équipe a refusé votre attestation d'assurance",
      }),
    );
    const reasons = refusal.getByRole("list", { name: "Motifs du refus" });
    expect(
      within(reasons)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "L'attestation d'assurance ne couvre pas la date d'entrée.",
      "Un autre point est à revoir : voyez le message de l'équipe ou le courriel reçu.",
    ]);
    expect(refusal.getByText("La page 2 manque.")).toBeTruthy();
    expect(
      screen.getByText(
        "Envoyez une nouvelle attestation d'assurance habitation, l'équipe a refusé la précédente : à faire.",
      ),
    ).toBeTruthy();
    await user.upload(insuranceInput(), pdf());
    await screen.findByText("Fichier choisi, pas encore envoyé : assurance.pdf");
    await user.click(sendButton());
    const check = await screen.findByText(
      "L'équipe vérifiera votre attestation avant la remise des clés.",
    );
    expect(check.getAttribute("role"), "said politely").toBe("status");
    expect(screen.queryByTestId("insurance-refused"), "the refusal is past").toBeNull();
    expect(postedTo("insurance")).toHaveLength(1);
  });

  it("the team accepted the certificate: said in its place", async () => {
    facts = {
      ...facts,
      insurance: { fileName: "assurance.pdf", sentAt: "2027-08-20T10:00:00.000Z" },
      insuranceReview: { status: "accepted", reasons: [] },
    };
    await open();
    const check = await screen.findByTestId("insurance-check");
    expect(check.textContent).toBe("L'équipe a vérifié et accepté votre attestation.");
    expect(check.getAttribute("role"), "said politely").toBe("status");
    expect(screen.queryByTestId("insurance-refused")).toBeNull();
  });

  it("a review the app cannot read shows the certificate as waiting for the check", async () => {
    facts = {
      ...facts,
      insurance: { fileName: "assurance.pdf", sentAt: "2027-08-20T10:00:00.000Z" },
      insuranceReview: { status: "maybe", reasons: 3 },
    };
    await open();
    expect((await screen.findByTestId("insurance-check")).textContent).toBe(
      "L'équipe vérifiera votre attestation avant la remise des clés.",
    );
  });

  it("in English: the to-do list's texts", async () => {
    await open("/en/application", "Soon at home!");
    expect(
      await screen.findByText(
        "Send your home insurance certificate before the keys are handed over: to do.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByRole("link", { name: /Open my Client space/ })).toBeTruthy();
  });
});

/** The faults of the handover's calls: 500, 400 with a body, network drop, malformed answer. */
const faults: [string, () => Response][] = [
  ["a server fault (500)", serverError],
  ["a 400 with a body", () => HttpResponse.json({ error: "remiseIndisponible" }, { status: 400 })],
  ["a network drop", () => HttpResponse.error()],
  ["a malformed answer", () => HttpResponse.json({ slots: "none" })],
];
const unanswered = async () => {
  await delay("infinite");
  return HttpResponse.json({});
};

describe("handover: the calls' faults", () => {
  for (const [fault, answer] of faults) {
    it(`reading the to-do list: ${fault} says so, and Réessayer reads it again`, async () => {
      server.use(http.get(HANDOVER, answer));
      const { user } = await open();
      expect(await screen.findByText(GENERIC, {}, { timeout: 15_000 })).toBeTruthy();
      server.use(http.get(HANDOVER, () => HttpResponse.json(facts)));
      await user.click(screen.getByRole("button", { name: "Réessayer" }));
      expect(await screen.findByRole("link", { name: /Ouvrir mon Espace Client/ })).toBeTruthy();
    });

    it(`sending the certificate: ${fault} says so and keeps the file`, async () => {
      server.use(http.post(`${HANDOVER}/insurance`, answer));
      const { user } = await open();
      await screen.findByRole("link", { name: /Ouvrir mon Espace Client/ });
      await user.upload(insuranceInput(), pdf());
      await user.click(sendButton());
      expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.getByText("Fichier choisi, pas encore envoyé : assurance.pdf")).toBeTruthy();
      expect(sendButton()).toHaveProperty("disabled", false);
    });

    it(`booking a slot: ${fault} says so and the slots stay`, async () => {
      server.use(http.post(`${HANDOVER}/appointment`, answer));
      const { user } = await open();
      await user.click(await slotButton(/le 01 septembre 2027/));
      expect((await screen.findByRole("alert", {}, { timeout: 15_000 })).textContent).toBeTruthy();
      expect(await slotButton(/le 01 septembre 2027/)).toHaveProperty("disabled", false);
    });
  }

  it("a server refusal of the certificate says why (400 typeNonConforme)", async () => {
    server.use(
      http.post(`${HANDOVER}/insurance`, () =>
        HttpResponse.json({ error: "typeNonConforme" }, { status: 400 }),
      ),
    );
    const { user } = await open();
    await screen.findByRole("link", { name: /Ouvrir mon Espace Client/ });
    await user.upload(insuranceInput(), pdf());
    await user.click(sendButton());
    expect(
      await screen.findByText("Le contenu du fichier ne correspond pas à son type."),
    ).toBeTruthy();
  });

  it("calls left unanswered time out (the client's timeout): the certificate and the booking say so", async () => {
    server.use(
      http.post(`${HANDOVER}/insurance`, unanswered),
      http.post(`${HANDOVER}/appointment`, unanswered),
    );
    const { user } = await open();
    await screen.findByRole("link", { name: /Ouvrir mon Espace Client/ });
    await user.upload(insuranceInput(), pdf());
    await user.click(sendButton());
    await user.click(await slotButton(/le 01 septembre 2027/));
    expect(
      await screen.findByText("L'envoi a échoué, veuillez réessayer.", {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(
      await screen.findByText("La réservation du créneau a échoué, veuillez réessayer."),
    ).toBeTruthy();
  }, 40_000);
});
