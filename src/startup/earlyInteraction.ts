/**
 * A server-rendered page shows its form and buttons before the scripts have made them work.
 * What a visitor does in that moment is kept and handed to the app once it has hydrated,
 * rather than lost: the fields they changed tell the app their values, then their last tap
 * on a button is replayed. Hydration keeps the server's DOM nodes, so the same elements are
 * found again.
 *
 * Parts of a page inside a Suspense boundary (a flat type's booking panel, the footer) hydrate
 * after the root, once their scripts arrive: a field typed into there after the root is live is
 * still kept, and told once its part is live. Taps are kept until the root is live only, since a
 * button the app does not draw (in sanitised content) would otherwise never answer.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type EarlyWindow = Window & {
  hcEarlyClick?: HTMLElement;
  hcEarlyFields?: Field[];
  /** Set while a kept value is told again, so the telling is not kept once more. */
  hcEarlyTelling?: boolean;
  /** Set once the root is live: tells a field kept from then on as soon as its part is live. */
  hcEarlyFieldKept?: () => void;
  hcStopEarlyClicks?: () => void;
};

/**
 * The inline script the server puts in a rendered page, ahead of the app's scripts. A field is
 * kept only while React has not attached its props to it (see `isLive`).
 */
export const earlyInteractionScript = `(function(){var w=window;w.hcEarlyFields=[];function live(e){return Object.keys(e).some(function(k){return k.indexOf("__reactProps$")===0})}function click(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(!b)return;e.preventDefault();e.stopImmediatePropagation();w.hcEarlyClick=b}function change(e){var f=e.target;if(!f||!("value" in f)||w.hcEarlyTelling||live(f))return;if(w.hcEarlyFields.indexOf(f)<0)w.hcEarlyFields.push(f);if(w.hcEarlyFieldKept)w.hcEarlyFieldKept()}addEventListener("click",click,true);addEventListener("input",change,true);addEventListener("change",change,true);w.hcStopEarlyClicks=function(){removeEventListener("click",click,true)}})()`;

function prototypeOf(field: Field) {
  if (field instanceof HTMLSelectElement) return HTMLSelectElement.prototype;
  if (field instanceof HTMLTextAreaElement) return HTMLTextAreaElement.prototype;
  return HTMLInputElement.prototype;
}

/**
 * React hydrated the field with the value already in it as if it were its own: the value is
 * set again through the element's prototype and announced, so the form's state receives it.
 */
function announceValue(field: Field): void {
  if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) {
    // React follows these through clicks: undo the early change, then click it again.
    const wanted = field.checked;
    field.checked = !wanted;
    if (field.checked !== wanted) field.click();
    return;
  }
  const value = field.value;
  field.value = "";
  Object.getOwnPropertyDescriptor(prototypeOf(field), "value")?.set?.call(field, value);
  const type = field instanceof HTMLSelectElement ? "change" : "input";
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Parts of the page inside a Suspense boundary (the footer, a page's sections) hydrate after
 * the root: an element is live once React has attached its props to it.
 */
function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

const LIVE_CHECK_MS = 50;
const LIVE_WAIT_LIMIT_MS = 5000;

function whenLive(elements: Element[], then: () => void, waitedMs = 0): void {
  const pending = elements.filter((element) => element.isConnected && !isLive(element));
  if (pending.length === 0 || waitedMs >= LIVE_WAIT_LIMIT_MS) {
    then();
    return;
  }
  setTimeout(() => whenLive(pending, then, waitedMs + LIVE_CHECK_MS), LIVE_CHECK_MS);
}

/** Tells the app the fields' values, as if typed now. */
function tellValues(page: EarlyWindow, fields: Field[]): void {
  page.hcEarlyTelling = true;
  try {
    for (const field of fields) announceValue(field);
  } finally {
    page.hcEarlyTelling = false;
  }
}

function takeKeptFields(page: EarlyWindow): Field[] {
  const fields = (page.hcEarlyFields ?? []).filter((field) => field.isConnected);
  page.hcEarlyFields = [];
  return fields;
}

/** Tells the kept fields' values once each one's part of the page is live. */
function tellKeptFields(page: EarlyWindow): void {
  const fields = takeKeptFields(page);
  whenLive(fields, () => tellValues(page, fields));
}

/** Called once the app has hydrated the page's root. */
export function replayEarlyInteraction(): void {
  const page = window as EarlyWindow;
  page.hcStopEarlyClicks?.();
  page.hcStopEarlyClicks = undefined;
  const button = page.hcEarlyClick?.isConnected ? page.hcEarlyClick : undefined;
  page.hcEarlyClick = undefined;
  const fields = takeKeptFields(page);
  whenLive([...fields, ...(button ? [button] : [])], () => {
    tellValues(page, fields);
    button?.click();
    // From now on a field typed into a part still hydrating is told once that part is live.
    page.hcEarlyFieldKept = () => tellKeptFields(page);
    tellKeptFields(page);
  });
}
