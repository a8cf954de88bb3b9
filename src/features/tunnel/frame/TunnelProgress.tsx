import { Box, chakra, Flex, Icon } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { ProgressItem } from "../../../../machines/wizard.selectors.ts";
import type { FormStep } from "../../../../machines/wizard.ts";
import { stepLabels } from "../stepLabels.ts";

type TunnelProgressProps = {
  progress: readonly ProgressItem[];
  onJumpToStep?: ((step: FormStep) => void) | undefined;
};

const colours = {
  done: { bg: "brand.solid", color: "brand.contrast" },
  current: { bg: "brand.subtle", color: "brand.fg", borderColor: "brand.solid" },
  neutral: { bg: "bg", color: "fg.muted", borderColor: "border" },
} as const;

/**
 * The progress bar of the five steps (spec 2): done for earlier steps the server holds, the current one
 * highlighted (`aria-current="step"`), later ones neutral. A step is a button only when the
 * wizard allows jumping to it.
 */
export function TunnelProgress({ progress, onJumpToStep }: TunnelProgressProps) {
  const { t, i18n } = useLingui();
  return (
    <Box as="nav" aria-label={t`Étapes de votre demande`} py="4">
      <Flex as="ol" listStyleType="none" gap={{ base: "1", md: "2" }} wrap="wrap">
        {progress.map((item) => {
          const label = i18n._(stepLabels[item.step]);
          const content = (
            <>
              {/* The step's number is part of the button's name, as it is of its visible
                  text (speech input); a done step's check is drawn, "(terminée)" says it. A
                  span: a button's content is phrasing content only (RGAA 8.2). */}
              <Flex
                as="span"
                aria-hidden={item.status === "done" ? "true" : undefined}
                boxSize="7"
                flexShrink="0"
                align="center"
                justify="center"
                borderRadius="full"
                borderWidth="2px"
                fontWeight="bold"
                {...colours[item.status]}
              >
                {item.status === "done" ? (
                  <Icon boxSize="4">
                    <Check />
                  </Icon>
                ) : (
                  item.step
                )}
              </Flex>
              <span>{label}</span>
              {item.status === "done" && <chakra.span srOnly>{t`(terminée)`}</chakra.span>}
            </>
          );
          const common = {
            display: "flex",
            alignItems: "center",
            gap: "2",
            px: "2",
            py: "1",
            fontWeight: item.status === "current" ? "bold" : "normal",
            color: item.status === "neutral" ? "fg.muted" : "fg",
          } as const;
          const jump = onJumpToStep;
          return (
            <Box as="li" key={item.step} flex="1" minW="max-content">
              {item.isClickable && jump && item.step !== 5 ? (
                <chakra.button
                  type="button"
                  {...common}
                  cursor="pointer"
                  borderRadius="md"
                  _hover={{ bg: "bg.muted" }}
                  _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
                  aria-current={item.status === "current" ? "step" : undefined}
                  onClick={() => jump(item.step as FormStep)}
                >
                  {content}
                </chakra.button>
              ) : (
                <chakra.span
                  {...common}
                  aria-current={item.status === "current" ? "step" : undefined}
                >
                  {content}
                </chakra.span>
              )}
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
