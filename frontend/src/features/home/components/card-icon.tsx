import {
  Baby,
  BookOpen,
  Bot,
  Brain,
  Calculator,
  ClipboardList,
  FlaskConical,
  GraduationCap,
  Hash,
  Instagram,
  LifeBuoy,
  LineChart,
  MessageCircle,
  Milk,
  Newspaper,
  NotebookPen,
  Pill,
  Shuffle,
  Stethoscope,
  Syringe,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../lib/home-sections';

const ICONS: Record<IconName, LucideIcon> = {
  pill: Pill,
  book: BookOpen,
  baby: Baby,
  shuffle: Shuffle,
  flask: FlaskConical,
  clipboard: ClipboardList,
  stethoscope: Stethoscope,
  workflow: Workflow,
  hash: Hash,
  calculator: Calculator,
  chart: LineChart,
  syringe: Syringe,
  milk: Milk,
  brain: Brain,
  notebook: NotebookPen,
  bot: Bot,
  message: MessageCircle,
  newspaper: Newspaper,
  graduation: GraduationCap,
  instagram: Instagram,
  lifebuoy: LifeBuoy,
};

export function CardIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden />;
}
