// `build.json`, written into every app's build: the mode it was built in (npm start rebuilds
// anything that is not a production build; publish refuses one) and the routes it declares.
// A remote declares the page paths of the route table it exposes as `./routes`, read from that
// module's source as it is bundled; the shell declares the path prefixes it maps to each remote.
// compose checks one against the other (the route-contract gate, decision 0034).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The value of a property of an object literal (identifier or string key), or undefined. */
function property(object, name) {
  const found = object.properties.find(
    (prop) =>
      prop.type === 'KeyValueProperty' &&
      ((prop.key.type === 'Identifier' && prop.key.value === name) ||
        (prop.key.type === 'StringLiteral' && prop.key.value === name)),
  );
  return found?.value;
}

/** The module a route's `lazy` imports (`import('./pages/x.js')`), found anywhere in its function. */
function dynamicImport(node) {
  if (!node || typeof node !== 'object') return undefined;
  if (
    node.type === 'CallExpression' &&
    node.callee?.type === 'Import' &&
    node.arguments?.[0]?.expression?.type === 'StringLiteral'
  ) {
    return node.arguments[0].expression.value;
  }
  for (const value of Object.values(node)) {
    const found = Array.isArray(value)
      ? value.map(dynamicImport).find((item) => item !== undefined)
      : dynamicImport(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Every page path of a React Router route table written as an array literal: each route's `path`
 * joined to its parents' (pathless layout routes add nothing). Anything the build cannot read for
 * certain (a spread, a computed path) fails the build: a declaration that misses pages would let
 * compose release a remote that lost them.
 */
function collectPaths(array, parent, paths, file, imports = new Map()) {
  for (const element of array.elements) {
    const route = element?.expression;
    if (element?.spread || route?.type !== 'ObjectExpression') {
      throw new Error(`${file}: every route must be an object literal, so the build can declare its path`);
    }
    const path = property(route, 'path');
    if (path && path.type !== 'StringLiteral') {
      throw new Error(`${file}: a route's path must be a string literal, so the build can declare it`);
    }
    let full = parent;
    if (path) {
      full = path.value.startsWith('/') ? path.value : `${parent.replace(/\/$/, '')}/${path.value}`;
      paths.add(full);
    }
    const lazy = dynamicImport(property(route, 'lazy'));
    if (lazy && full) imports.set(full, lazy);
    const children = property(route, 'children');
    if (children) {
      if (children.type !== 'ArrayExpression') {
        throw new Error(
          `${file}: a route's children must be an array literal, so the build can declare them`,
        );
      }
      collectPaths(children, full, paths, file, imports);
    }
  }
}

/** The sorted page paths of the `routes` array a remote's routes module exports. */
export function declaredRoutes(file) {
  return [...readRoutes(file).paths].sort();
}

/** Each page path whose route loads its page lazily, and the module it imports (`./pages/x.js`). */
export function routeImports(file) {
  return readRoutes(file).imports;
}

function parseModule(file) {
  const { parseSync } = require('@swc/core');
  return parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: true });
}

function readRoutes(file) {
  const module = parseModule(file);
  for (const item of module.body) {
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const variable of declaration.declarations) {
      if (variable.id.type === 'Identifier' && variable.id.value === 'routes') {
        const init = variable.init?.type === 'TsAsExpression' ? variable.init.expression : variable.init;
        if (init?.type !== 'ArrayExpression') {
          throw new Error(`${file}: \`export const routes\` must be an array literal`);
        }
        const paths = new Set();
        const imports = new Map();
        collectPaths(init, '', paths, file, imports);
        return { paths, imports };
      }
    }
  }
  throw new Error(`${file} has no \`export const routes = [...]\` for the build to declare`);
}

/** The text of a string literal or of a template literal without expressions; otherwise undefined. */
function literalText(node) {
  if (node?.type === 'StringLiteral') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].cooked;
  return undefined;
}

/** A routes module's `import('./pages/x.js')` as the file on disk (`x.tsx`, `x.ts` or `x.js`). */
function importedFile(routesFile, request) {
  const target = path.resolve(path.dirname(routesFile), request);
  const candidates = /\.js$/.test(target)
    ? ['.tsx', '.ts', '.js'].map((extension) => target.replace(/\.js$/, extension))
    : [target];
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * The heading a page module declares for its skeleton, `export const heading = { title: '…',
 * description: '…' }` (literal strings; `satisfies` or `as` allowed), or undefined when it declares
 * none. The site server paints it in the page's skeleton before the remote's code arrives (decision
 * 0036) and the page renders the same object, so the two never disagree. A declaration the build
 * cannot read for certain fails the build.
 */
export function declaredHeading(file) {
  for (const item of parseModule(file).body) {
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const variable of declaration.declarations) {
      if (variable.id.type !== 'Identifier' || variable.id.value !== 'heading') continue;
      let init = variable.init;
      while (['TsAsExpression', 'TsSatisfiesExpression', 'TsConstAssertion'].includes(init?.type)) {
        init = init.expression;
      }
      const title = init?.type === 'ObjectExpression' ? literalText(property(init, 'title')) : undefined;
      const descriptionNode = init?.type === 'ObjectExpression' ? property(init, 'description') : undefined;
      const description = literalText(descriptionNode);
      if (title === undefined || (descriptionNode && description === undefined)) {
        throw new Error(
          `${file}: \`export const heading\` must be an object literal whose title (and description) are literal strings, so the build can declare it`,
        );
      }
      return description === undefined ? { title } : { title, description };
    }
  }
  return undefined;
}

/** The languages besides English whose catalogues sit beside `en.ts` (shared/src/i18n/languages.ts). */
const TRANSLATED_LANGUAGES = ['pcm', 'ha', 'yo', 'ig'];

/**
 * A catalogue module's texts, English → translation: the object literal its one `const` is
 * initialised with (a `Translation<…>` annotation allowed), string literals only.
 */
export function catalogueTexts(file) {
  for (const item of parseModule(file).body) {
    if (item.type !== 'VariableDeclaration') continue;
    for (const variable of item.declarations) {
      let init = variable.init;
      while (['TsAsExpression', 'TsSatisfiesExpression', 'TsConstAssertion'].includes(init?.type)) {
        init = init.expression;
      }
      if (init?.type !== 'ObjectExpression') continue;
      const texts = {};
      for (const prop of init.properties) {
        const key = prop.type === 'KeyValueProperty' ? (prop.key.value ?? undefined) : undefined;
        const text = prop.type === 'KeyValueProperty' ? literalText(prop.value) : undefined;
        if (typeof key === 'string' && text !== undefined) texts[key] = text;
      }
      return texts;
    }
  }
  return {};
}

/**
 * A declared heading in the other languages, from the app's catalogues (`src/i18n/<language>.ts`,
 * keyed by the English). A language missing one of its texts is left out, and its skeleton shows
 * no heading rather than English.
 */
export function translatedHeadings(i18nDir, heading) {
  const headings = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const file = path.join(i18nDir, `${language}.ts`);
    if (!existsSync(file)) continue;
    const texts = catalogueTexts(file);
    const title = texts[heading.title];
    const description = heading.description === undefined ? undefined : texts[heading.description];
    if (title === undefined || (heading.description !== undefined && description === undefined)) continue;
    headings[language] = description === undefined ? { title } : { title, description };
  }
  return headings;
}

/** Emits `build.json` with whatever `describe()` returns, read afresh on every compilation. */
export class BuildInfoPlugin {
  constructor(describe) {
    this.describe = describe;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = this.describe();
          compilation.emitAsset('build.json', new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * Emits `route-chunks.json`: for each page path of a remote, the script and stylesheet files its
 * lazy route loads (the chunk group of that `import()` in the routes module), and the heading its
 * page module declares. The site server preloads the files in the document of that path, with
 * their digests, so the page's code arrives with the remote's entry instead of one round trip after
 * it, and paints the heading in the page's skeleton (decision 0036), in the document's language (0051).
 */
export class RouteChunksPlugin {
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const filesByImport = new Map();
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins ?? []) {
              if (origin.module?.resource === this.routesFile && origin.request) {
                filesByImport.set(origin.request, group.getFiles());
              }
            }
          }
          const chunks = {};
          for (const [pagePath, request] of routeImports(this.routesFile)) {
            const files = filesByImport.get(request) ?? [];
            const pageFile = importedFile(this.routesFile, request);
            const heading = pageFile ? declaredHeading(pageFile) : undefined;
            // The same heading in the other languages: a skeleton is painted in the visitor's.
            const headings = heading
              ? translatedHeadings(path.join(path.dirname(this.routesFile), 'i18n'), heading)
              : {};
            chunks[pagePath] = {
              js: files.filter((name) => name.endsWith('.js')),
              css: files.filter((name) => name.endsWith('.css')),
              ...(heading ? { heading } : {}),
              ...(Object.keys(headings).length > 0 ? { headings } : {}),
            };
          }
          compilation.emitAsset(
            'route-chunks.json',
            new sources.RawSource(`${JSON.stringify(chunks, null, 2)}\n`),
          );
        },
      );
    });
  }
}
