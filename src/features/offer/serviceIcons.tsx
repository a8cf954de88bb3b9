import {
  BedDouble,
  Bike,
  BookOpen,
  Car,
  Check,
  Coffee,
  Dumbbell,
  type LucideIcon,
  Package,
  Printer,
  Receipt,
  ShieldCheck,
  Sofa,
  Sparkles,
  Trees,
  Users,
  WashingMachine,
  Wifi,
} from "lucide-react";

/**
 * The lucide icons the content service names for services. Only these are bundled (importing
 * lucide's whole set by name would ship every icon); an unknown name shows a check mark.
 */
const icons: Record<string, LucideIcon> = {
  wifi: Wifi,
  sofa: Sofa,
  receipt: Receipt,
  "shield-check": ShieldCheck,
  users: Users,
  bike: Bike,
  "book-open": BookOpen,
  package: Package,
  "washing-machine": WashingMachine,
  dumbbell: Dumbbell,
  sparkles: Sparkles,
  car: Car,
  "bed-double": BedDouble,
  printer: Printer,
  coffee: Coffee,
  trees: Trees,
};

export function serviceIcon(name: string): LucideIcon {
  return icons[name] ?? Check;
}
