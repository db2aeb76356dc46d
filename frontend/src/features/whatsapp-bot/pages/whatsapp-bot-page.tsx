import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { siteSettingsQuery } from '@/lib/site-settings';
import { botChatUrl } from '../lib/bot-link';
import { pathTo } from '@/config/paths';

const EXAMPLES = ['dose de amoxicilina para 12 kg', 'conduta na bronquiolite', 'antídoto para intoxicação por paracetamol', 'calendário vacinal aos 12 meses'];

/** /whatsapp-bot: what PedBook's WhatsApp bot does, how to use it safely, and the chat link —
 * only when an admin has set the bot's number in the site settings (`whatsapp_bot_number`);
 * otherwise the page says the bot is not available here and points to Dr. Will, which answers
 * from the same content on the site. */
export function WhatsappBotPage() {
  const settings = useQuery(siteSettingsQuery());
  const chatUrl = botChatUrl(settings.data?.whatsapp_bot_number);
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">PedBook no WhatsApp</h1>
        <p className="text-muted-foreground">
          Consulte doses e condutas do PedBook pelo WhatsApp: você escreve a pergunta e o bot responde com os trechos das páginas do PedBook que tratam do assunto — os mesmos que o <Link to={pathTo('/dr-will')} className="underline">Dr. Will</Link> mostra no site — e o link de cada página.
        </p>
      </header>

      <div className="rounded-lg border border-border p-4" aria-live="polite">
        {settings.isPending ? (
          <p className="text-sm text-muted-foreground">Verificando a disponibilidade do bot…</p>
        ) : chatUrl ? (
          <div className="space-y-2">
            <p className="text-sm">O bot está disponível. A conversa abre no WhatsApp com uma mensagem inicial.</p>
            <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>Abrir conversa no WhatsApp</a>
          </div>
        ) : (
          <div className="space-y-2">
            <p className="text-sm">
              {settings.isError ? 'Não foi possível verificar o bot agora.' : 'O bot do WhatsApp ainda não está disponível.'} Enquanto isso, faça sua pergunta ao Dr. Will aqui no site: ele responde a partir do mesmo conteúdo.
            </p>
            <Link to={pathTo('/dr-will')} className={buttonVariants({ variant: 'outline' })}>Perguntar ao Dr. Will</Link>
          </div>
        )}
      </div>

      <div className="space-y-2">
        <h2 className="text-lg font-semibold">Como perguntar</h2>
        <p className="text-sm">Uma pergunta por mensagem, com o nome do medicamento ou da doença. Exemplos:</p>
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {EXAMPLES.map((e) => <li key={e}>“{e}”</li>)}
        </ul>
        <p className="text-sm">Para calcular uma dose pelo peso, informe o peso em quilos; confira sempre o cálculo na página do medicamento antes de prescrever.</p>
      </div>

      <div className="space-y-2">
        <h2 className="text-lg font-semibold">Cuidados</h2>
        <ul className="list-disc space-y-1 pl-6 text-sm">
          <li>Não envie nome, documento, foto ou qualquer dado que identifique o paciente: as mensagens passam pelos servidores do WhatsApp.</li>
          <li>O bot não substitui o julgamento clínico nem a consulta à fonte; em emergência, siga o protocolo do seu serviço.</li>
          <li>As respostas vêm apenas do conteúdo do PedBook; quando ele não cobre a pergunta, o bot diz isso em vez de inventar.</li>
        </ul>
        <p className="text-xs text-muted-foreground">
          Veja também os <Link to={pathTo('/terms')} className="underline">Termos de Uso</Link> e a <Link to={pathTo('/politica-privacidade')} className="underline">Política de Privacidade</Link>.
        </p>
      </div>
    </section>
  );
}
