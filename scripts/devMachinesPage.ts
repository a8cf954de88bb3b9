/**
 * `/dev/machines` in `npm run dev` only: a Vite plugin applied when serving, never when
 * building, that answers the page's address with src/dev/machines/index.html. A production build
 * has only index.html as its entry, so neither the page nor its code is in it.
 */
import type { Plugin } from "vite";

const DEV_MACHINES_PATH = "/dev/machines";

export function devMachinesPage(): Plugin {
  return {
    name: "hestia-dev-machines-page",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? "/", "http://dev");
        if (url.pathname === DEV_MACHINES_PATH || url.pathname === `${DEV_MACHINES_PATH}/`) {
          request.url = `/src/dev/machines/index.html${url.search}`;
        }
        next();
      });
    },
  };
}
