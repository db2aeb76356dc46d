import { useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { maintenanceQuery } from '../api/maintenance-api';

export function MaintenancePage() {
  const { data } = useQuery(maintenanceQuery());
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <Wrench className="h-12 w-12 text-primary" aria-hidden />
      <h1 className="text-2xl font-bold">Estamos em manutenção</h1>
      <p className="text-muted-foreground">{data?.message || 'O PedBook está passando por melhorias e volta em breve.'}</p>
      {data?.estimated_duration ? <p className="text-sm">Previsão: {data.estimated_duration}</p> : null}
    </section>
  );
}
