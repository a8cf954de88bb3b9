import { Button, HStack, Icon } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LogIn } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { useSession } from "../../shared/sessionContext.ts";
import { AccountButtonText, accountButtonWidth } from "./AccountButtonText.tsx";
import { useAccountButtonName } from "./accountButtonName.ts";

const AccountMenu = lazy(() => import("./AccountMenu.tsx"));

type AccountAreaProps = { locale: Locale; onApplicationPage: boolean };

/**
 * The header's account part (spec 2.2): the account menu for a signed-in visitor (full name on
 * the application page, initials elsewhere); otherwise "Se connecter" and "Espace Client".
 * "Espace Client" opens the applicant's own space, the application page: a visitor not signed in
 * is taken to the provider's sign-in first and comes back to it (the operator's residents' site
 * is not part of this product).
 */
export function AccountArea({ locale, onApplicationPage }: AccountAreaProps) {
  const { t } = useLingui();
  const { view, send } = useSession();
  const [menuWanted, setMenuWanted] = useState(false);
  const label = onApplicationPage ? view.fullName : view.initials;
  const buttonName = useAccountButtonName(label, view.fullName);
  if (view.showAccountMenu) {
    if (!menuWanted) {
      // The menu's code loads on first use; until then a plain button stands in its place.
      return (
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          borderRadius="full"
          onClick={() => setMenuWanted(true)}
          aria-label={buttonName}
          aria-haspopup="menu"
          maxW={accountButtonWidth}
        >
          <AccountButtonText label={label} />
        </Button>
      );
    }
    return (
      <Suspense
        fallback={
          <Button size="sm" variant="subtle" borderRadius="full" loading maxW={accountButtonWidth}>
            <AccountButtonText label={label} />
          </Button>
        }
      >
        <AccountMenu
          label={label}
          fullName={view.fullName}
          locale={locale}
          canLogout={view.canLogout}
          onLogout={() => send({ type: "logout" })}
          openInitially
        />
      </Suspense>
    );
  }
  // While the session checks a returning visitor's token, the sign-in part keeps its place but
  // is not shown: pages arrive rendered for an anonymous visitor, and the header does not move
  // until the session knows who it is.
  return (
    <HStack gap="2" visibility={view.isChecking ? "hidden" : undefined}>
      <Button
        size="sm"
        variant="solid"
        colorPalette="brand"
        disabled={!view.canSignIn}
        loading={view.isSigningIn}
        onClick={() => send({ type: "signIn" })}
      >
        <Icon aria-hidden="true">
          <LogIn />
        </Icon>
        {t`Se connecter`}
      </Button>
      <AppLink
        href={pathFor("dossier", locale)}
        fontSize="sm"
        display={{ base: "none", md: "inline" }}
        colorPalette="brand"
        whiteSpace="nowrap"
      >
        {t`Espace Client`}
      </AppLink>
    </HStack>
  );
}
