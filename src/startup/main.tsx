import { yieldToBrowser } from "./yieldToBrowser.ts";

// The app's code is evaluated in steps, each its own task, rather than all at once (about
// 40 ms on a fast computer, several times that on a phone): React, the style system, then the
// app itself (src/startup/start.tsx). All steps' files are requested together
// (scripts/build-patches/startupPreloads.ts).
await import("react-dom/client");
await yieldToBrowser();
await import("../app/theme/system.ts");
await yieldToBrowser();
const { startApp } = await import("./start.tsx");
await yieldToBrowser();
await startApp();
