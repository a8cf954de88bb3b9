import { useLingui } from "@lingui/react/macro";
import { getResidences } from "../../api/catalogue.ts";
import { getBookingSteps, getFaq, getHomeServices } from "../../api/content.ts";
import { findPageMeta, getMagazine } from "../../api/editorial.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { Deferred } from "../page/Deferred.tsx";
import { titleOfMeta } from "../page/pageMeta.ts";
import { HomeBookingSteps } from "./HomeBookingSteps.tsx";
import { HomeFaq } from "./HomeFaq.tsx";
import { HomeHero } from "./HomeHero.tsx";
import { HomeMagazine } from "./HomeMagazine.tsx";
import { HomeResidences } from "./HomeResidences.tsx";
import { HomeServices } from "./HomeServices.tsx";

/** How many articles and questions the teasers show. */
const LATEST_ARTICLES = 3;
const TEASER_QUESTIONS = 4;

/**
 * Nothing is awaited: the heading and the search render at once (the page's largest paint),
 * each section fills in when its call answers, and a failed call only hides its section.
 * The loader's abort signal is not passed on: the loader is over before these calls are, and
 * a section should not go blank because the router tidied up the finished load.
 */
export async function loadPage({ locale, api }: PageLoadContext) {
  return {
    meta: findPageMeta("homepage", locale, { client: api }).catch(() => null),
    residences: getResidences({ locale }, { client: api }).catch(() => null),
    services: getHomeServices({ locale }, { client: api }).catch(() => null),
    steps: getBookingSteps({ locale }, { client: api }).catch(() => null),
    magazine: getMagazine({ locale }, { client: api })
      .then((magazine) => ({ ...magazine, items: magazine.items.slice(0, LATEST_ARTICLES) }))
      .catch(() => null),
    questions: getFaq({ locale }, { client: api })
      .then((items) => items.slice(0, TEASER_QUESTIONS))
      .catch(() => null),
  };
}

export default function HomePage() {
  const data = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const { i18n } = useLingui();
  const fallbackTitle = i18n._(pageTitles.homepage);
  return (
    <>
      <Deferred value={data.meta} fallback={<PageHead title={fallbackTitle} />}>
        {(meta) => (
          <PageHead title={titleOfMeta(meta, fallbackTitle)} description={meta?.description} />
        )}
      </Deferred>
      <HomeHero locale={locale} />
      <HomeResidences residences={data.residences} locale={locale} />
      <HomeServices services={data.services} />
      <HomeBookingSteps steps={data.steps} locale={locale} />
      <HomeMagazine magazine={data.magazine} locale={locale} />
      <HomeFaq questions={data.questions} locale={locale} />
    </>
  );
}
