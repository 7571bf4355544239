import { expectConsoleWarning } from '../../../test/console.ts';
import { parseAttribute, stringifyAttribute } from './attributes.ts';

describe('parseAttribute', () => {
  it('reads a missing attribute as undefined, the default, whatever its kind', () => {
    for (const kind of ['string', 'number', 'boolean', 'json'] as const) {
      expect(parseAttribute(kind, null, 'x')).toBeUndefined();
    }
  });

  it('reads an empty string attribute as none', () => {
    expect(parseAttribute('string', '', 'location')).toBeUndefined();
    expect(parseAttribute('string', '8443970', 'location')).toBe('8443970');
  });

  it('reads numbers, and text that is not one as none', () => {
    expect(parseAttribute('number', ' 3 ', 'heading-level')).toBe(3);
    expect(parseAttribute('number', 'three', 'heading-level')).toBeUndefined();
    expect(parseAttribute('number', '', 'heading-level')).toBeUndefined();
  });

  it.each([
    ['', true],
    ['true', true],
    ['disabled', true],
    ['0', true],
    ['false', false],
    ['FALSE', false],
  ])('reads the boolean %j as %s (present is true, except "false")', (text, value) => {
    expect(parseAttribute('boolean', text, 'disabled')).toBe(value);
  });

  it('parses JSON, and warns and ignores text that is not JSON', () => {
    expect(parseAttribute('json', '{"a":1}', 'result')).toEqual({ a: 1 });
    expectConsoleWarning(/The result attribute is not JSON/);
    expect(parseAttribute('json', '{a:1}', 'result')).toBeUndefined();
  });
});

describe('stringifyAttribute', () => {
  it('removes the attribute for null, undefined and a false boolean', () => {
    expect(stringifyAttribute('string', null)).toBeNull();
    expect(stringifyAttribute('number', undefined)).toBeNull();
    expect(stringifyAttribute('boolean', false)).toBeNull();
  });

  it('writes a true boolean as a bare attribute, and other values as text', () => {
    expect(stringifyAttribute('boolean', true)).toBe('');
    expect(stringifyAttribute('number', 4)).toBe('4');
    expect(stringifyAttribute('string', 'm')).toBe('m');
    expect(stringifyAttribute('json', { a: 1 })).toBe('{"a":1}');
  });
});
