/**
 * The editorial content's Markdown, read at build time: a file is YAML front matter between
 * `---` lines, then `## ` sections of paragraphs, bulleted lists and numbered steps: the
 * `Section` and `Block` shapes every content page renders (`src/content/types.ts`). The Vite
 * plugin turns each imported `.md` file into a module of that data, so the pages, the
 * prerenderer and the tests read the same text, and no Markdown parser reaches a browser.
 *
 * Text is taken as written: a paragraph or list item is the source between its first and last
 * character, so quotes, apostrophes and dashes come out exactly as the writer typed them.
 * Anything else Markdown allows (other headings, quotes, code, tables) is refused with the file
 * and line, rather than dropped.
 */
import type { Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import type { Block, MarkdownDocument, Section } from '../src/content/types.ts';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

function lineOf(node: Nodes, offsetLines: number): number {
  return (node.position?.start.line ?? 0) + offsetLines;
}

export function parseContentMarkdown(source: string, file: string): MarkdownDocument {
  const text = source.replaceAll('\r\n', '\n');
  const head = FRONT_MATTER.exec(text);
  if (!head) throw new Error(`${file}: starts with no front matter (a "---" line, YAML, "---").`);
  const frontMatter: unknown = parseYaml(head[1] ?? '');
  if (typeof frontMatter !== 'object' || frontMatter === null || Array.isArray(frontMatter)) {
    throw new Error(`${file}: the front matter is not a set of "name: value" lines.`);
  }
  const body = text.slice(head[0].length);
  const bodyLine = head[0].split('\n').length - 1;
  const raw = (first: Nodes | undefined, last: Nodes | undefined = first): string =>
    body
      .slice(first?.position?.start.offset ?? 0, last?.position?.end.offset ?? 0)
      .replace(/\s*\n\s*/g, ' ');
  const refuse = (node: Nodes, what: string): never => {
    throw new Error(`${file}:${lineOf(node, bodyLine)}: ${what}`);
  };
  const itemText = (item: RootContent): string => {
    if (item.type !== 'listItem') return refuse(item, 'a list holds only items.');
    const [only, ...rest] = item.children;
    if (!only || only.type !== 'paragraph' || rest.length > 0) {
      return refuse(item, 'a list item is one paragraph of text.');
    }
    return raw(only.children[0], only.children.at(-1));
  };

  const sections: Section[] = [];
  for (const node of fromMarkdown(body).children) {
    if (node.type === 'heading') {
      if (node.depth !== 2) refuse(node, 'sections are "## " headings; no other level is used.');
      sections.push({ title: raw(node.children[0], node.children.at(-1)), body: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) return refuse(node, 'text before the first "## " section.');
    let block: Block;
    if (node.type === 'paragraph') block = raw(node.children[0], node.children.at(-1));
    else if (node.type === 'list') {
      const items = node.children.map(itemText);
      block = node.ordered ? { steps: items } : { list: items };
    } else return refuse(node, `a ${node.type} is not part of the content's Markdown.`);
    section.body.push(block);
  }
  return { file, frontMatter: frontMatter as Record<string, unknown>, sections };
}

/** Imports of `src/content/**\/*.md` as their parsed data. */
export function markdownContent(siteDir: string): Plugin {
  return {
    name: 'tides-markdown-content',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!path.endsWith('.md') || !path.startsWith(siteDir)) return null;
      const document = parseContentMarkdown(code, path.slice(siteDir.length));
      return { code: `export default ${JSON.stringify(document)};`, map: null };
    },
  };
}
