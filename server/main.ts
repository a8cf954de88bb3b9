/** `node server/main.ts`: starts the local backend and prints where to go and who to be. */
import { loadConfig } from "./config.ts";
import { DEMO_PASSWORD, demoAccounts } from "./seed/accounts.ts";
import { startServer } from "./server.ts";

let config: ReturnType<typeof loadConfig>;
let running: Awaited<ReturnType<typeof startServer>>;
try {
  config = loadConfig();
  running = await startServer(config);
} catch (error) {
  // A busy port or a bad setting is the operator's to fix: say it plainly, no stack trace.
  const code = (error as { code?: string }).code;
  console.error(
    code === "EADDRINUSE"
      ? `Port already in use: set PORT to a free port (e.g. PORT=3001 npm start).`
      : `Cannot start the server: ${(error as Error).message}`,
  );
  process.exit(1);
}

// The address it listens on, and, behind a front (npm run dev's Vite), the address to open.
const listening = `http://${config.host}:${running.port}`;
console.info(`Hestia Campus server listening on ${listening}`);
if (running.origin !== listening) console.info(`  open: ${running.origin}`);
console.info(`  data: ${config.dataDir}${running.seeded ? " (seeded now)" : ""}`);
console.info(
  running.spaDir
    ? `  app: ${running.spaDir}`
    : `  app: no build in ${config.spaDir} (run "npm run build"); the API and sign-in still answer`,
);
console.info(
  config.mail.smtpUrl
    ? `  mail: sent over SMTP to ${smtpHost(config.mail.smtpUrl)}, from ${config.mail.from}`
    : "  mail: kept in the outbox (npm run staff -- mails <address>; set SMTP_URL to send)",
);
console.info(
  config.devRoutesKey
    ? "  development routes: on (/api/dev/*, key in x-dev-key)"
    : "  development routes: off (set DEV_ROUTES_KEY to turn them on)",
);
console.info(`Demo accounts (password ${DEMO_PASSWORD}):`);
for (const account of demoAccounts) {
  console.info(`  ${account.email.padEnd(28)} ${account.situation.en}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}

/** Where mails go, without the SMTP account's name or password. */
function smtpHost(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
