import { yieldToBrowser } from "./app/yieldToBrowser.ts";

// The app's code is evaluated in two steps, each its own task, rather than all at once (about
// 40 ms on a fast computer, several times that on a phone): React, then the app itself
// (src/app/start.tsx). Both steps' files are requested together (scripts/startupPreloads.ts).
await import("react-dom/client");
await yieldToBrowser();
const { startApp } = await import("./app/start.tsx");
await yieldToBrowser();
await startApp();
