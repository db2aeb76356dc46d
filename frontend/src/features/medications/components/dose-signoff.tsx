/** The clinician's sign-off line of a dose card (issue #37 §2): shown only when a reviewer approved
 * this row version (api/signoffs.ts); nothing otherwise, and nothing while offline (no request). */
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useConnectivityStore } from '@/stores/connectivity-store';
import { fetchSignoff, signoffKey, signoffText } from '../api/signoffs';

export function DoseSignoffLine({ tagId }: { tagId: string }) {
  const online = useConnectivityStore((s) => s.isOnline && s.serverReachable);
  const q = useQuery({ queryKey: signoffKey(tagId), queryFn: () => fetchSignoff(tagId), enabled: online && tagId !== '', staleTime: 5 * 60_000, retry: false });
  if (!q.data) return null;
  return (
    <p className="flex items-center gap-1 font-medium text-emerald-800 dark:text-emerald-200" data-testid="dose-signoff">
      <UserCheck className="h-3 w-3" aria-hidden /> {signoffText(q.data)}
    </p>
  );
}
