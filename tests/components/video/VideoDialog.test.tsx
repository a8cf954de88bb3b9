import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSystem } from "../../../src/app/theme/system.ts";
import { visualHandicapAttribute } from "../../../src/app/theme/visualHandicap.ts";
import { useVideoDialog } from "../../../src/features/video/useVideoDialog.tsx";
import type { VideoToPlay } from "../../../src/features/video/video.ts";
import { activateLocale, browserI18n } from "../../../src/i18n/i18n.ts";

const tour: VideoToPlay = {
  src: "https://cdn.example.test/videos/visite-les-lilas.mp4",
  title: "Visite de la résidence Les Lilas",
};

function Page({ video }: { video: VideoToPlay }) {
  const reader = useVideoDialog();
  return (
    <>
      <button type="button" onClick={() => reader.open(video)}>
        Voir la vidéo
      </button>
      {reader.dialog}
    </>
  );
}

async function openReader(video: VideoToPlay = tour) {
  await activateLocale(browserI18n, "fr");
  render(
    <ChakraProvider value={getSystem()}>
      <I18nProvider i18n={browserI18n}>
        <Page video={video} />
      </I18nProvider>
    </ChakraProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Voir la vidéo" }));
  const dialog = await screen.findByRole("dialog", { name: tour.title });
  const player = dialog.querySelector("video");
  if (!player) throw new Error("the dialog shows no video player");
  return { user, dialog, player };
}

afterEach(() => {
  document.documentElement.removeAttribute(visualHandicapAttribute);
  vi.restoreAllMocks();
});

describe("the video reader", () => {
  it("plays the mp4 muted and by itself, named for assistive technology", async () => {
    const { player } = await openReader();
    expect(player.getAttribute("src")).toBe(tour.src);
    // React sets `muted` as a property only: the attribute is never written.
    expect(player.muted).toBe(true);
    expect(player.hasAttribute("autoplay")).toBe(true);
    expect(player.hasAttribute("playsinline")).toBe(true);
    expect(player.hasAttribute("controls")).toBe(true);
    expect(player.getAttribute("aria-label")).toBe(tour.title);
    expect(player.querySelector("track")).toBeNull();
  });

  it("puts focus on the player so the keyboard can pause it at once", async () => {
    // jsdom lays nothing out, and the dialog only focuses what is visible: give elements a size.
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(640);
    const { player } = await openReader();
    await waitFor(() => expect(document.activeElement).toBe(player));
  });

  it("closes on Escape and on the close button, which stops the video", async () => {
    const { user, dialog } = await openReader();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.querySelector("video")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Voir la vidéo" }));
    const again = await screen.findByRole("dialog", { name: tour.title });
    expect(again).not.toBe(dialog);
    await user.click(within(again).getByRole("button", { name: "Fermer la vidéo" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers the content's captions in the page's language", async () => {
    const { player } = await openReader({ ...tour, captionsSrc: "/captions/lilas.vtt" });
    const track = player.querySelector("track");
    expect(track?.getAttribute("kind")).toBe("captions");
    expect(track?.getAttribute("src")).toBe("/captions/lilas.vtt");
    expect(track?.getAttribute("srclang")).toBe("fr");
  });

  it("does not start by itself in the visual-impairment mode (no motion)", async () => {
    document.documentElement.setAttribute(visualHandicapAttribute, "");
    const { player } = await openReader();
    expect(player.hasAttribute("autoplay")).toBe(false);
    expect(player.hasAttribute("controls")).toBe(true);
  });
});
