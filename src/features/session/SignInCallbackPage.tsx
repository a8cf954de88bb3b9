import { Button, Container, Heading, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { signInFailureCode } from "../../auth/callbackOutcome.ts";
import { pathFor } from "../../routes/paths.ts";
import { useSession } from "../../shared/sessionContext.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { useFocusOnMount } from "../page/useFocusOnMount.ts";

/**
 * The sign-in callback's page. A successful sign-in never shows it (the URL is replaced before
 * the first render); it explains a failed one and offers to try again.
 */
export default function SignInCallbackPage() {
  const { t } = useLingui();
  const { view, send } = useSession();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const locale = useCurrentLocale();
  const code = signInFailureCode();
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" mb="4" ref={headingRef} tabIndex={-1}>
        {t`La connexion n'a pas abouti`}
      </Heading>
      <Text mb="6" role="alert">
        {code === "authorizationDenied"
          ? t`La connexion a été annulée.`
          : t`Nous n'avons pas pu finaliser votre connexion. Le lien a peut-être expiré : veuillez réessayer.`}
      </Text>
      <Button
        colorPalette="brand"
        disabled={!view.canSignIn}
        loading={view.isSigningIn}
        onClick={() => send({ type: "signIn", returnTo: pathFor("homepage", locale) })}
      >
        {t`Se connecter`}
      </Button>
    </Container>
  );
}
