/**
 * pedbook/effect-callback: an effect callback returns nothing or a cleanup function.
 *
 * React keeps whatever an effect callback returns and calls it as the cleanup. An expression body
 * (`useEffect(() => window.scrollTo(0, 0), [p])`) returns the expression's value: harmless while
 * the browser returns undefined, a crash ("l is not a function" in React's commit phase) the day
 * the browser returns a Promise, as Chromium 156's scroll methods do. So every effect callback is
 * an inline function with a block body, and each of its own `return`s gives nothing, a function
 * literal, or a name (a cleanup kept in a variable) — never the result of a call.
 */

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

function hookName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
const ALLOWED_RETURNS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'Identifier']);

/** The return statements that belong to fn itself, not to functions nested in it. */
function ownReturns(fn, visitorKeys) {
  const found = [];
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node !== fn && FUNCTION_TYPES.has(node.type)) return;
    if (node.type === 'ReturnStatement') found.push(node);
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(walk);
      else walk(child);
    }
  };
  walk(fn.body);
  return found;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Effect callbacks have a block body and return nothing but a cleanup function' },
    schema: [],
    messages: {
      expressionBody:
        '{{hook}} callback needs a block body: an expression body returns its value, and React calls a returned value as the cleanup.',
      notInline: '{{hook}} needs an inline function with a block body, so what it returns can be checked.',
      badReturn: '{{hook}} callback may return only a cleanup function (a function literal or a variable holding one), not the result of a call or another value.',
    },
  },
  create(context) {
    const visitorKeys = context.sourceCode.visitorKeys;
    return {
      CallExpression(node) {
        const hook = hookName(node.callee);
        if (!hook || !EFFECT_HOOKS.has(hook)) return;
        const cb = node.arguments[0];
        if (!cb) return;
        if (cb.type !== 'ArrowFunctionExpression' && cb.type !== 'FunctionExpression') {
          context.report({ node: cb, messageId: 'notInline', data: { hook } });
          return;
        }
        if (cb.body.type !== 'BlockStatement') {
          context.report({ node: cb.body, messageId: 'expressionBody', data: { hook } });
          return;
        }
        for (const ret of ownReturns(cb, visitorKeys)) {
          if (ret.argument && !ALLOWED_RETURNS.has(ret.argument.type)) {
            context.report({ node: ret, messageId: 'badReturn', data: { hook } });
          }
        }
      },
    };
  },
};
