import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { TunnelErrorCode } from "../../../../machines/tunnelLoader.dossier.ts";
import { tunnelErrorMessages } from "../tunnelErrors.ts";

/** A machine's error code, translated, announced at once. */
export function DialogError({ code }: { code: TunnelErrorCode | null }) {
  const { i18n } = useLingui();
  if (code === null) return null;
  return (
    <Text role="alert" color="fg.error" mt="3">
      {i18n._(tunnelErrorMessages[code])}
    </Text>
  );
}
