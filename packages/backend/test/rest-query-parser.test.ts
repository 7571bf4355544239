/**
 * PostgREST's table-request grammar, read without a table or a database: what each part of a
 * query string and each header becomes, and which writings are refused as parse errors.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_TREE_DEPTH,
  parseColumnList,
  parseCount,
  parseFilter,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseRange,
  RangeNotSatisfiable,
  parseSelect,
  QueryParseError,
} from '../src/rest/query-parser.ts';

function query(text: string, range: string | null = null) {
  return parseQuery(new URLSearchParams(text), range);
}

describe('parseSelect', () => {
  it('reads columns, aliased columns and *', () => {
    expect(parseSelect('id,label:name,*')).toEqual([
      { kind: 'column', column: 'id', alias: null },
      { kind: 'column', column: 'name', alias: 'label' },
      { kind: 'all' },
    ]);
  });

  it('takes nothing asked for as everything', () => {
    expect(parseSelect(null)).toEqual([{ kind: 'all' }]);
    expect(parseSelect('')).toEqual([{ kind: 'all' }]);
  });

  it.each([
    ['an embedded resource', '*,tide_stations(name)'],
    ['a cast', 'position::text'],
    ['a JSON path', 'datums->MLLW'],
    ['* twice', '*,*'],
    ['a column twice', 'id,name,id'],
    ['a column twice under two names', 'a:id,b:id'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseSelect(text)).toThrow(QueryParseError);
  });
});

describe('parseFilter', () => {
  it('reads an operator and its value, the value kept whole after the first dot', () => {
    expect(parseFilter('name', 'eq.St. Petersburg')).toEqual({
      kind: 'filter',
      column: 'name',
      operator: 'eq',
      negated: false,
      value: 'St. Petersburg',
      list: null,
    });
  });

  it('reads not. as the negation of the filter after it', () => {
    expect(parseFilter('position', 'not.gte.3')).toMatchObject({
      operator: 'gte',
      negated: true,
      value: '3',
    });
  });

  it('reads an in list, double-quoted items keeping their commas and escaped quotes', () => {
    expect(parseFilter('id', 'in.(a,"b,c","say \\"hi\\"",)').list).toEqual([
      'a',
      'b,c',
      'say "hi"',
      '',
    ]);
    expect(parseFilter('id', 'in.()').list).toEqual([]);
  });

  it('keeps a quote inside an in item as a character', () => {
    expect(parseFilter('id', 'in.(a"b,c)').list).toEqual(['a"b', 'c']);
  });

  it.each([
    ['no operator', 'Boston'],
    ['an unknown operator', 'near.3'],
    ['an in list without parentheses', 'in.a,b'],
    ['an unclosed quote in a list', 'in.("a,b)'],
    ['is with anything but null, true, false or unknown', 'is.maybe'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseFilter('name', text)).toThrow(QueryParseError);
  });

  it('takes is states in any case', () => {
    expect(parseFilter('done', 'is.NULL').value).toBe('NULL');
  });
});

describe('or and and', () => {
  it('reads a tree of filters, nested and negated, as PostgREST writes them', () => {
    const { where } = query(
      `or=${encodeURIComponent('(position.lt.2,and(name.eq."A, B",not.or(id.in.(x,y),done.is.true)))')}`,
    );
    expect(where).toEqual([
      {
        kind: 'or',
        negated: false,
        conditions: [
          {
            kind: 'filter',
            column: 'position',
            operator: 'lt',
            negated: false,
            value: '2',
            list: null,
          },
          {
            kind: 'and',
            negated: false,
            conditions: [
              {
                kind: 'filter',
                column: 'name',
                operator: 'eq',
                negated: false,
                value: 'A, B',
                list: null,
              },
              {
                kind: 'or',
                negated: true,
                conditions: [
                  {
                    kind: 'filter',
                    column: 'id',
                    operator: 'in',
                    negated: false,
                    value: '(x,y)',
                    list: ['x', 'y'],
                  },
                  {
                    kind: 'filter',
                    column: 'done',
                    operator: 'is',
                    negated: false,
                    value: 'true',
                    list: null,
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('reads not.and and a negated filter inside a tree', () => {
    const [tree] = query('not.and=(a.eq.1,b.not.eq.2)').where;
    expect(tree).toMatchObject({
      kind: 'and',
      negated: true,
      conditions: [{ column: 'a' }, { column: 'b', negated: true, operator: 'eq', value: '2' }],
    });
  });

  it.each([
    ['without parentheses', 'or=a.eq.1,b.eq.2'],
    ['with an unclosed parenthesis', 'or=(a.eq.1,and(b.eq.2)'],
    ['with one parenthesis too many', 'or=(a.eq.1),b.eq.2)'],
    ['with a condition that is no filter', 'or=(a,b)'],
  ])('refuses a tree %s', (_what, text) => {
    expect(() => query(text)).toThrow(QueryParseError);
  });

  it(`refuses trees nested deeper than ${MAX_TREE_DEPTH}`, () => {
    const nest = (depth: number): string =>
      depth === 1 ? '(a.eq.1)' : `(a.eq.1,or${nest(depth - 1)})`;
    expect(query(`or=${nest(MAX_TREE_DEPTH)}`).where).toHaveLength(1);
    expect(() => query(`or=${nest(MAX_TREE_DEPTH + 1)}`)).toThrow(QueryParseError);
  });
});

describe('parseQuery', () => {
  it('reads every parameter but its own and the API key as a filter, in order', () => {
    const parsed = query(
      'select=id&station_id=eq.noaa/8443970&position=gt.1&order=position&limit=5&offset=10&apikey=k&columns=a&on_conflict=b',
    );
    expect(parsed.where.map((filter) => filter.kind === 'filter' && filter.column)).toEqual([
      'station_id',
      'position',
    ]);
    expect(parsed).toMatchObject({ limit: 5, offset: 10, order: [{ column: 'position' }] });
  });

  it('pages by the Range header, within the limit', () => {
    expect(query('', '10-19')).toMatchObject({ offset: 10, limit: 10 });
    expect(query('limit=3', '10-19')).toMatchObject({ offset: 10, limit: 3 });
    expect(query('', '10-')).toMatchObject({ offset: 10, limit: null });
    expect(query('', 'rows')).toMatchObject({ offset: 0, limit: null });
  });

  it('refuses a filter on a name that is no column', () => {
    expect(() => query('na%20me=eq.1')).toThrow(QueryParseError);
  });
});

describe('parseOrder', () => {
  it('reads directions and where nulls go', () => {
    expect(parseOrder('a.desc.nullslast,b,c.asc.nullsfirst')).toEqual([
      { column: 'a', direction: 'desc', nulls: 'last' },
      { column: 'b', direction: null, nulls: null },
      { column: 'c', direction: 'asc', nulls: 'first' },
    ]);
    expect(parseOrder(null)).toEqual([]);
  });

  it('refuses an unknown modifier', () => {
    expect(() => parseOrder('a.sideways')).toThrow(QueryParseError);
  });
});

describe('parseCount and parseRange', () => {
  it('reads whole numbers of up to nine digits only', () => {
    expect(parseCount('25', 'limit')).toBe(25);
    expect(parseCount(null, 'limit')).toBeNull();
    for (const text of ['-1', '1.5', '1e3', '1234567890', '']) {
      expect(() => parseCount(text, 'limit')).toThrow(QueryParseError);
    }
  });

  it('ignores a Range of another shape, as PostgREST does', () => {
    expect(parseRange('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRange('10-')).toEqual({ offset: 10, limit: null });
    expect(parseRange('items=0-9')).toBeNull();
    expect(parseRange(null)).toBeNull();
  });

  it('refuses a Range no rows can satisfy', () => {
    for (const header of ['9-0', '99999999999999999999-1', '0-99999999999999999999']) {
      expect(() => parseRange(header)).toThrow(RangeNotSatisfiable);
    }
  });
});

describe('parsePrefer and parseColumnList', () => {
  it('reads Prefer settings, however spaced', () => {
    expect(
      Object.fromEntries(
        parsePrefer('return=representation, count=exact,resolution = merge-duplicates'),
      ),
    ).toEqual({ return: 'representation', count: 'exact', resolution: 'merge-duplicates' });
    expect(parsePrefer(null).size).toBe(0);
  });

  it('reads a columns list, quoted names unquoted', () => {
    expect(parseColumnList('station_id, "position"')).toEqual(['station_id', 'position']);
  });
});
