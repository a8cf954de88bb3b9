import { lazy, Suspense, useState } from "react";
import type { VideoToPlay } from "./video.ts";

// The reader loads on first use only: most pages never play a video.
const VideoDialog = lazy(() => import("./VideoDialog.tsx"));

/** Opens the video reader from any page: `open({ src, title })`, and render `dialog`. */
export function useVideoDialog() {
  const [video, setVideo] = useState<VideoToPlay | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const dialog = wasOpened ? (
    <Suspense fallback={null}>
      <VideoDialog video={video} onClose={() => setVideo(null)} />
    </Suspense>
  ) : null;
  return {
    open: (next: VideoToPlay) => {
      setWasOpened(true);
      setVideo(next);
    },
    close: () => setVideo(null),
    dialog,
  };
}
