/**
 * The floor page in the browser: hydrates the server's HTML as the documentation of each part
 * shows, with none of the product's start-up tuning (src/startup/): the floor is what the
 * stack costs by itself.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createFloorRouter, FloorApp } from "./floorApp.tsx";

const router = createFloorRouter();
await router.load();
// The first render continues the server's (src/startup/start.tsx does the same).
router.ssr = { manifest: undefined };
const container = document.getElementById("root");
if (container) {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FloorApp router={router} />
      </StrictMode>,
    );
  });
}
