import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { enrollTotp, mfaStatus, unenrollFactor, verifyTotp, type TotpEnrollment } from '../api/mfa';
import { CODE_LENGTH, CodeInput } from './code-input';

const empty = () => Array<string>(CODE_LENGTH).fill('');

/** Settings section: turn two-step verification (an authenticator app, TOTP) on with a QR
 * code and a first code, or off. */
export function MfaSettings() {
  const [factorId, setFactorId] = useState<string | null | undefined>(undefined);
  const [enrolling, setEnrolling] = useState<TotpEnrollment | null>(null);
  const [digits, setDigits] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setFactorId((await mfaStatus()).factorId);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setFactorId(null);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => {
    setEnrolling(await enrollTotp());
    setDigits(empty());
  });
  const confirm = () => run(async () => {
    if (!enrolling) return;
    try {
      await verifyTotp(enrolling.factorId, digits.join(''));
    } catch (e) {
      setDigits(empty()); // a wrong code is typed again from the first box
      throw e;
    }
    setEnrolling(null);
    setFactorId(enrolling.factorId);
    toast.success('Verificação em duas etapas ativada.');
  });
  const disable = () => run(async () => {
    if (!factorId) return;
    await unenrollFactor(factorId);
    setFactorId(null);
    toast.success('Verificação em duas etapas desativada.');
  });

  return (
    <div className="space-y-3 rounded-lg border border-border p-4" aria-labelledby="mfa-title">
      <h2 id="mfa-title" className="font-semibold">Verificação em duas etapas</h2>
      {factorId === undefined ? (
        <p className="text-sm text-muted-foreground">Carregando…</p>
      ) : factorId ? (
        <>
          <p className="text-sm">Ativada: ao entrar com senha, pedimos o código do seu aplicativo autenticador.</p>
          <Button type="button" variant="outline" disabled={busy} onClick={disable}>Desativar</Button>
        </>
      ) : enrolling ? (
        <>
          <p className="text-sm">Leia o QR code com um aplicativo autenticador (Google Authenticator, Authy, 1Password…) e digite o código de 6 dígitos.</p>
          <img src={enrolling.qrCode} alt="QR code para o aplicativo autenticador" className="h-48 w-48 rounded bg-white p-2" />
          <p className="text-xs text-muted-foreground">
            Sem câmera? Use a chave <code className="break-all font-mono" data-testid="totp-secret">{enrolling.secret}</code>
          </p>
          <CodeInput value={digits} onChange={setDigits} disabled={busy} invalid={!!error} />
          <div className="flex gap-2">
            <Button type="button" disabled={busy || digits.join('').length !== CODE_LENGTH} onClick={confirm}>Ativar</Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setEnrolling(null)}>Cancelar</Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">Proteja sua conta pedindo, além da senha, um código do seu celular.</p>
          <Button type="button" variant="outline" disabled={busy} onClick={start}>Configurar aplicativo autenticador</Button>
        </>
      )}
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{error}</p>
      ) : null}
    </div>
  );
}
