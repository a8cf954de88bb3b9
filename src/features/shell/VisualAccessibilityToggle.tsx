import { Button, Icon } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Eye } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { applyVisualHandicap } from "../../app/theme/visualHandicap.ts";
import { visualHandicapStorage } from "../../storage/index.ts";

const noSubscription = () => () => {};
const readStoredChoice = () => visualHandicapStorage.read() === true;

/** Switches the visual-impairment mode (spec: isVisualHandicap), remembered on this device. */
export function VisualAccessibilityToggle() {
  const { t } = useLingui();
  // The server cannot know this device's choice: the page hydrates as "off", then shows the
  // stored choice (a plain initial state would leave the server's attribute in place).
  const stored = useSyncExternalStore(noSubscription, readStoredChoice, () => false);
  const [chosen, setEnabled] = useState<boolean | null>(null);
  const enabled = chosen ?? stored;
  const toggle = () => {
    const next = !enabled;
    visualHandicapStorage.write(next);
    applyVisualHandicap(next);
    setEnabled(next);
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={enabled}
      onClick={toggle}
      aria-label={t`Mode malvoyant`}
      title={t`Mode malvoyant`}
    >
      <Icon aria-hidden="true">
        <Eye />
      </Icon>
    </Button>
  );
}
