/**
 * Reads a content file's front matter into its page's type, field by field: a field missing or
 * of the wrong kind stops the build (and the tests) with the file and the field named, so a
 * writer's slip never reaches a page as `undefined`.
 */
import type { ContentLink, MarkdownDocument } from './types';

export interface FrontMatter {
  string(name: string): string;
  strings(name: string): string[];
  number(name: string): number;
  links(name: string): ContentLink[];
}

export function frontMatterOf(document: MarkdownDocument): FrontMatter {
  const fields = document.frontMatter;
  const fail = (name: string, kind: string): never => {
    throw new Error(`${document.file}: the front matter's "${name}" must be ${kind}.`);
  };
  const isLink = (value: unknown): value is ContentLink =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ContentLink).label === 'string' &&
    typeof (value as ContentLink).to === 'string' &&
    (value as ContentLink).to.startsWith('/');
  return {
    string(name) {
      const value = fields[name];
      return typeof value === 'string' && value.trim() !== '' ? value : fail(name, 'some text');
    },
    strings(name) {
      const value = fields[name];
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? value
        : fail(name, 'a list of text');
    },
    number(name) {
      const value = fields[name];
      return typeof value === 'number' && Number.isFinite(value) ? value : fail(name, 'a number');
    },
    links(name) {
      const value = fields[name];
      return Array.isArray(value) && value.every(isLink)
        ? value.map(({ label, to }) => ({ label, to }))
        : fail(name, 'a list of links, each a "label" and a "to" starting with "/"');
    },
  };
}

/** A file's name without its folder and `.md`: the page's slug. */
export function slugOf(document: MarkdownDocument): string {
  return document.file.replace(/^.*\//, '').replace(/\.md$/, '');
}
