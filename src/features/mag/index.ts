/** What other features may use of the magazine: an article's card (the home page's section). */
export { ArticleCard } from "./ArticleCard.tsx";
export { ArticleGrid } from "./ArticleGrid.tsx";
