import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { Question } from '../api/study-api';
import { DIFFICULTY_LABEL, LETTERS } from '../lib/study-logic';

/** Theme, difficulty, source and year of a question, and the on-screen notice when nobody has
 * checked it against its reference. */
export function QuestionMetaLine({ q }: { q: Question }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      {q.theme ? <Badge>{q.theme}</Badge> : null}
      {q.difficulty ? <Badge>{DIFFICULTY_LABEL[q.difficulty]}</Badge> : null}
      {q.source ? <span>{q.source}{q.year ? ` · ${q.year}` : ''}</span> : null}
      {q.verified ? null : (
        <Badge className="border-amber-500 text-amber-700 dark:text-amber-400" title="Ninguém conferiu esta questão contra a referência citada">
          Não verificada contra a fonte
        </Badge>
      )}
    </div>
  );
}

interface AlternativesProps {
  q: Question;
  name: string;
  /** The alternative chosen (before or after answering). */
  selected: number | null;
  onSelect?: (i: number) => void;
  /** After answering: the right alternative is shown. */
  revealed: boolean;
  disabled?: boolean;
}

export function Alternatives({ q, name, selected, onSelect, revealed, disabled }: AlternativesProps) {
  return (
    <fieldset className="space-y-2" disabled={disabled || revealed}>
      <legend className="sr-only">Alternativas</legend>
      {q.alternatives.map((text, i) => {
        const right = revealed && i === q.correct_answer;
        const wrong = revealed && i === selected && i !== q.correct_answer;
        return (
          <label
            key={i}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm',
              selected === i && !revealed && 'border-primary bg-primary/5',
              right && 'border-green-600 bg-green-50 dark:bg-green-950',
              wrong && 'border-destructive bg-red-50 dark:bg-red-950',
            )}
          >
            <input type="radio" name={name} className="mt-1" checked={selected === i} onChange={() => onSelect?.(i)} />
            <span>
              <span className="font-semibold">{LETTERS[i]})</span> {text}
              {right ? <span className="ml-2 font-medium text-green-700 dark:text-green-400">(resposta correta)</span> : null}
              {wrong ? <span className="ml-2 font-medium text-destructive">(sua resposta)</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Right or wrong, the explanation and the reference it was written from. */
export function Explanation({ q, correct }: { q: Question; correct: boolean | null }) {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-border bg-muted/40 p-4 text-sm">
      {correct === null ? (
        <p className="font-semibold">Não respondida. Resposta correta: {LETTERS[q.correct_answer]}.</p>
      ) : correct ? (
        <p className="font-semibold text-green-700 dark:text-green-400">Resposta correta!</p>
      ) : (
        <p className="font-semibold text-destructive">Resposta incorreta. A correta é a alternativa {LETTERS[q.correct_answer]}.</p>
      )}
      {q.explanation ? <p>{q.explanation}</p> : null}
      {q.source_reference ? (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium">Referência:</span> {q.source_reference}
        </p>
      ) : null}
      {q.verified ? null : <p className="text-xs text-amber-700 dark:text-amber-400">Questão escrita para o PedBook e ainda não conferida contra a referência por um revisor.</p>}
    </div>
  );
}
