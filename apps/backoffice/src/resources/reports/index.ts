import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import SettingsIcon from '@mui/icons-material/Settings';
import { lazyExport } from '../../components/lazy-export';
import type { BackofficePage, BackofficeResource } from '../types';
import { REPORT_NAMES as T } from './names';

/** Reports and operations are pages, not lists of records: no react-admin resource. */
export const reportsResources: BackofficeResource[] = [];

export const reportsPages: BackofficePage[] = [
  {
    path: 'reports',
    label: T.reports,
    group: 'reports',
    requires: 'bo_reports.summary',
    // The charts' library (recharts) travels with this page only.
    element: lazyExport(() => import('./report-page'), 'ReportPage'),
    icon: AssessmentIcon,
  },
  {
    path: 'site-settings',
    label: T.settings,
    group: 'operations',
    requires: 'bo_ops.settings_get',
    element: lazyExport(() => import('./settings-page'), 'SettingsPage'),
    icon: SettingsIcon,
  },
  {
    path: 'staff',
    label: T.staff,
    group: 'operations',
    requires: 'bo_staff.accounts',
    element: lazyExport(() => import('./staff-page'), 'StaffPage'),
    icon: BadgeIcon,
  },
];
