import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The Listing fields only a full REST read carries; a search card has none of them. */
const FULL_READ_FIELDS: ReadonlySet<string> = new Set(['description', 'photos', 'publishRequest']);

/** Per query field node of a parsed document (parsed documents are kept by Apollo). */
const memo = new WeakMap<FieldNode, boolean>();

/**
 * Whether a page field's `items` select a field only the full read has, through fragments and
 * inline fragments (a field under @skip counts as selected: the full read is the safe side).
 */
export function needsFullListings(info: GraphQLResolveInfo): boolean {
  const visit = (set: SelectionSetNode | undefined, isItem: boolean): boolean => {
    if (!set) return false;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (
          isItem
            ? FULL_READ_FIELDS.has(name)
            : name === 'items' && visit(selection.selectionSet, true)
        ) {
          return true;
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (visit(selection.selectionSet, isItem)) return true;
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment && visit(fragment.selectionSet, isItem)) return true;
      }
    }
    return false;
  };
  const node = info.fieldNodes[0];
  const known = node && info.fieldNodes.length === 1 ? memo.get(node) : undefined;
  if (known !== undefined) return known;
  const answer = info.fieldNodes.some((n) => visit(n.selectionSet, false));
  if (node && info.fieldNodes.length === 1) memo.set(node, answer);
  return answer;
}
