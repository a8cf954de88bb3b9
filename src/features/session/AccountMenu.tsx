import { Button, Menu, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { AccountButtonText, accountButtonWidth } from "./AccountButtonText.tsx";
import { useAccountButtonName } from "./accountButtonName.ts";

type AccountMenuProps = {
  label: string;
  fullName: string;
  locale: Locale;
  canLogout: boolean;
  onLogout: () => void;
  openInitially?: boolean;
};

/** Profile, "Votre demande" (the application), logout (spec 2.2). */
export default function AccountMenu({
  label,
  fullName,
  locale,
  canLogout,
  onLogout,
  openInitially,
}: AccountMenuProps) {
  const { t } = useLingui();
  const buttonName = useAccountButtonName(label, fullName);
  const router = useRouter();
  const go = (href: string) => void router.navigate({ href });
  return (
    <Menu.Root defaultOpen={openInitially} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          borderRadius="full"
          aria-label={buttonName}
          maxW={accountButtonWidth}
        >
          <AccountButtonText label={label} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile" onSelect={() => go(pathFor("profile", locale))}>
              {t`Mon profil`}
            </Menu.Item>
            <Menu.Item value="application" onSelect={() => go(pathFor("dossier", locale))}>
              {t`Votre demande`}
            </Menu.Item>
            <Menu.Item value="logout" disabled={!canLogout} onSelect={onLogout}>
              {t`Se déconnecter`}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
