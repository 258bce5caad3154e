import ListAltIcon from '@mui/icons-material/ListAlt';
import ConstructionIcon from '@mui/icons-material/Construction';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyExport } from '../../components/lazy-export';
import type { BackofficePage, BackofficeResource } from '../types';
import { CORE_NAMES as T } from './names';

const audit = () => import('./audit');

export const coreResources: BackofficeResource[] = [
  {
    name: 'tickets',
    label: T.tickets,
    one: T.ticket_one,
    group: 'support',
    requires: 'bo_tickets.list',
    adapter: async () => (await import('./tickets-adapter')).ticketsAdapter,
    list: lazyExport(() => import('./ticket-list'), 'TicketList'),
    show: lazyExport(() => import('./ticket-show'), 'TicketShow'),
    icon: SupportAgentIcon,
  },
  {
    name: 'audit',
    label: T.audit,
    one: T.auditEntry_one,
    group: 'operations',
    requires: 'bo_audit.list',
    adapter: async () => (await audit()).auditAdapter,
    list: lazyExport(audit, 'AuditList'),
    icon: ListAltIcon,
  },
];

export const corePages: BackofficePage[] = [
  {
    path: 'maintenance',
    label: T.maintenance,
    group: 'operations',
    requires: 'bo_ops.maintenance_get',
    element: lazyExport(() => import('./maintenance'), 'MaintenancePage'),
    icon: ConstructionIcon,
  },
];
