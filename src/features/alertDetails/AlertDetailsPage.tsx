import { Box, Container, Heading, Icon, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { getAlert, orNullWhenMissing } from "../../api/editorial.ts";
import { pathFor } from "../../routes/paths.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { SanitizedHtml } from "../html/SanitizedHtml.tsx";
import { BackLink } from "../page/BackLink.tsx";
import { AlertPeriod } from "./AlertPeriod.tsx";

export async function loadPage({ params, locale, signal, api }: PageLoadContext) {
  const id = params.alertId ?? "";
  return { alert: await orNullWhenMissing(getAlert({ locale, id }, { signal, client: api })) };
}

/** One alert, reached from the banner's "learn more" link (spec 2.5); absent: a message (spec 8). */
export default function AlertDetailsPage() {
  const { t } = useLingui();
  const { alert } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const back = (
    <BackLink href={pathFor("homepage", locale)}>
      <Trans>Retour à l'accueil</Trans>
    </BackLink>
  );
  if (!alert) {
    const message = t`L'alerte demandée n'a pas été trouvée`;
    return (
      <Container maxW="3xl" py={{ base: "8", md: "12" }}>
        <PageHead title={message} />
        <meta name="robots" content="noindex" />
        {back}
        <Heading as="h1" size="2xl">
          {message}
        </Heading>
      </Container>
    );
  }
  return (
    <Container as="article" maxW="3xl" py={{ base: "8", md: "12" }}>
      <PageHead title={alert.title} description={alert.information} />
      {back}
      <Heading
        as="h1"
        size={{ base: "2xl", md: "3xl" }}
        mb="2"
        display="flex"
        gap="3"
        alignItems="center"
      >
        <Icon aria-hidden="true" color="brand.fg" boxSize="8" flexShrink="0">
          <Info />
        </Icon>
        {alert.title}
      </Heading>
      <AlertPeriod beginning={alert.beginning} end={alert.end} />
      {alert.information && (
        <Text fontSize="lg" fontWeight="medium" mb="6">
          {alert.information}
        </Text>
      )}
      {alert.description && (
        <Box borderStartWidth="4px" borderColor="brand.muted" ps="5">
          <SanitizedHtml html={alert.description} />
        </Box>
      )}
    </Container>
  );
}
