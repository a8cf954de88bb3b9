import { Alert, Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useSession } from "../../shared/sessionContext.ts";

/** The profile needs a signed-in account: a short explanation and the session's sign-in. */
export function SignInPrompt() {
  const { t } = useLingui();
  const { view, send } = useSession();
  return (
    <Stack gap="4" align="start">
      <Text>{t`Connectez-vous pour consulter et modifier votre profil.`}</Text>
      {view.signInError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator aria-hidden />
          <Alert.Description>{t`La connexion est momentanément indisponible, veuillez réessayer.`}</Alert.Description>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        loading={view.isSigningIn}
        onClick={() => send({ type: "signIn" })}
      >
        {t`Se connecter`}
      </Button>
    </Stack>
  );
}
