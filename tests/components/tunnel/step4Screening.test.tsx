/**
 * Step 4's screening before upload in the page: a photo worth a retake waits with
 * its reason, then is removed or sent anyway; a password-protected PDF is refused before any
 * byte leaves. jsdom has no canvas, so the photo's measure is given (the browser's own run is
 * tests/e2e/photoQuality.spec.ts); the PDF's structure check runs as it is.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PhotoQualityIssue } from "../../../machines/documentProblem.ts";
import { answerDocumentCalls, documents } from "./documentsApi.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { answerTunnelCalls } from "./tunnelApi.ts";

answerTunnelCalls();
answerDocumentCalls();
vi.setConfig({ testTimeout: 40_000 });

const measured = vi.hoisted(() => ({ issue: null as PhotoQualityIssue | null }));

vi.mock("../../../src/features/tunnel/step4/photoMeasures.ts", async (original) => ({
  ...(await original<object>()),
  photoQualityIssue: () => measured.issue,
}));

/** jsdom decodes no image: a bitmap and a canvas that hand over blank pixels. */
vi.stubGlobal("createImageBitmap", async () => ({ width: 1600, height: 1200, close() {} }));
vi.stubGlobal(
  "OffscreenCanvas",
  class {
    getContext() {
      return {
        fillRect() {},
        drawImage() {},
        getImageData: (_x: number, _y: number, width: number, height: number) => ({
          data: new Uint8ClampedArray(width * height * 4),
        }),
      };
    }
  },
);

const STATUS = /^Justificatif de statut/;
const region = (name: RegExp) => screen.getByRole("region", { name });

async function openStep4() {
  const rendered = await renderTunnelAt("/fr/dossier");
  await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
  const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
  await rendered.user.click(await within(progress).findByRole("button", { name: /Vos documents/ }));
  await screen.findByRole("region", { name: STATUS }, { timeout: 15_000 });
  return rendered;
}

function choose(name: RegExp, file: File) {
  const input = region(name).querySelector('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
}

const photo = (name: string) => new File([new Uint8Array(200)], name, { type: "image/jpeg" });

describe("step 4, screening before upload", () => {
  it("a blurred photo waits with its reason; removed, it is gone, sent anyway, it is stored", async () => {
    const { user } = await openStep4();
    measured.issue = "tooBlurry";
    choose(STATUS, photo("carte.jpg"));
    const status = region(STATUS);
    const warning = await within(status).findByRole("alert");
    expect(warning.textContent).toContain(
      "Cette photo est trop floue : reprenez-la, bien à plat et nette.",
    );
    expect(documents.sections.status ?? []).toHaveLength(0);
    await user.click(within(status).getByRole("button", { name: "Retirer carte.jpg" }));
    await waitFor(() => expect(within(status).queryByText("carte.jpg")).toBeNull());

    measured.issue = "tooDark";
    choose(STATUS, photo("carte.jpg"));
    expect(
      await within(status).findByText(/Cette photo est trop sombre : reprenez-la/),
    ).toBeTruthy();
    expect(documents.sections.status ?? []).toHaveLength(0);
    await user.click(within(status).getByRole("button", { name: "Envoyer quand même carte.jpg" }));
    expect(await within(status).findByRole("button", { name: "Supprimer carte.jpg" })).toBeTruthy();
    expect(documents.sections.status).toEqual([expect.objectContaining({ fileName: "carte.jpg" })]);
    expect(within(status).queryByText(/trop sombre/)).toBeNull();
  });

  it("a password-protected PDF is said so, and nothing is sent", async () => {
    await openStep4();
    choose(
      STATUS,
      new File(["%PDF-1.4\ntrailer<</Root 1 0 R/Encrypt 5 0 R>>\n%%EOF\n"], "certificat.pdf", {
        type: "application/pdf",
      }),
    );
    expect(
      await within(region(STATUS)).findByText(
        "Ce PDF est protégé par un mot de passe et ne peut pas être lu : enregistrez-le sans mot de passe, puis déposez-le de nouveau",
      ),
    ).toBeTruthy();
    expect(documents.sections.status ?? []).toHaveLength(0);
  });
});
