/** A content route of the admin area: its sections, each a generic table editor. */
import { routeEntry, type RoutePath } from '@/config/paths';
import { AdminPage } from '../components/admin-page';
import { MedicationWorkbench } from '../components/medication-workbench';
import { TableEditor } from '../components/table-editor';
import { CONTENT_ROUTES, type ContentRouteId } from '../lib/content-routes';

export function ContentPage({ id }: { id: ContentRouteId }) {
  const route = CONTENT_ROUTES[id];
  const title = routeEntry(`/admin/${id}` as RoutePath).title;
  return (
    <AdminPage title={title} intro={route.intro}>
      {id === 'dosages' ? <MedicationWorkbench /> : null}
      {route.sections.map((s) => (
        <div key={s.config.table} className="space-y-2">
          {s.heading ? <h2 className="text-lg font-semibold">{s.heading}</h2> : null}
          <TableEditor config={s.config} />
        </div>
      ))}
    </AdminPage>
  );
}
