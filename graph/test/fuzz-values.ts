import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

type Value = unknown;

/** Anything at all, for a value of the wrong type. */
const wrongType: fc.Arbitrary<Value> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.nat(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.nat(), { maxKeys: 2 }),
);

const ints = fc.oneof(
  fc.integer({ min: -3, max: 110 }),
  fc.constantFrom(0, -1, 1, 100, 101, 1000, 2_147_483_647, -2_147_483_648),
);

const strings = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'Þórsdóttir',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00%ff',
    '\ud800',
    "$& $` $'",
    '  101 Reykjavík  ',
    'x'.repeat(5_000),
  ),
);

const ids = fc.oneof(
  fc.integer({ min: 1, max: 400 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1e3',
    '0x10',
    '1.5',
    ' 1',
    '',
    'abc',
    '١٢',
  ),
);

const dates = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '9999-12-31', '2026-1-1', 'tomorrow'),
);

/** Values for a scalar by name: mostly plausible, sometimes at or past the edges. */
function scalar(name: string): fc.Arbitrary<Value> {
  switch (name) {
    case 'Int':
      return ints;
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), ints);
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return ids;
    case 'Date':
    case 'DateTime':
      return dates;
    default:
      return fc.oneof(strings, ints, dates);
  }
}

/**
 * Variables for an input type: well-formed most of the time, otherwise wrong-typed, missing,
 * oversized or at the boundaries, so that every layer's checks are exercised.
 */
export function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<Value> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 8, arbitrary: valueOf(type.ofType, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: wrongType },
    );
  }
  const nullable = (arbitrary: fc.Arbitrary<Value>) =>
    fc.oneof(
      { weight: 6, arbitrary },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: wrongType },
    );
  if (isListType(type)) {
    const item = valueOf(type.ofType, depth + 1);
    return nullable(
      fc.oneof(
        { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
        { weight: 1, arbitrary: item },
        { weight: 1, arbitrary: fc.array(item, { minLength: 150, maxLength: 300 }) },
      ),
    );
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((v) => v.name);
    return nullable(fc.oneof(fc.constantFrom(...names), fc.constantFrom('', 'NOPE', 'active')));
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<Value>> = {};
    for (const field of fields) record[field.name] = valueOf(field.type, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return nullable(
      fc
        .tuple(
          fc.record(record, { requiredKeys: required }),
          fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        )
        .map(([object, extra]) => (extra ? { ...object, [`x${extra}`]: 1 } : object)),
    );
  }
  if (isLeafType(type)) return nullable(scalar(type.name));
  return fc.constant(null);
}

/** A selection that makes a field's resolver run without asking for much: `__typename`. */
export function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isObjectType(named) || isInterfaceType(named)) {
    const fields = named.getFields();
    // Pages: ask for one item's type too, so the list is read.
    return 'items' in fields ? '{ __typename count items { __typename } }' : '{ __typename }';
  }
  if (isUnionType(named)) return '{ __typename }';
  return '';
}

/** `query ($a: T, ...) { field(a: $a, ...) selection }` for one root field. */
export function documentFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): string {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`);
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  return `${kind} Fuzz${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${
    args.length ? `(${args.join(', ')})` : ''
  } ${selectionOf(field.type)} }`;
}
