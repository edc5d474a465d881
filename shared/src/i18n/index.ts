// Node-safe i18n: languages and their choice, the message syntax, books and calendar names. The
// React side (the language atom and useT) is in the `shared` singleton's root.
export * from './languages.js';
export * from './message-format.js';
export * from './book.js';
export * from './said-lookup.js';
export * from './template.js';
export * from './keyed-texts.js';
