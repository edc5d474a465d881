import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The features' imports, read from the files themselves (docs/decisions/0041): a feature reaches
// another only through that one's `<feature>-module.ts`, and no chain of such imports comes back
// to where it started, so a booking walks from the route to the database without turning back.

const MODULES = fileURLToPath(new URL('.', import.meta.url));
const CROSS_IMPORT = /from '\.\.\/([a-z-]+)\/([a-z-]+)\.js'/g;

interface CrossImport {
  from: string;
  file: string;
  to: string;
  target: string;
}

function crossImports(): CrossImport[] {
  const found: CrossImport[] = [];
  for (const feature of readdirSync(MODULES, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of readdirSync(join(MODULES, feature.name))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(join(MODULES, feature.name, file), 'utf8');
      for (const [, to, target] of source.matchAll(CROSS_IMPORT)) {
        if (to !== feature.name) found.push({ from: feature.name, file, to: to!, target: target! });
      }
    }
  }
  return found;
}

/** A loop of features, or undefined: depth-first, reporting the first path that comes back. */
function findLoop(edges: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | undefined => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const next of edges.get(node) ?? []) {
      const loop = visit(next, [...path, node]);
      if (loop) return loop;
    }
    done.add(node);
    return undefined;
  };
  for (const node of edges.keys()) {
    const loop = visit(node, []);
    if (loop) return loop;
  }
  return undefined;
}

const graphOf = (imports: readonly CrossImport[]) => {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  return edges;
};

describe('the features’ imports', () => {
  const imports = crossImports();

  it('are read from the files (the booking features do import one another’s modules)', () => {
    const pairs = new Set(imports.map(({ from, to }) => `${from} → ${to}`));
    for (const pair of ['jobs → availability', 'jobs → events', 'payments → jobs', 'reviews → jobs']) {
      expect(pairs).toContain(pair);
    }
  });

  it('reach another feature only through its <feature>-module.ts', () => {
    const inside = imports
      .filter(({ to, target }) => target !== `${to}-module`)
      .map(({ from, file, to, target }) => `${from}/${file} imports ${to}/${target}`);
    expect(inside).toEqual([]);
  });

  it('never come back to a feature they left', () => {
    expect(findLoop(graphOf(imports))).toBeUndefined();
    // The jobs and payments features, once each other's, now go one way.
    expect(graphOf(imports).get('jobs')).not.toContain('payments');
  });

  it('would report a loop', () => {
    const loop = [
      { from: 'a', file: 'x.ts', to: 'b', target: 'b-module' },
      { from: 'b', file: 'y.ts', to: 'c', target: 'c-module' },
      { from: 'c', file: 'z.ts', to: 'a', target: 'a-module' },
    ];
    expect(findLoop(graphOf(loop))).toEqual(['a', 'b', 'c', 'a']);
  });
});
