import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { TunnelErrorCode } from "../../../../machines/tunnelLoader.dossier.ts";
import { tunnelErrorMessages } from "../tunnelErrors.ts";

/** A failed save or send: the step and its input stay, the error is announced at once. */
export function StepError({ code }: { code: TunnelErrorCode | null }) {
  const { i18n } = useLingui();
  if (code === null) return null;
  return (
    <Text role="alert" color="fg.error" fontWeight="semibold" my="3">
      {i18n._(tunnelErrorMessages[code])}
    </Text>
  );
}
