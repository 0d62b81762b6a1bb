// Every text a user reads comes from the catalogs (shared/src/i18n): this rule reports letters
// written straight into JSX, as text or in the attributes people read or hear.
const READ_ATTRIBUTES = new Set(['label', 'aria-label', 'title', 'placeholder', 'helperText', 'alt', 'primary', 'secondary', 'aria-description', 'aria-valuetext']);
const HAS_LETTER = /\p{L}/u;

const hasLetters = (value) => typeof value === 'string' && HAS_LETTER.test(value.trim());

export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text must come from the message catalogs' },
    schema: [],
    messages: { literal: 'User-facing text "{{text}}" must come from the catalogs: use t(\'…\') from @/lib/i18n.' },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    const checkExpression = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && hasLetters(node.value)) report(node, node.value);
      if (node.type === 'TemplateLiteral') {
        for (const quasi of node.quasis) if (hasLetters(quasi.value.cooked)) report(node, quasi.value.cooked);
      }
      if (node.type === 'ConditionalExpression') {
        checkExpression(node.consequent);
        checkExpression(node.alternate);
      }
      if (node.type === 'LogicalExpression') checkExpression(node.right);
    };
    return {
      JSXText(node) {
        if (hasLetters(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') checkExpression(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') {
          if (hasLetters(node.value.value)) report(node.value, node.value.value);
        } else if (node.value.type === 'JSXExpressionContainer') {
          checkExpression(node.value.expression);
        }
      },
    };
  },
};
