import { Box, Flex, Link } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense, use } from "react";
import { selectIsOpen } from "../../machines/contact.selectors.ts";
import { contactMachine } from "../../machines/contact.ts";
import type { Locale } from "../config/index.ts";
import { ContactContext, lazyContactActors } from "../features/contact/contactContext.ts";
import { useContactDialog } from "../features/contact/useContactDialog.ts";
import { AlertBanner } from "../features/shell/AlertBanner.tsx";
import { Footer } from "../features/shell/Footer.tsx";
import { Header } from "../features/shell/Header.tsx";
import {
  loadSharedContent,
  nothingShared,
  type SharedContent,
} from "../features/shell/sharedContent.ts";
import {
  isHeaderHidden,
  loadsSharedContent,
  usesFixedWidthLayout,
} from "../features/shell/visibility.ts";
import { getInspect } from "../shared/inspector.ts";
import { useRouterContext } from "../shared/routerContext.ts";
import { useSession } from "../shared/sessionContext.ts";
import { useCurrentLocale, useCurrentRoute } from "../shared/useCurrentRoute.ts";

// Only a visitor who must accept the terms or sign in again downloads these dialogs.
const SessionDialogs = lazy(() => import("../features/session/SessionDialogs.tsx"));
// The form, its validation and phone libraries load when the visitor first opens the dialog.
const ContactDialog = lazy(() => import("../features/contact/ContactDialog.tsx"));

/**
 * The shell every page renders in: alert banner, header, the page, footer (spec 2.2), inside
 * the visit's one contact dialog actor, which the footer and residence pages open.
 */
export function RootLayout() {
  const { api } = useRouterContext();
  return (
    <ContactContext.Provider
      // The contact dialog's calls load on first use too (lazyContactActors).
      logic={contactMachine.provide({ actors: lazyContactActors(api) })}
      options={{ inspect: getInspect() }}
    >
      <Layout />
    </ContactContext.Provider>
  );
}

function Layout() {
  const locale = useCurrentLocale();
  const route = useCurrentRoute()?.name;
  // The page's language's content, not the root loader's answer: that one is the first page's
  // and is not asked again after a language switch (the banner stayed French). The loader only
  // starts the same cached load early.
  const { api } = useRouterContext();
  const shared = loadsSharedContent(route) ? loadSharedContent(locale, api) : nothingShared;
  const contact = useContactDialog();
  const headerHidden = isHeaderHidden(route);
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        srOnly
        _focus={{ srOnly: false, position: "absolute", p: "2", bg: "bg", zIndex: "overlay" }}
      >
        <Trans>Aller au contenu</Trans>
      </Link>
      {!headerHidden && (
        <Suspense fallback={null}>
          <Alerts shared={shared} locale={locale} />
        </Suspense>
      )}
      {!headerHidden && <Header locale={locale} route={route} />}
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        flex="1"
        w="full"
        maxW={usesFixedWidthLayout(route) ? "5xl" : undefined}
        mx="auto"
      >
        <Outlet />
      </Box>
      <Suspense fallback={<Footer locale={locale} footerPages={null} onWrite={contact.open} />}>
        <LoadedFooter shared={shared} locale={locale} onWrite={contact.open} />
      </Suspense>
      <ContactDialogWhileOpen />
      <SessionDialogsWhenShown />
    </Flex>
  );
}

/** The dialog is mounted only while the machine says it is open: each opening starts afresh. */
function ContactDialogWhileOpen() {
  const isOpen = ContactContext.useSelector(selectIsOpen);
  return isOpen ? (
    <Suspense fallback={null}>
      <ContactDialog />
    </Suspense>
  ) : null;
}

/**
 * The session's dialogs, loaded only when one shows. Why a component of its own: a change of the
 * session re-renders what reads it, at once and in one task; here that is this line, not the
 * whole shell (right after hydration, the whole shell was a 150-190 ms task at 4x CPU).
 */
function SessionDialogsWhenShown() {
  const session = useSession().view;
  return session.showTermsDialog || session.showSessionExpiredDialog ? (
    <Suspense fallback={null}>
      <SessionDialogs />
    </Suspense>
  ) : null;
}

type SharedProps = { shared: Promise<SharedContent>; locale: Locale };

function Alerts({ shared, locale }: SharedProps) {
  const { alerts } = use(shared);
  // A new language brings new alerts: the banner's machine starts again with them.
  return <AlertBanner key={locale} alerts={alerts} locale={locale} />;
}

function LoadedFooter({ shared, locale, onWrite }: SharedProps & { onWrite: () => void }) {
  const { footerPages } = use(shared);
  return <Footer locale={locale} footerPages={footerPages} onWrite={onWrite} />;
}
