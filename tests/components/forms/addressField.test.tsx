/**
 * The address field in a small TanStack form, its search answered by the real server's route
 * (seeded address book) through MSW, or by MSW alone for the call's faults.
 */
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOOKUP_TIMEOUT_MS, SEARCH_DEBOUNCE_MS } from "../../../machines/addressLookup.ts";
import { createSeededApp } from "../../../server/testing.ts";
import { AddressField } from "../../../src/forms/address/AddressField.tsx";
import { useAppForm } from "../../../src/forms/appForm.ts";
import { maxLengthOf, requiredText } from "../../../src/forms/rules.ts";
import { renderInRouter } from "../providers.tsx";

// The 500 and network-drop cases include the client's two retries of a GET (about 1 s).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const SEARCH = "/api/ac_campus/address/search";
const FAILED = "La recherche d'adresse ne répond pas : vous pouvez saisir l'adresse vous-même.";

const backend = createSeededApp({ origin: window.location.origin });
/** The search requests the field sent, oldest first. */
const searches: URL[] = [];
const realSearch = http.get(SEARCH, ({ request }) => {
  searches.push(new URL(request.url));
  return backend.app.fetch(request);
});
const server = setupServer(realSearch);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const schema = v.object({
  line1: v.pipe(requiredText(), maxLengthOf(50)),
  postalCode: requiredText(),
  city: requiredText(),
  country: v.string(),
});
type Values = v.InferInput<typeof schema>;

function AddressForm({ country, onSubmit }: { country: string; onSubmit: (v: Values) => void }) {
  const form = useAppForm({
    defaultValues: { line1: "", postalCode: "", city: "", country: "" } satisfies Values,
    validators: { onChange: schema },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppField name="line1">
        {() => (
          <AddressField
            label="Adresse"
            required
            maxLength={50}
            country={country}
            onAddressChosen={(address) => {
              form.setFieldValue("postalCode", address.postalCode);
              form.setFieldValue("city", address.city);
              form.setFieldValue("country", address.country);
            }}
          />
        )}
      </form.AppField>
      <form.AppField name="postalCode">
        {(field) => <field.TextField label="Code postal" required maxLength={10} />}
      </form.AppField>
      <form.AppField name="city">
        {(field) => <field.TextField label="Ville" required maxLength={40} />}
      </form.AppField>
      <button type="submit">Envoyer</button>
    </form>
  );
}

async function renderAddressForm(
  options: {
    country?: string;
    locale?: "fr" | "en";
    user?: ReturnType<typeof userEvent.setup>;
  } = {},
) {
  const onSubmit = vi.fn<(values: Values) => void>();
  const rendered = await renderInRouter(
    <AddressForm country={options.country ?? "FR"} onSubmit={onSubmit} />,
    options.locale,
  );
  const user = options.user ?? rendered.user;
  const combobox = screen.getByRole("combobox", { name: /^Adresse/ }) as HTMLInputElement;
  return { user, combobox, onSubmit };
}

const fieldValue = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const status = () => screen.getByRole("status");

describe("the address combobox", () => {
  it("lists the addresses found, announces them, and fills the form from the keyboard", async () => {
    const { user, combobox, onSubmit } = await renderAddressForm();
    const listbox = screen.getByRole("listbox", { hidden: true });
    expect(combobox.getAttribute("aria-controls")).toBe(listbox.id);
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(combobox.getAttribute("aria-autocomplete")).toBe("list");
    expect(status().getAttribute("aria-live")).toBe("polite");

    await user.type(combobox, "rue de rivoli");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "10 rue de Rivoli, 75004 Paris",
      "25 rue de Rivoli, 75004 Paris",
    ]);
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("listbox", { name: /^Adresse/ })).toBe(listbox);
    expect(status().textContent).toBe("2 adresses trouvées");
    expect(searches.at(-1)?.searchParams.get("q")).toBe("rue de rivoli");
    expect(searches.at(-1)?.searchParams.get("country")).toBe("FR");

    await user.keyboard("{ArrowDown}");
    expect(combobox.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(combobox.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("false");
    await user.keyboard("{Enter}");

    expect(combobox.value).toBe("25 rue de Rivoli");
    expect(fieldValue(/^Code postal/)).toBe("75004");
    expect(fieldValue(/^Ville/)).toBe("Paris");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(combobox.getAttribute("aria-activedescendant")).toBeNull();
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(document.activeElement).toBe(combobox);

    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(onSubmit).toHaveBeenCalledWith({
      line1: "25 rue de Rivoli",
      postalCode: "75004",
      city: "Paris",
      country: "FR",
    });
  });

  it("searches nothing under 2 characters", async () => {
    const { user, combobox } = await renderAddressForm();
    await user.type(combobox, "r");
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(searches).toEqual([]);
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(status().textContent).toBe("");
  });

  it("closes the list with Escape, keeping the text, and opens it again with ArrowDown", async () => {
    const { user, combobox } = await renderAddressForm();
    await user.type(combobox, "rivoli");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(combobox.value).toBe("rivoli");
    await user.keyboard("{ArrowDown}");
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    expect(combobox.getAttribute("aria-activedescendant")).toBe(
      screen.getAllByRole("option")[0]?.id,
    );
  });

  it("says so when nothing is found, in English too", async () => {
    const { user, combobox } = await renderAddressForm({ locale: "en" });
    await user.type(combobox, "nowhere street");
    await waitFor(() =>
      expect(status().textContent).toBe("No address found: you can type it yourself."),
    );
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
  });

  it("searches the given country and writes the number after the street there", async () => {
    server.use(
      http.get(SEARCH, ({ request }) => {
        searches.push(new URL(request.url));
        return HttpResponse.json([
          {
            id: 7,
            label: "45 Rue Neuve, 1000 Bruxelles",
            street: "45 Rue Neuve",
            postalCode: "1000",
            city: "Bruxelles",
            country: "BE",
          },
        ]);
      }),
    );
    const { user, combobox } = await renderAddressForm({ country: "BE", locale: "en" });
    await user.type(combobox, "rue neuve");
    await waitFor(() => expect(status().textContent).toBe("1 address found"));
    await user.click(screen.getByRole("option", { name: "45 Rue Neuve, 1000 Bruxelles" }));
    expect(searches.at(-1)?.searchParams.get("country")).toBe("BE");
    expect(combobox.value).toBe("Rue Neuve 45");
    expect(fieldValue(/^Code postal/)).toBe("1000");
    expect(fieldValue(/^Ville/)).toBe("Bruxelles");
    expect(document.activeElement).toBe(combobox);
  });
});

const faults = {
  "a server error (500)": () => HttpResponse.json({ error: "boom" }, { status: 500 }),
  "a refusal with a body (400)": () =>
    HttpResponse.json({ errors: { q: "Saisissez au moins 2 caractères." } }, { status: 400 }),
  "a network drop": () => HttpResponse.error(),
  "a malformed answer": () => HttpResponse.json({ results: [{ street: "10 rue de Rivoli" }] }),
};

/** The address typed by hand once the search has failed; the form still sends it. */
async function typeTheRestByHand(
  user: ReturnType<typeof userEvent.setup>,
  onSubmit: ReturnType<typeof vi.fn>,
) {
  await user.type(screen.getByLabelText(/^Code postal/), "75004");
  await user.type(screen.getByLabelText(/^Ville/), "Paris");
  await user.click(screen.getByRole("button", { name: "Envoyer" }));
  expect(onSubmit).toHaveBeenCalledWith({
    line1: "12 rue de Rivoli",
    postalCode: "75004",
    city: "Paris",
    country: "",
  });
}

describe("when the search fails", () => {
  for (const [fault, answer] of Object.entries(faults)) {
    it(`keeps what was typed after ${fault}, says so politely, and lets the address be typed by hand`, async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      server.use(http.get(SEARCH, answer));
      const { user, combobox, onSubmit } = await renderAddressForm();
      await user.type(combobox, "12 rue de Rivoli");

      await waitFor(() => expect(status().textContent).toBe(FAILED));
      expect(status().getAttribute("aria-live")).toBe("polite");
      expect(combobox.value).toBe("12 rue de Rivoli");
      expect(combobox.getAttribute("aria-expanded")).toBe("false");
      expect(screen.queryAllByRole("option")).toEqual([]);
      await typeTheRestByHand(user, onSubmit);
    });
  }

  it("gives up on a search left unanswered after 5 s, and lets the address be typed by hand", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending: string[] = [];
    server.use(
      http.get(SEARCH, async ({ request }) => {
        pending.push(request.url);
        await delay("infinite");
        return HttpResponse.json([]);
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { combobox, onSubmit } = await renderAddressForm({ user });
    await user.type(combobox, "12 rue de Rivoli");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    expect(status().textContent).toBe("");

    await vi.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS);
    await waitFor(() => expect(status().textContent).toBe(FAILED));
    expect(combobox.value).toBe("12 rue de Rivoli");
    await typeTheRestByHand(user, onSubmit);
  });
});
