import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFocusOnMount } from "../page/useFocusOnMount.ts";

/**
 * Shown once the server answered 200. Focus moves to the heading, so a screen reader announces
 * the outcome in place of the form that just disappeared.
 */
export function ContactConfirmation({ onFinish }: { onFinish: () => void }) {
  const { t } = useLingui();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="4" align="start">
      <Heading as="h3" size="md" ref={heading} tabIndex={-1}>
        {t`Votre message a bien été envoyé`}
      </Heading>
      <Text>{t`Merci de nous avoir écrit. Nous vous répondrons dans les meilleurs délais.`}</Text>
      <Button colorPalette="brand" onClick={onFinish}>
        {t`Terminer`}
      </Button>
    </Stack>
  );
}
