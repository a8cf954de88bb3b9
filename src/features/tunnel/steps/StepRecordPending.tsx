import { Box, Button, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import type { FormStep } from "../../../../machines/wizard.ts";
import { genericErrorMessage } from "../../../api/errors.ts";
import { LoadingBlock } from "../../page/LoadingBlock.tsx";
import { StepHeading } from "./StepHeading.tsx";

type StepRecordPendingProps = {
  step: FormStep;
  /** The record's load failed (spec 8: get_studentProfile, get_guarantor): say so, offer a retry. */
  failed: boolean;
  onRetry: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** A step whose record is not there yet: its heading, then a placeholder or the load failure. */
export function StepRecordPending({ step, failed, onRetry, headingRef }: StepRecordPendingProps) {
  const { i18n } = useLingui();
  return (
    <Box as="section">
      <StepHeading step={step} headingRef={headingRef} />
      {failed ? (
        <>
          <Text role="alert" mb="4">
            {i18n._(genericErrorMessage)}
          </Text>
          <Button colorPalette="brand" onClick={onRetry}>
            <Trans>Réessayer</Trans>
          </Button>
        </>
      ) : (
        <LoadingBlock count={2} />
      )}
    </Box>
  );
}
