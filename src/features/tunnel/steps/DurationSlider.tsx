import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { stayDuration } from "../../../config/index.ts";
import { DurationText, useDurationWords } from "../frame/DurationText.tsx";

type DurationSliderProps = { value: number; onChange: (months: number) => void; disabled: boolean };

/**
 * The stay duration (spec 5, step 1): a native range input, 3 to 12 months by 1, labelled and
 * with its value written out ("12 mois et plus" at the top), which screen readers also hear.
 */
export function DurationSlider({ value, onChange, disabled }: DurationSliderProps) {
  const id = useId();
  const words = useDurationWords();
  return (
    <Box>
      <Flex justify="space-between" align="baseline" mb="1">
        <chakra.label htmlFor={id} fontWeight="semibold">
          <Trans>Durée du séjour</Trans>
        </chakra.label>
        <Text fontWeight="bold" color="brand.fg" aria-hidden="true">
          <DurationText months={value} />
        </Text>
      </Flex>
      <chakra.input
        id={id}
        type="range"
        name="duration"
        w="full"
        accentColor="brand.solid"
        min={stayDuration.min}
        max={stayDuration.max}
        step={stayDuration.step}
        value={value}
        disabled={disabled}
        aria-valuetext={words(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <Flex justify="space-between" fontSize="sm" color="fg.muted" aria-hidden="true">
        <span>
          <DurationText months={stayDuration.min} />
        </span>
        <span>
          <DurationText months={stayDuration.max} />
        </span>
      </Flex>
    </Box>
  );
}
