import ListAltIcon from '@mui/icons-material/ListAlt';
import ConstructionIcon from '@mui/icons-material/Construction';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { BackofficePage, BackofficeResource } from '../types';
import { AuditList, auditAdapter } from './audit';
import { MaintenancePage } from './maintenance';
import { CORE_TEXTS } from './texts';
import { ticketsAdapter } from './tickets-adapter';
import { TicketList } from './ticket-list';
import { TicketShow } from './ticket-show';

export const coreResources: BackofficeResource[] = [
  {
    name: 'tickets',
    label: CORE_TEXTS.tickets,
    group: 'support',
    requires: 'bo_tickets.list',
    adapter: ticketsAdapter,
    list: TicketList,
    show: TicketShow,
    icon: SupportAgentIcon,
  },
  {
    name: 'audit',
    label: CORE_TEXTS.audit,
    group: 'operations',
    requires: 'bo_audit.list',
    adapter: auditAdapter,
    list: AuditList,
    icon: ListAltIcon,
  },
];

export const corePages: BackofficePage[] = [
  {
    path: 'maintenance',
    label: CORE_TEXTS.maintenance,
    group: 'operations',
    requires: 'bo_ops.maintenance_get',
    element: MaintenancePage,
    icon: ConstructionIcon,
  },
];
