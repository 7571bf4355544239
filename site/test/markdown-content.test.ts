/**
 * The content's Markdown as the build reads it: sections of paragraphs, lists and steps, text
 * kept exactly as written, and a clear error naming the file and line for anything else.
 */
import { describe, expect, it } from 'vitest';
import { parseContentMarkdown } from '../scripts/markdown-content';
import { frontMatterOf } from '../src/content/front-matter';

const FILE = `---
title: "Tides: a guide"
order: 2
keywords: [tides, moon]
buttons:
  - label: Find Tides
    to: /find-tides
---

## Why *the* Moon's pull matters

It's "about" 50 minutes later each day — roughly,
on most coasts.

- High tide: the highest water.
- Low tide: the lowest.

1. Check the tide.
2. Go.
`;

describe('parseContentMarkdown', () => {
  it('reads the front matter and the sections, with the text exactly as written', () => {
    const document = parseContentMarkdown(FILE, 'learn/guide.md');
    expect(document.frontMatter).toEqual({
      title: 'Tides: a guide',
      order: 2,
      keywords: ['tides', 'moon'],
      buttons: [{ label: 'Find Tides', to: '/find-tides' }],
    });
    expect(document.sections).toEqual([
      {
        title: "Why *the* Moon's pull matters",
        body: [
          'It\'s "about" 50 minutes later each day — roughly, on most coasts.',
          { list: ['High tide: the highest water.', 'Low tide: the lowest.'] },
          { steps: ['Check the tide.', 'Go.'] },
        ],
      },
    ]);
  });

  it.each([
    ['no front matter', '## A\n\nText.\n', /guide\.md: starts with no front matter/],
    ['text before a section', '---\na: 1\n---\n\nText.\n', /guide\.md:5: text before the first/],
    [
      'a third-level heading',
      '---\na: 1\n---\n\n## A\n\n### B\n',
      /guide\.md:7: sections are "## "/,
    ],
    ['a block quote', '---\na: 1\n---\n\n## A\n\n> quoted\n', /guide\.md:7: a blockquote is not/],
  ])('refuses %s, naming the file and line', (_what, source, error) => {
    expect(() => parseContentMarkdown(source, 'guide.md')).toThrow(error);
  });
});

describe('frontMatterOf', () => {
  it('names the file and the field a writer got wrong', () => {
    const fields = frontMatterOf(parseContentMarkdown(FILE, 'learn/guide.md'));
    expect(fields.number('order')).toBe(2);
    expect(() => fields.string('subtitle')).toThrow(
      'learn/guide.md: the front matter\'s "subtitle" must be some text.',
    );
    expect(() => fields.links('keywords')).toThrow(/"keywords" must be a list of links/);
  });
});
