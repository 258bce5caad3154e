import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import SettingsIcon from '@mui/icons-material/Settings';
import type { BackofficePage, BackofficeResource } from '../types';
import { ReportPage } from './report-page';
import { SettingsPage } from './settings-page';
import { StaffPage } from './staff-page';
import { REPORT_TEXTS } from './texts';

/** Reports and operations are pages, not lists of records: no react-admin resource. */
export const reportsResources: BackofficeResource[] = [];

export const reportsPages: BackofficePage[] = [
  {
    path: 'reports',
    label: REPORT_TEXTS.reports,
    group: 'reports',
    requires: 'bo_reports.summary',
    element: ReportPage,
    icon: AssessmentIcon,
  },
  {
    path: 'site-settings',
    label: REPORT_TEXTS.settings,
    group: 'operations',
    requires: 'bo_ops.settings_get',
    element: SettingsPage,
    icon: SettingsIcon,
  },
  {
    path: 'staff',
    label: REPORT_TEXTS.staff,
    group: 'operations',
    requires: 'bo_staff.accounts',
    element: StaffPage,
    icon: BadgeIcon,
  },
];
