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
  Store,
  TableProperties,
  Tags,
  Ticket,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';

import { can, type Capability, type Role } from '@gn/core/roles';

/** A section, shown to a role that has its capability (the API asks for the same one). */
export type NavItem = { label: string; to: string; icon: LucideIcon; capability: Capability };

/** The back office sections, in the order of docs/spec/backoffice.md §1. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, capability: 'ver_relatorios' },
  { label: 'Eventos', to: '/admin/eventos', icon: CalendarDays, capability: 'gerir_conteudo' },
  { label: 'Notícias', to: '/admin/noticias', icon: Newspaper, capability: 'gerir_conteudo' },
  { label: 'Tabelas de Preços', to: '/admin/tabelas', icon: Tags, capability: 'gerir_conteudo' },
  {
    label: 'Tabelas de Categorias',
    to: '/admin/tabelas-categorias',
    icon: TableProperties,
    capability: 'gerir_conteudo',
  },
  { label: 'Banners', to: '/admin/banners', icon: Images, capability: 'gerir_conteudo' },
  {
    label: 'Banner de Notícias',
    to: '/admin/banner-noticias',
    icon: Megaphone,
    capability: 'gerir_conteudo',
  },
  { label: 'Pedidos', to: '/admin/pedidos', icon: Receipt, capability: 'ver_pedidos' },
  { label: 'Ingressos', to: '/admin/ingressos', icon: Ticket, capability: 'ver_pedidos' },
  { label: 'Cupons', to: '/admin/cupons', icon: TicketPercent, capability: 'gerir_conteudo' },
  { label: 'Bilheteria', to: '/admin/bilheteria', icon: Store, capability: 'vender_na_porta' },
  { label: 'Check-in', to: '/admin/checkin', icon: ScanLine, capability: 'fazer_checkin' },
  { label: 'Usuários', to: '/admin/usuarios', icon: Users, capability: 'gerir_usuarios' },
  { label: 'Mensagens', to: '/admin/mensagens', icon: Inbox, capability: 'gerir_conteudo' },
  { label: 'Configurações', to: '/admin/config', icon: Settings, capability: 'gerir_configuracoes' },
  { label: 'Auditoria', to: '/admin/auditoria', icon: History, capability: 'gerir_usuarios' },
];

/** The sections `role` may open, in order. */
export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => can(role, item.capability));
}

/** Where `role` lands on /admin: the first section it may open (the dashboard for admin and finance). */
export function homeFor(role: Role): string {
  return navItemsFor(role)[0]?.to ?? '/admin';
}
