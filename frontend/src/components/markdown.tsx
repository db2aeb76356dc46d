/** Stored Markdown rendered safely: react-markdown (no raw HTML: tags in the text stay text) with
 * GFM tables and lists, and rehype-sanitize on the resulting tree as a second guard. Headings get
 * ids (the same slugs `markdownHeadings` gives) so a table of contents can link to them. */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { headingSlug } from './markdown-headings';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

const heading =
  (Tag: 'h2' | 'h3', className: string) =>
  ({ children, node: _node, ...props }: ComponentPropsWithoutRef<'h2'> & { node?: unknown }) => (
    <Tag {...props} id={headingSlug(textOf(children))} className={className}>
      {children}
    </Tag>
  );

const components: Components = {
  h1: heading('h2', 'mt-6 scroll-mt-20 text-xl font-bold'),
  h2: heading('h2', 'mt-6 scroll-mt-20 text-xl font-bold'),
  h3: heading('h3', 'mt-4 scroll-mt-20 text-lg font-semibold'),
  p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-6" {...props} />,
  a: ({ node: _node, ...props }) => <a className="text-primary underline" target="_blank" rel="noopener noreferrer" {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="my-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border border-border bg-muted px-2 py-1 text-left" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border border-border px-2 py-1 align-top" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className="my-3 border-l-4 border-primary/40 pl-3 text-muted-foreground" {...props} />,
};

export function Markdown({ children }: { children: string }) {
  return (
    <div className="max-w-none text-[0.95rem]">
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
