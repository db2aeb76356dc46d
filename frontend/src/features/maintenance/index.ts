export { useMaintenanceGuard } from './hooks/use-maintenance-guard';
