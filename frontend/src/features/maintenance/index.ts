export { useMaintenanceGuard } from './hooks/use-maintenance-guard';
export { maintenanceKeys, type MaintenanceRecord } from './api/maintenance-api';
