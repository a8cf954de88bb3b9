import { type ReactNode, Suspense, use } from "react";

type DeferredProps<Value> = {
  /** A promise the page's loader started without waiting for it. */
  value: Promise<Value>;
  fallback: ReactNode;
  children: (value: Value) => ReactNode;
};

/**
 * Renders a part of a page when its data arrives, so the rest (the home page's heading, above
 * all) shows at once instead of waiting for the slowest call. The loader catches failures of
 * such parts, so one missing teaser never breaks the page.
 */
export function Deferred<Value>({ value, fallback, children }: DeferredProps<Value>) {
  return (
    <Suspense fallback={fallback}>
      <Resolved value={value}>{children}</Resolved>
    </Suspense>
  );
}

function Resolved<Value>({ value, children }: Omit<DeferredProps<Value>, "fallback">) {
  return children(use(value));
}
