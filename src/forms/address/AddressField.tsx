/**
 * An address line with autocomplete (tunnel spec 5): an ARIA 1.2 combobox bound to the
 * surrounding `form.AppField`, whose value is the address line. Behaviour is the `addressLookup`
 * machine's (machines/addressLookup.ts): from 2 characters and a 200 ms pause it searches
 * `GET /api/ac_campus/address/search`, lists up to 10 addresses (ArrowDown / ArrowUp, Enter,
 * Escape, click), and a polite live region says how many were found, that none were, or that the
 * search failed. Whatever happens, what is typed stays the field's value: manual entry always
 * works. One machine runs per field, so the applicant, the guardian and each guarantor have their
 * own.
 *
 * Props:
 * - `label` (translated), `required`, `maxLength` (address lines: 50): as `TextField`.
 * - `country`: ISO 3166 alpha-2 code searched in, "FR" by default; map the form's country
 *   select to it. Read at each keystroke.
 * - `onAddressChosen(address)`: a suggestion was chosen. The field has already set its own value
 *   to `address.line1` (number and street, in the country's order); fill the others from
 *   `address.postalCode`, `address.city` and, if the form has one, `address.country` (ISO).
 * - `autoComplete`: "address-line1" by default (the applicant's own address); give "off" for
 *   someone else's (guardian, guarantor), so the browser does not offer the applicant's.
 *
 * It reads its field from the surrounding `form.AppField`, like the fields of `useAppForm`; it is
 * not one of them so that the public contact dialog's chunk does not carry it:
 *
 *   <form.AppField name="address2_line1">
 *     {() => (
 *       <AddressField
 *         label={t`Adresse`}
 *         required
 *         maxLength={50}
 *         country="FR"
 *         onAddressChosen={(address) => {
 *           form.setFieldValue("address2_postalcode", address.postalCode);
 *           form.setFieldValue("address2_city", address.city);
 *         }}
 *       />
 *     )}
 *   </form.AppField>
 */
import { Box, Input } from "@chakra-ui/react";
import { createActorContext, shallowEqual } from "@xstate/react";
import { type HTMLInputAutoCompleteAttribute, type ReactNode, useCallback } from "react";
import {
  type ChosenAddress,
  toAddressLookupView,
} from "../../../machines/addressLookup.selectors.ts";
import { addressLookupMachine } from "../../../machines/addressLookup.ts";
import { getInspect } from "../../shared/inspector.ts";
import { useRouterContext } from "../../shared/routerContext.ts";
import { FieldShell } from "../fields/FieldShell.tsx";
import { useFieldControl } from "../fields/useFieldControl.ts";
import { useFieldContext } from "../formContext.ts";
import { AddressAnnouncement } from "./AddressAnnouncement.tsx";
import { AddressListbox } from "./AddressListbox.tsx";
import { addressLookupActors } from "./addressActors.ts";
import { eventForKey } from "./comboboxKeys.ts";

export type AddressFieldProps = {
  /** Already translated (`<Trans>`, `t`). */
  label: ReactNode;
  required?: boolean;
  /** The rule's limit: typing and pasting stop there (address lines: 50). */
  maxLength?: number;
  /** ISO 3166 alpha-2 country to search in; "FR" by default. */
  country?: string;
  /** A suggestion was chosen: fill the postal code, city (and country) from it. */
  onAddressChosen?: (address: ChosenAddress) => void;
  autoComplete?: HTMLInputAutoCompleteAttribute;
};

const AddressLookup = createActorContext(addressLookupMachine);

/** The address line with autocomplete, bound to the surrounding `form.AppField`. */
export function AddressField({ onAddressChosen, ...props }: AddressFieldProps) {
  const field = useFieldContext<string>();
  const { api } = useRouterContext();
  const logic = addressLookupMachine.provide({
    actors: addressLookupActors(api),
    actions: {
      fillAddress: (_, address) => {
        field.handleChange(address.line1);
        onAddressChosen?.(address);
      },
    },
  });
  return (
    <AddressLookup.Provider logic={logic} options={{ inspect: getInspect() }}>
      <AddressCombobox {...props} />
    </AddressLookup.Provider>
  );
}

function AddressCombobox({
  label,
  required = false,
  maxLength,
  country = "FR",
  autoComplete = "address-line1",
}: Omit<AddressFieldProps, "onAddressChosen">) {
  const field = useFieldContext<string>();
  const control = useFieldControl(field, required);
  const ids = { ...control.ids, label: `${control.ids.control}label` };
  const listboxId = `${ids.control}listbox`;
  const optionId = useCallback((index: number) => `${listboxId}option${index}`, [listboxId]);
  const lookup = AddressLookup.useActorRef();
  const view = AddressLookup.useSelector(toAddressLookupView, shallowEqual);
  const { highlightedIndex } = view;

  return (
    <FieldShell label={label} required={required} error={control.error} ids={ids}>
      <Box position="relative" width="full">
        <Input
          {...control.controlProps}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={view.isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={highlightedIndex === null ? undefined : optionId(highlightedIndex)}
          type="text"
          value={field.state.value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          onChange={(event) => {
            field.handleChange(event.target.value);
            lookup.send({ type: "typed", text: event.target.value, country });
          }}
          onKeyDown={(event) => {
            const machineEvent = eventForKey(event.key, view);
            if (!machineEvent) return;
            // Taken by the list: Escape does not also close an enclosing dialog.
            event.preventDefault();
            event.stopPropagation();
            lookup.send(machineEvent);
          }}
          onBlur={() => {
            control.controlProps.onBlur();
            if (view.canDismiss) lookup.send({ type: "dismiss" });
          }}
        />
        <AddressListbox
          id={listboxId}
          labelId={ids.label}
          suggestions={view.suggestions}
          highlightedIndex={highlightedIndex}
          optionId={optionId}
          onChoose={(index) => lookup.send({ type: "select", index })}
        />
      </Box>
      <AddressAnnouncement announcement={view.announcement} />
    </FieldShell>
  );
}
