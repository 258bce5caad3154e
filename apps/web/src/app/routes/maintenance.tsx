import { MaintenanceControl } from '@/features/maintenance/components/maintenance-control';
import { MaintenanceScreen } from '@/features/maintenance/components/maintenance-screen';

/** /maintenance, the route the specification names siteUnderMaintenance. */
export function MaintenancePage() {
  return <MaintenanceScreen />;
}

export function MaintenanceControlPage() {
  return <MaintenanceControl />;
}
