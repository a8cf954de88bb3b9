import { Button, Icon } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Eye } from "lucide-react";
import { useState } from "react";
import { applyVisualHandicap } from "../../app/theme/visualHandicap.ts";
import { visualHandicapStorage } from "../../storage/index.ts";

/** Switches the visual-impairment mode (spec: isVisualHandicap), remembered on this device. */
export function VisualAccessibilityToggle() {
  const { t } = useLingui();
  const [enabled, setEnabled] = useState(() => visualHandicapStorage.read() === true);
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
