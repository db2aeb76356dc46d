import { Tabs } from 'radix-ui';
import { useAuthStore } from '@/stores/auth-store';
import { FeedbackForm } from '../components/feedback-form';
import { LoginRequired } from '../components/login-required';
import { MyFeedbacks } from '../components/my-feedbacks';
import { SupportInfo } from '../components/support-dialog';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** /feedback-suporte: Novo Feedback and Meus Feedbacks, plus support contact. */
export function FeedbackSupportPage() {
  const user = useAuthStore((s) => s.user);
  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold">Feedback e Suporte</h1>
      <p className="mt-1 text-muted-foreground">Envie sugestões, relate problemas e acompanhe as respostas da equipe.</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Tabs.Root defaultValue="novo">
          <Tabs.List aria-label="Feedback" className="flex gap-1 rounded-lg bg-muted p-1">
            <Tabs.Trigger value="novo" className={tabClass}>
              Novo Feedback
            </Tabs.Trigger>
            <Tabs.Trigger value="meus" className={tabClass}>
              Meus Feedbacks
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="novo" className="mt-4 rounded-xl border border-border bg-card p-4">
            {user ? <FeedbackForm /> : <LoginRequired />}
          </Tabs.Content>
          <Tabs.Content value="meus" className="mt-4">
            {user ? <MyFeedbacks userId={user.id} /> : <LoginRequired />}
          </Tabs.Content>
        </Tabs.Root>
        <aside className="rounded-xl border border-border bg-card p-4">
          <h2 className="mb-3 font-semibold">Suporte</h2>
          <SupportInfo />
        </aside>
      </div>
    </section>
  );
}
