import { useLingui } from "@lingui/react/macro";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { CityView } from "./CityView.tsx";
import { loadCity } from "./cityPageData.ts";

/** `/villes/{alias}`: a city's page. */
export function loadPage(context: PageLoadContext) {
  return loadCity(context, "alias", context.params.alias ?? "");
}

export default function CityPage() {
  const { city, pageAliases } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const { t } = useLingui();
  const name = city.name;
  return (
    <CityView
      city={city}
      locale={locale}
      title={t`Logement étudiant à ${name}`}
      aliases={pageAliases}
    />
  );
}
