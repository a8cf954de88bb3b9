import { useLingui } from "@lingui/react/macro";
import type { PageLoadContext } from "../../shared/pageData.ts";
import { LoadedCityView } from "./CityView.tsx";
import { loadCity } from "./cityPageData.ts";

/** `/villes/{alias}`: a city's page. */
export function loadPage(context: PageLoadContext) {
  return loadCity(context, "alias", context.params.alias ?? "");
}

export default function CityPage() {
  const { t } = useLingui();
  return <LoadedCityView titleOf={(name) => t`Logement étudiant à ${name}`} />;
}
