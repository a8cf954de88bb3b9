let renderingOrigin = "";

/** The server renders pages for this origin (its public one), so canonical URLs are absolute. */
export function setRenderingOrigin(origin: string): void {
  renderingOrigin = origin;
}

/** The site's origin: the browser's, or the one the server renders for. */
export function siteOrigin(): string {
  return typeof window === "undefined" ? renderingOrigin : window.location.origin;
}
