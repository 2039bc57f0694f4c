// The back office sections in the order of docs/spec/backoffice.md §1 (Cupons, added later, beside
// the other sales sections; Mensagens, the contact inbox, after Usuários): the sidebar, the drawer
// and the 'Em breve' routes read this list.
import {
  CalendarDays,
  History,
  Inbox,
  Images,
  LayoutDashboard,
  Megaphone,
  Newspaper,
  Receipt,
  ScanLine,
  Settings,
  TableProperties,
  Tags,
  Ticket,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** The back office sections, in the order of docs/spec/backoffice.md §1. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard },
  { label: 'Eventos', to: '/admin/eventos', icon: CalendarDays },
  { label: 'Notícias', to: '/admin/noticias', icon: Newspaper },
  { label: 'Tabelas de Preços', to: '/admin/tabelas', icon: Tags },
  { label: 'Tabelas de Categorias', to: '/admin/tabelas-categorias', icon: TableProperties },
  { label: 'Banners', to: '/admin/banners', icon: Images },
  { label: 'Banner de Notícias', to: '/admin/banner-noticias', icon: Megaphone },
  { label: 'Pedidos', to: '/admin/pedidos', icon: Receipt },
  { label: 'Ingressos', to: '/admin/ingressos', icon: Ticket },
  { label: 'Cupons', to: '/admin/cupons', icon: TicketPercent },
  { label: 'Check-in', to: '/admin/checkin', icon: ScanLine },
  { label: 'Usuários', to: '/admin/usuarios', icon: Users },
  { label: 'Mensagens', to: '/admin/mensagens', icon: Inbox },
  { label: 'Configurações', to: '/admin/config', icon: Settings },
  { label: 'Auditoria', to: '/admin/auditoria', icon: History },
];
