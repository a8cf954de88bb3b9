import { Container, Heading, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useCurrentRoute } from "../../app/useCurrentRoute.ts";
import { pageTitles } from "../../routes/pageTitles.ts";

/** Stands in for a page whose content a later issue builds; it names the page it will be. */
export default function PlaceholderPage() {
  const { t, i18n } = useLingui();
  const route = useCurrentRoute();
  const title = route ? i18n._(pageTitles[route.name]) : "";
  return (
    <Container maxW="5xl" py="10">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Text>{t`Cette page sera bientôt disponible.`}</Text>
    </Container>
  );
}
