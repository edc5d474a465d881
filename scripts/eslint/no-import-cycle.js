// An ESLint rule refusing import cycles (design.md §4: imports one way, no cycles). It follows the
// relative imports of the file being linted, then those of the files they reach (read from disk
// with TypeScript's import scanner, cached per process), and reports an import whose target leads
// back to the file. `import type` counts too: a cycle of types is still two modules that can only
// be understood together. Imports between workspaces go through package names and are kept one
// way by the boundary rules in eslint.config.js, so only relative specifiers are followed.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];
/** file → { mtimeMs, imports: resolved files }; one lint run reads each file once. */
const graph = new Map();

function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** Resolves a relative specifier the way NodeNext and the bundler do here: `./x.js` may name `x.ts`. */
function resolve(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const target = path.resolve(path.dirname(fromFile), specifier);
  const stem = target.replace(/\.(c|m)?jsx?$/, '');
  const candidates = [
    target,
    ...EXTENSIONS.map((extension) => stem + extension),
    ...EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
  return candidates.find((candidate) => /\.(m|c)?(t|j)sx?$/.test(candidate) && isFile(candidate)) ?? null;
}

function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = graph.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles.map(({ fileName }) => resolve(file, fileName)).filter(Boolean);
  graph.set(file, { mtimeMs, imports });
  return imports;
}

/** A path of files from `start` back to `target`, or null: depth-first, each file visited once. */
function pathBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === target) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) if (!seen.has(next)) stack.push([next, [...trail, next]]);
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse imports that lead back to the importing file' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both need to a module both can import.' },
  },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolve(file, source.value);
      if (!target || target === file) return;
      const trail = pathBack(target, file);
      if (!trail) return;
      const cycle = [file, ...trail].map((step) => path.relative(cwd, step)).join(' → ');
      context.report({ node: source, messageId: 'cycle', data: { cycle } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

import noRawJsxText from './no-raw-jsx-text.js';

export default {
  meta: { name: 'aboki' },
  rules: { 'no-import-cycle': noImportCycle, 'no-raw-jsx-text': noRawJsxText },
};
