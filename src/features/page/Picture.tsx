import { Image, type ImageProps } from "@chakra-ui/react";
import { contentAssetUrl } from "../../api/editorial.ts";

type PictureProps = Omit<ImageProps, "src" | "alt" | "loading"> & {
  src: string;
  /** Empty for a decorative picture (its text is beside it). */
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width?: number;
  height?: number;
  /**
   * The page's main picture, above the fold: fetched first (`fetchpriority="high"`), never
   * lazily. Every other picture waits until it nears the viewport.
   */
  priority?: boolean;
};

/**
 * A picture of the content service, sized and loaded for speed. Content pictures are
 * 600 × 400 (3:2); their paths are joined to the API base like every content address.
 */
export function Picture({
  src,
  alt,
  width = 600,
  height = 400,
  priority = false,
  ...props
}: PictureProps) {
  return (
    <Image
      src={contentAssetUrl(src)}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      w="full"
      h="auto"
      aspectRatio={`${width} / ${height}`}
      fit="cover"
      bg="gray.100"
      {...props}
    />
  );
}
