import { Dialog } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../config/index.ts";
import type { RouteName } from "../../routes/table.ts";
import { DialogShell } from "../page/DialogShell.tsx";
import { SupportPhoneLink } from "../page/SupportPhoneLink.tsx";
import { MenuLinks } from "./MenuLinks.tsx";

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  selected: RouteName | undefined;
};

/** The small-screen menu: full screen, focus kept inside, Escape or the close button closes it. */
export default function MobileMenu({ open, onClose, locale, selected }: MobileMenuProps) {
  const { t } = useLingui();
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="full"
      motionPreset="none"
      title={t`Menu`}
      closeLabel={t`Fermer le menu`}
    >
      <Dialog.Body>
        <nav aria-label={t`Menu principal`}>
          <MenuLinks
            locale={locale}
            selected={selected}
            smallScreen
            direction="column"
            gap="5"
            fontSize="xl"
            onNavigate={onClose}
          />
        </nav>
        <SupportPhoneLink mt="8" />
      </Dialog.Body>
    </DialogShell>
  );
}
