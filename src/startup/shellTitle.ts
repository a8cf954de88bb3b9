/**
 * A page the browser renders (the tunnel, the profile) starts from the empty shell, whose
 * `<title>` (index.html's) names the tab while the app loads. React 19 adds the page's own
 * `<title>` beside it rather than in its place, and a document has one title (HTML; RGAA 8.2):
 * the shell's gives way as soon as the page's is there. Called before the app renders, when the
 * shell's is the only one.
 */
export function retireShellTitle(head: HTMLHeadElement): void {
  const shellTitle = head.querySelector("title");
  if (!shellTitle) return;
  const pageHasTitle = () => head.querySelectorAll("title").length > 1;
  const observer = new MutationObserver(() => {
    if (!pageHasTitle()) return;
    observer.disconnect();
    shellTitle.remove();
  });
  observer.observe(head, { childList: true });
}
