// lucide icons for the ADMIN_TABS icon names (nav-items.ts stays data only).
import { CircleIcon as Circle } from '@/components/icons/circle';
import { ContactIcon as Contact } from '@/components/icons/contact';
import { FilePenLineIcon as FileSignature } from '@/components/icons/file-pen-line';
import { FlaskConicalIcon as FlaskConical } from '@/components/icons/flask-conical';
import { RotateCcwClockIcon as History } from '@/components/icons/rotate-ccw-clock';
import { ImageIcon as Image } from '@/components/icons/image';
import { InboxIcon as Inbox } from '@/components/icons/inbox';
import { LayoutDashboardIcon as LayoutDashboard } from '@/components/icons/layout-dashboard';
import { MailIcon as Mail } from '@/components/icons/mail';
import { MessageSquareIcon as MessageSquare } from '@/components/icons/message-square';
import { NewspaperIcon as Newspaper } from '@/components/icons/newspaper';
import { PackageIcon as Package } from '@/components/icons/package';
import { SearchIcon as Search } from '@/components/icons/search';
import { ShoppingBagIcon as ShoppingBag } from '@/components/icons/shopping-bag';
import { UsersIcon as Users } from '@/components/icons/users';
import type { IconComponent as LucideIcon } from '@/components/icons/icon';

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
