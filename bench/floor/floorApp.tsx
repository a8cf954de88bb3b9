import { ChakraProvider } from "@chakra-ui/react";
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
  RouterProvider,
} from "@tanstack/react-router";
import { getSystem } from "../../src/app/theme/system.ts";
import { FloorPage } from "./FloorPage.tsx";

/** The floor's router: one root and one page, as the product's router is built. */
export function createFloorRouter(history?: RouterHistory) {
  const rootRoute = createRootRoute({ component: Outlet });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: "/",
    component: FloorPage,
  });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute]),
    ...(history ? { history } : {}),
  });
}

export type FloorRouter = ReturnType<typeof createFloorRouter>;

/** The Chakra provider with the product's theme around the router. */
export function FloorApp({ router }: { router: FloorRouter }) {
  return (
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>
  );
}
