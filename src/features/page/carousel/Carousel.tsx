import { Box, Button, HStack, Icon, IconButton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type FocusEvent, useId } from "react";
import type { Picture as Slide } from "../../../api/catalogue.ts";
import { Picture } from "../Picture.tsx";
import { CAROUSEL_DELAY_MS } from "./carouselReducer.ts";
import { useCarousel } from "./useCarousel.ts";

type CarouselProps = {
  /** What the photos show, e.g. "Photos of Hestia Lyon". */
  label: string;
  slides: readonly Slide[];
  delayMs?: number;
  /** The page's main picture: its first photo is fetched first. */
  priority?: boolean;
};

/**
 * Photos one at a time, following the WAI-ARIA carousel pattern: a pause/play button first,
 * previous/next buttons, each slide a group labelled "n / total", and a live region that
 * announces the slide only when the visitor changes it (not while it turns by itself).
 */
export function Carousel({ label, slides, delayMs = CAROUSEL_DELAY_MS, priority }: CarouselProps) {
  const { t } = useLingui();
  const { state, dispatch, rotating } = useCarousel(slides.length, delayMs);
  const slidesId = useId();
  const count = slides.length;
  if (count === 0) return null;
  const releaseWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      dispatch({ type: "release" });
    }
  };
  return (
    <Box
      as="section"
      aria-roledescription={t`carrousel`}
      aria-label={label}
      onMouseEnter={() => dispatch({ type: "hold" })}
      onMouseLeave={() => dispatch({ type: "release" })}
      onFocus={() => dispatch({ type: "hold" })}
      onBlur={releaseWhenFocusLeaves}
    >
      <Box
        id={slidesId}
        aria-live={rotating ? "off" : "polite"}
        borderRadius="lg"
        overflow="hidden"
        bg="gray.100"
      >
        {slides.map((slide, index) => {
          const position = index + 1;
          return (
            <Box
              key={slide.picture}
              role="group"
              aria-roledescription={t`diapositive`}
              aria-label={t`${position} / ${count}`}
              hidden={index !== state.index}
            >
              <Picture
                src={slide.picture}
                alt={slide.pictureAlt}
                priority={priority && index === 0}
              />
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <HStack mt="2" gap="2" justify="space-between" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => dispatch({ type: state.playing ? "pause" : "play" })}
          >
            <Icon aria-hidden="true">{state.playing ? <Pause /> : <Play />}</Icon>
            {state.playing ? t`Mettre en pause` : t`Lancer le défilement`}
          </Button>
          <HStack gap="2" ms="auto">
            <IconButton
              size="sm"
              variant="outline"
              aria-controls={slidesId}
              aria-label={t`Photo précédente`}
              onClick={() => dispatch({ type: "previous" })}
            >
              <ChevronLeft aria-hidden="true" />
            </IconButton>
            <Text fontSize="sm" minW="12" textAlign="center" aria-hidden="true">
              {state.index + 1} / {count}
            </Text>
            <IconButton
              size="sm"
              variant="outline"
              aria-controls={slidesId}
              aria-label={t`Photo suivante`}
              onClick={() => dispatch({ type: "next" })}
            >
              <ChevronRight aria-hidden="true" />
            </IconButton>
          </HStack>
        </HStack>
      )}
    </Box>
  );
}
