/** What other features may use of the shell: the visual-impairment toggle (the tunnel's header). */
export { VisualAccessibilityToggle } from "./VisualAccessibilityToggle.tsx";
