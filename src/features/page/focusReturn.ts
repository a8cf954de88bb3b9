/**
 * Where focus goes when a dialog closes (it must never drop to `<body>`): back to the
 * element that opened it while that element is still on the page and can take focus, else to the
 * page's main heading (`main h1`, focusable with tabindex -1 on every page that moves focus).
 * Given to a dialog as Chakra's `finalFocusEl`, the one way dialogs place focus on closing.
 */
export function focusReturnTarget(opener: Element | null | undefined): HTMLElement | null {
  // A way out that already moved focus on the page (a missing item's link focuses its section)
  // keeps it: only focus still in the closing dialog, or on the body, is moved.
  const current = document.activeElement;
  if (current instanceof HTMLElement && canTakeFocus(current) && !isInDialog(current))
    return current;
  if (opener instanceof HTMLElement && canTakeFocus(opener)) return opener;
  return document.querySelector<HTMLElement>("main h1[tabindex='-1']");
}

/** Still on the page, not the body, not disabled (a button showing its save is disabled). */
function canTakeFocus(element: HTMLElement): boolean {
  return (
    element.isConnected &&
    element !== element.ownerDocument.body &&
    !element.matches(":disabled, [aria-disabled='true']")
  );
}

function isInDialog(element: HTMLElement): boolean {
  return element.closest("[role='dialog'], [role='alertdialog']") !== null;
}
