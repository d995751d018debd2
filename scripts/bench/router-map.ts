/**
 * Best-effort map from the web router's URL patterns to the lazily loaded modules they need,
 * read from the source of web/src/app/router.tsx (no React needed): `const X = lazy(() =>
 * import('…'))` declarations and the route objects (`path`, `element`, `children`, including
 * `children: someArray` references). The bench uses it to add up, per route, the chunks a first
 * visit downloads. Anything it cannot read is simply left out of the per-route table (the chunk
 * table still lists every lazy chunk).
 */

export interface RouteChunks {
  /** Full URL pattern, e.g. `/dashboard/cohorts`. */
  path: string;
  /** Import specifiers of the lazy modules on the way (layouts first, the page last). */
  modules: string[];
}

/** `Name → import specifier` of every `const Name = lazy(() => import('spec'))`. */
export function lazyDeclarations(source: string): Map<string, string> {
  const found = new Map<string, string>();
  const re = /(?:const|let)\s+(\w+)\s*=\s*lazy\(\s*(?:async\s*)?\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(re)) found.set(m[1], m[2]);
  return found;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Index just after the bracket that closes the one at `start`, skipping strings and comments. */
export function matchBracket(text: string, start: number): number {
  const stack: string[] = [];
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(text, i);
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
      if (i <= 0) return -1;
      continue;
    }
    if (OPEN[c]) stack.push(OPEN[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

function skipString(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

/** Splits `a, b: [x, y], c` at top-level commas. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') i = skipString(text, i);
    // A comment's apostrophe ("a certificate's address") is not a string's start.
    else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) < 0 ? text.length : text.indexOf('*/', i + 2) + 1;
    else if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Top-level `const NAME(: Type)? = [ … ]` arrays of the source, by name (their inner text). */
export function namedArrays(source: string): Map<string, string> {
  const arrays = new Map<string, string>();
  const re = /(?:export\s+)?const\s+(\w+)\s*(?::\s*[\w<>[\]\s.]+)?=\s*\[/g;
  for (const m of source.matchAll(re)) {
    const open = m.index + m[0].length - 1;
    const close = matchBracket(source, open);
    if (close > 0) arrays.set(m[1], source.slice(open + 1, close - 1));
  }
  return arrays;
}

interface Field {
  key: string;
  value: string;
}

function fieldsOf(objectInner: string): Field[] {
  return splitTopLevel(objectInner).flatMap((part) => {
    const m = /^(\w+)\s*:\s*([\s\S]*)$/.exec(part);
    return m ? [{ key: m[1], value: m[2].trim() }] : [];
  });
}

const unquote = (value: string) => /^['"`]([^'"`]*)['"`]$/.exec(value)?.[1];

function joinPath(parent: string, child: string | undefined): string {
  if (child === undefined) return parent || '/';
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${child}`;
}

/**
 * Every route with an element that needs a lazy module, with the lazy modules of its ancestors.
 * `rootArray` is the name of the exported route array (`routes`).
 */
export function routeChunks(source: string, rootArray = 'routes'): RouteChunks[] {
  const lazy = lazyDeclarations(source);
  const arrays = namedArrays(source);
  const out: RouteChunks[] = [];
  const seen = new Set<string>();

  const walkArray = (inner: string, parentPath: string, parentModules: string[], depth: number) => {
    if (depth > 20) return;
    for (const part of splitTopLevel(inner)) {
      const element = part.replace(/^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*/, '');
      if (!element.startsWith('{')) continue;
      const close = matchBracket(element, 0);
      if (close < 0) continue;
      const fields = fieldsOf(element.slice(1, close - 1));
      const get = (key: string) => fields.find((f) => f.key === key)?.value;
      const pathValue = get('path');
      const path = joinPath(parentPath, pathValue === undefined ? undefined : unquote(pathValue));
      const elementValue = get('element') ?? '';
      const used = [...elementValue.matchAll(/<(\w+)/g)]
        .map((m) => m[1])
        .filter((name) => lazy.has(name))
        .map((name) => lazy.get(name)!);
      const modules = [...parentModules, ...used];
      // A layout without a path of its own (AppFrame.tsx's frame) is on its children's way, not a page.
      if (used.length && pathValue !== undefined && !seen.has(path)) {
        seen.add(path);
        out.push({ path, modules });
      }
      const children = get('children');
      if (children?.startsWith('[')) {
        const end = matchBracket(children, 0);
        if (end > 0) walkArray(children.slice(1, end - 1), path, modules, depth + 1);
      } else if (children && arrays.has(children)) {
        walkArray(arrays.get(children)!, path, modules, depth + 1);
      }
    }
  };
  const root = arrays.get(rootArray);
  if (root !== undefined) walkArray(root, '', [], 0);
  return out;
}

/**
 * The manifest key (path relative to the Vite root, with extension) of an import specifier of
 * `fromFile` (also relative to the root): resolves `@/x` to `src/x` and relative paths.
 */
export function manifestKeyFor(specifier: string, fromFile: string, keys: readonly string[]): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) {
    const dir = fromFile.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '.') continue;
      if (part === '..') dir.pop();
      else dir.push(part);
    }
    base = dir.join('/');
  } else return undefined;
  const stem = (key: string) => key.replace(/\.(tsx?|jsx?|mjs)$/, '');
  return keys.find((k) => stem(k) === base) ?? keys.find((k) => stem(k) === `${base}/index`);
}
