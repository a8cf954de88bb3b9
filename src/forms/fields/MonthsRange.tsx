import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";

type MonthsRangeProps = {
  label: ReactNode;
  name: string;
  range: { min: number; max: number; step: number };
  value: number;
  /** The value as it shows beside the label (screen readers hear `spoken` instead). */
  shown: ReactNode;
  spoken: string;
  onChange: (months: number) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Under the track, hidden from screen readers: the two ends, when they help. */
  ends?: ReactNode;
};

/**
 * A number of months on a native range input (keyboard and screen readers get the platform's
 * slider), labelled, its value written beside the label and spoken in words.
 */
export function MonthsRange(props: MonthsRangeProps) {
  const { label, name, range, value, shown, spoken, onChange, onBlur, disabled, ends } = props;
  const id = useId();
  return (
    <Box>
      <Flex justify="space-between" align="baseline" mb="1">
        <chakra.label htmlFor={id} fontWeight="semibold">
          {label}
        </chakra.label>
        <Text fontWeight="bold" color="brand.fg" aria-hidden="true">
          {shown}
        </Text>
      </Flex>
      <chakra.input
        id={id}
        type="range"
        name={name}
        w="full"
        // The page's background, not the browser's field colour under the page's text colour
        // (RGAA 10.5: colours declared in pairs).
        bg="transparent"
        accentColor="brand.solid"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        disabled={disabled}
        aria-valuetext={spoken}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
      />
      {ends}
    </Box>
  );
}
