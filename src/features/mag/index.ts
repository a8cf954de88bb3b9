/** What other features may use of the magazine: the article grid (the home page's section). */
export { ArticleGrid } from "./ArticleGrid.tsx";
