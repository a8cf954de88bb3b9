import { Button, HStack, Icon, Link } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LogIn } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type Locale, signInLinks } from "../../config/index.ts";
import { useSession } from "../../shared/sessionContext.ts";

const AccountMenu = lazy(() => import("./AccountMenu.tsx"));

type AccountAreaProps = { locale: Locale; onApplicationPage: boolean };

/**
 * The header's account part (spec 2.2): the account menu for a signed-in visitor (full name on
 * the application page, initials elsewhere); otherwise "Se connecter" and "Espace Client".
 */
export function AccountArea({ locale, onApplicationPage }: AccountAreaProps) {
  const { t } = useLingui();
  const { view, send } = useSession();
  const [menuWanted, setMenuWanted] = useState(false);
  if (view.isChecking) return null;
  if (view.showAccountMenu) {
    const label = onApplicationPage ? view.fullName : view.initials;
    if (!menuWanted) {
      // The menu's code loads on first use; until then a plain button stands in its place.
      return (
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          borderRadius="full"
          onClick={() => setMenuWanted(true)}
          aria-label={t`Mon compte (${view.fullName})`}
          aria-haspopup="menu"
        >
          {label}
        </Button>
      );
    }
    return (
      <Suspense
        fallback={
          <Button size="sm" variant="subtle" borderRadius="full" loading>
            {label}
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
  return (
    <HStack gap="2">
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
      <Link
        href={signInLinks.clientSpaceUrl}
        fontSize="sm"
        display={{ base: "none", md: "inline" }}
        colorPalette="brand"
        whiteSpace="nowrap"
      >
        {t`Espace Client`}
      </Link>
    </HStack>
  );
}
