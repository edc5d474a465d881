// An ESLint rule refusing words written straight into JSX (issue 24): every text a person reads
// comes from a catalogue, so it is said in their language. It reports JSX text with a letter in it,
// and string literals given to the attributes people read (aria-label, title, alt, placeholder,
// label). What is not words passes: punctuation, digits, "·", "₦", and the brand "Aboki". The narrow
// escape for the spec's fixed texts is an eslint-disable comment on the line, with the reason.

const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'aria-description']);
/** Words no catalogue translates: the brand, kept as it is in every language (docs/i18n-glossary.md). */
const UNTRANSLATED = /\b(Aboki|Paystack)\b/g;

function hasWords(text) {
  return /\p{L}/u.test(text.replace(UNTRANSLATED, ''));
}

const noRawJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse user-visible words written into JSX instead of taken from a catalogue' },
    schema: [],
    messages: {
      text: 'Words in JSX are not translated: put "{{text}}" in the app\'s catalogue and show it with t().',
      attribute:
        'The {{name}} people read is not translated: take "{{text}}" from the app\'s catalogue with t().',
    },
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (hasWords(text)) context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || node.value?.type !== 'Literal') return;
        const text = String(node.value.value);
        if (hasWords(text))
          context.report({ node, messageId: 'attribute', data: { name, text: text.slice(0, 40) } });
      },
    };
  },
};

export default noRawJsxText;
