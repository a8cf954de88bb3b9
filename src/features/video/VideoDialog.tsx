import { chakra, Dialog } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { useMotionAllowed } from "../page/carousel/motionAllowed.ts";
import { DialogShell } from "../page/DialogShell.tsx";
import type { VideoToPlay } from "./video.ts";

type VideoDialogProps = { video: VideoToPlay | null; onClose: () => void };

/**
 * The video reader (spec 2.3): a large dialog playing a muted mp4 on its own. Focus goes to the
 * player, so the keyboard can pause it at once; Escape and the close button close it, which
 * unmounts the player and stops the video. Nothing plays by itself when the visitor asked for
 * no motion (visual-impairment mode or the system's reduced-motion setting): the player waits.
 */
export default function VideoDialog({ video, onClose }: VideoDialogProps) {
  const { t, i18n } = useLingui();
  const player = useRef<HTMLVideoElement>(null);
  const motionAllowed = useMotionAllowed();
  return (
    <DialogShell
      open={video !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: "full", md: "xl" }}
      initialFocusEl={() => player.current}
      lazyMount
      unmountOnExit
      title={video?.title}
      closeLabel={t`Fermer la vidéo`}
    >
      <Dialog.Body pb="6">
        {video && (
          // Muted: browsers allow autoplay only muted, and sound must not start unasked.
          <chakra.video
            ref={player}
            src={video.src}
            aria-label={video.title}
            muted
            autoPlay={motionAllowed}
            playsInline
            controls
            preload="metadata"
            // Focusable in every browser (some only focus the inner controls), so the
            // dialog can start on it.
            tabIndex={0}
            display="block"
            width="full"
            maxH="75vh"
            bg="black"
            borderRadius="md"
          >
            {video.captionsSrc && (
              <track
                kind="captions"
                src={video.captionsSrc}
                srcLang={i18n.locale}
                label={t`Sous-titres`}
                default
              />
            )}
          </chakra.video>
        )}
      </Dialog.Body>
    </DialogShell>
  );
}
