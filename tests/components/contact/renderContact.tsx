import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { selectIsOpen } from "../../../machines/contact.selectors.ts";
import { contactMachine } from "../../../machines/contact.ts";
import { getSystem } from "../../../src/app/theme/system.ts";
import { ContactContext, lazyContactActors } from "../../../src/features/contact/contactContext.ts";
import { useContactDialog } from "../../../src/features/contact/useContactDialog.ts";
import { activateLocale, browserI18n } from "../../../src/i18n/i18n.ts";
import { PageTitle } from "../../../src/shared/PageHead.tsx";
import { testApiClient } from "../apiClient.ts";

const ContactDialog = lazy(() => import("../../../src/features/contact/ContactDialog.tsx"));

/** Stands for the shell (RootLayout): the visit's contact actor, and its dialog while open. */
function Shell() {
  return (
    <ContactContext.Provider
      logic={contactMachine.provide({ actors: lazyContactActors(testApiClient()) })}
    >
      <Page />
      <DialogWhileOpen />
    </ContactContext.Provider>
  );
}

function DialogWhileOpen() {
  const isOpen = ContactContext.useSelector(selectIsOpen);
  return isOpen ? (
    <Suspense fallback={null}>
      <ContactDialog />
    </Suspense>
  ) : null;
}

/** Stands for the shell's "write" link and a residence page's "contact the residence" button. */
function Page() {
  const contact = useContactDialog();
  return (
    <>
      <PageTitle title="Accueil" />
      <button type="button" onClick={contact.open}>
        Écrire
      </button>
      <button type="button" onClick={() => contact.openForResidence("CRM-PHARE")}>
        Contacter Le Phare
      </button>
    </>
  );
}

export async function renderContactPage(): Promise<UserEvent> {
  await activateLocale(browserI18n, "fr");
  render(
    <ChakraProvider value={getSystem()}>
      <I18nProvider i18n={browserI18n}>
        <Shell />
      </I18nProvider>
    </ChakraProvider>,
  );
  return userEvent.setup();
}

/** Opens the dialog with one of the page's buttons; resolves once the lazy dialog is shown. */
export async function openContact(user: UserEvent, button = "Écrire") {
  await user.click(screen.getByRole("button", { name: button }));
  // The first opening loads the form's chunk: slow in jsdom on a loaded machine, so wait longer
  // than the default second.
  const dialog = await screen.findByRole("dialog", { name: "Nous contacter" }, { timeout: 5_000 });
  return within(dialog);
}

export type DialogQueries = Awaited<ReturnType<typeof openContact>>;

/** Types a value as a paste: one input event, so filling the form stays fast. */
async function enter(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Fills every required field but the receiver's own ones (contact type, residence). */
export async function fillRequiredFields(user: UserEvent, dialog: DialogQueries) {
  await user.click(dialog.getByLabelText("Madame"));
  await enter(user, dialog.getByLabelText(/^Nom/), "Dupont");
  await enter(user, dialog.getByLabelText(/^Prénom/), "Éva");
  await enter(user, dialog.getByLabelText(/^Courriel/), "eva@example.fr");
  await enter(user, dialog.getByLabelText(/^Téléphone/), "06 12 34 56 78");
  await enter(user, dialog.getByLabelText(/^Message/), "Une chambre est-elle libre ?");
}
