// lucide icons for the ADMIN_TABS icon names (nav-items.ts stays data only).
import {
  Circle,
  Contact,
  FileSignature,
  FlaskConical,
  History,
  Image,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Newspaper,
  Package,
  Search,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  LayoutDashboard,
  Users,
  Package,
  FlaskConical,
  Newspaper,
  Inbox,
  MessageSquare,
  FileSignature,
  ShoppingBag,
  Contact,
  Mail,
  Image,
  History,
  Search,
};

export function tabIcon(name: string): LucideIcon {
  return ICONS[name] ?? Circle;
}
