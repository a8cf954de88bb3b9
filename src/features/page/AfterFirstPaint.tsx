import { Box } from "@chakra-ui/react";
import { type ReactNode, useDeferredValue } from "react";

type AfterFirstPaintProps = {
  children: ReactNode;
  /** The room kept meanwhile (CSS length), so what follows does not jump when it arrives. */
  minHeight: string;
};

/**
 * Renders its children in a second pass, which React may interrupt, after what comes before
 * them has been painted: a long form shows its first fields at once instead of after the whole
 * form is built (the first render sees `false`, React then renders again with `true` in the
 * background). For parts below the first screen only.
 */
export function AfterFirstPaint({ children, minHeight }: AfterFirstPaintProps) {
  const isReady = useDeferredValue(true, false);
  return isReady ? children : <Box minH={minHeight} aria-hidden="true" />;
}
