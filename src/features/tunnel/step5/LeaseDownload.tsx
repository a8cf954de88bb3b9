import { Box, Button, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { FollowUpContext } from "./followUpContexts.ts";

/**
 * The lease (spec 2, "Lease signature view": downloadable even before signing), offered from the
 * moment the server says it exists: at payment already, so it is read before paying.
 */
export function LeaseDownload({ readable, failed }: { readable: boolean; failed: boolean }) {
  const { send } = FollowUpContext.useActorRef();
  if (!readable) return null;
  return (
    <Box>
      <Button
        variant="plain"
        color="brand.fg"
        textDecoration="underline"
        px="0"
        onClick={() => send({ type: "downloadLease" })}
      >
        <Trans>Télécharger le bail (PDF)</Trans>
      </Button>
      {failed && (
        <Text role="alert" color="fg.error">
          <Trans>Impossible de télécharger ce document.</Trans>
        </Text>
      )}
    </Box>
  );
}
