/** The prescription caches set from what the writes return (lib/write-through: a read replica
 * may not have the write yet, so nothing is refetched after a save). */
import type { QueryClient } from '@tanstack/react-query';
import { removeRow, upsertRow, writeThrough } from '@/lib/write-through';
import { byUpdatedDesc, prescriptionId, prescriptionKeys, type Prescription } from '../api/prescriptions-api';

/** The saved prescription on its own page (also a new one, about to be opened) and in the list. */
export async function putPrescription(queryClient: QueryClient, userId: string, saved: Prescription): Promise<void> {
  const one = prescriptionKeys.one(userId, saved.id);
  await queryClient.cancelQueries({ queryKey: one });
  queryClient.setQueryData(one, saved);
  await writeThrough<Prescription[]>(queryClient, prescriptionKeys.mine(userId), (old) => upsertRow(old, saved, prescriptionId, byUpdatedDesc));
}

export async function dropPrescription(queryClient: QueryClient, userId: string, id: string): Promise<void> {
  const one = prescriptionKeys.one(userId, id);
  await queryClient.cancelQueries({ queryKey: one });
  queryClient.removeQueries({ queryKey: one, exact: true });
  await writeThrough<Prescription[]>(queryClient, prescriptionKeys.mine(userId), (old) => removeRow(old, id, prescriptionId));
}
