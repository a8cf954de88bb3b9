import { Box, Flex, Link } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Outlet, useLoaderData } from "@tanstack/react-router";
import { lazy, Suspense, use } from "react";
import type { Locale } from "../config/index.ts";
import { useContactDialog } from "../features/contact/useContactDialog.tsx";
import { AlertBanner } from "../features/shell/AlertBanner.tsx";
import { Footer } from "../features/shell/Footer.tsx";
import { Header } from "../features/shell/Header.tsx";
import type { SharedContent } from "../features/shell/sharedContent.ts";
import { isHeaderHidden, usesFixedWidthLayout } from "../features/shell/visibility.ts";
import { useSession } from "../shared/sessionContext.ts";
import { useCurrentLocale, useCurrentRoute } from "../shared/useCurrentRoute.ts";

// Only a visitor who must accept the terms or sign in again downloads these dialogs.
const SessionDialogs = lazy(() => import("../features/session/SessionDialogs.tsx"));

/** The shell every page renders in: alert banner, header, the page, footer (spec 2.2). */
export function RootLayout() {
  const locale = useCurrentLocale();
  const route = useCurrentRoute()?.name;
  const { shared } = useLoaderData({ from: "__root__" });
  const contact = useContactDialog();
  const session = useSession().view;
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
      {contact.dialog}
      {(session.showTermsDialog || session.showSessionExpiredDialog) && (
        <Suspense fallback={null}>
          <SessionDialogs />
        </Suspense>
      )}
    </Flex>
  );
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
