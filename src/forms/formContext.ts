import { createFormHookContexts } from "@tanstack/react-form";

/**
 * The contexts our field components read their TanStack field from. A form made with
 * `useAppForm` (appForm.ts) provides them to every `form.AppField`.
 */
export const { fieldContext, formContext, useFieldContext } = createFormHookContexts();
