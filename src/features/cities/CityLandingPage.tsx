import { useLingui } from "@lingui/react/macro";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { CityView } from "./CityView.tsx";
import { loadCity } from "./cityPageData.ts";

/** `/villes/residences-etudiantes-{city}`: the landing page the footer's city links open. */
export function loadPage(context: PageLoadContext) {
  return loadCity(context, "city", context.params.city ?? "");
}

export default function CityLandingPage() {
  const { city, pageAliases } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const { t } = useLingui();
  const name = city.name;
  return (
    <CityView
      city={city}
      locale={locale}
      title={t`Résidences étudiantes à ${name}`}
      aliases={pageAliases}
    />
  );
}
