/**
 * pedbook/no-literal-path: an internal link is built by the route registry, never spelled.
 *
 * `to`, `href`, `navigate(…)` and `location.assign(…)` take any string, so TypeScript cannot tell
 * `to="/presciptions"` from a real route: the typo ships and the link falls to the catch-all.
 * `pathTo('/prescriptions')` (src/config/paths.ts) only compiles for a registered pattern with
 * exactly its parameters. So wherever a path reaches the router or the browser as a plain string,
 * a string or template starting with one `/` is an error:
 *   - JSX attributes `to` and `href` (so `<Link>`, `<Navigate>`, `<a>`);
 *   - the first argument of `navigate(…)`/`x.navigate(…)`, `location.assign|replace(…)` and
 *     `authRedirectUrl(…)`; assignments to `location.href`;
 *   - object properties `href` and `pathname` (`navigate({ pathname })`, row links), including an
 *     arrow function's expression body there.
 * External URLs (`https://…`, `//host`), `#anchors`, `mailto:` and `?query`-only strings pass; so
 * does a template that starts with an expression (`${pathTo('/admin/revisions')}?registro=…`).
 * Fields typed `RoutePath` (`path="/dnpm"`, a catalogue's `to: RoutePath`) are checked by the
 * compiler against the registry and are not this rule's business.
 */

const ATTRIBUTES = new Set(['to', 'href']);
const PROPERTIES = new Set(['href', 'pathname']);
const CALLS = new Set(['navigate', 'authRedirectUrl']);
const LOCATION_CALLS = new Set(['assign', 'replace']);

/** The text a literal or template starts with, or null when it starts with an expression. */
function leadingText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked ?? '';
  return null;
}

const isInternalPath = (text) => text !== null && text.startsWith('/') && !text.startsWith('//');

/** The literals a value can evaluate to: through `a ? b : c`, `a ?? b`, `a || b`. */
function candidates(node) {
  if (!node) return [];
  if (node.type === 'ConditionalExpression') return [...candidates(node.consequent), ...candidates(node.alternate)];
  if (node.type === 'LogicalExpression') return [...candidates(node.left), ...candidates(node.right)];
  if (node.type === 'JSXExpressionContainer') return candidates(node.expression);
  if (node.type === 'ArrowFunctionExpression' && node.body.type !== 'BlockStatement') return candidates(node.body);
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return candidates(node.expression);
  return [node];
}

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
      ? callee.property.name
      : null;

const isLocation = (node) =>
  (node.type === 'Identifier' && node.name === 'location') ||
  (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'location');

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Internal links are built with pathTo (src/config/paths.ts), never written as literal paths' },
    schema: [],
    messages: {
      literal: "Literal internal path '{{text}}' in {{where}}: build it with pathTo('…') (or paths.…) from @/config/paths, so the registry checks it.",
    },
  },
  create(context) {
    const check = (value, where) => {
      for (const node of candidates(value)) {
        const text = leadingText(node);
        if (isInternalPath(text)) context.report({ node, messageId: 'literal', data: { text, where } });
      }
    };
    return {
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && ATTRIBUTES.has(node.name.name) && node.value) check(node.value, `${node.name.name}=`);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name || !node.arguments[0]) return;
        const viaLocation = LOCATION_CALLS.has(name) && node.callee.type === 'MemberExpression' && isLocation(node.callee.object);
        if (CALLS.has(name) || viaLocation) check(node.arguments[0], `${name}()`);
      },
      AssignmentExpression(node) {
        const left = node.left;
        if (left.type === 'MemberExpression' && !left.computed && left.property.type === 'Identifier' && left.property.name === 'href' && isLocation(left.object)) {
          check(node.right, 'location.href');
        }
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : null;
        if (key && PROPERTIES.has(key) && !node.computed) check(node.value, `${key}:`);
      },
    };
  },
};
