import type { LanguageId } from '@assay/contracts';

// The words that stay themselves when every other name becomes one token kind: a language's reserved words and the
// few literals that shape control flow (true, None, nullptr). Library names (print, len, printf) are identifiers on
// purpose: renaming a helper or swapping one library call for another must not hide a copy.
const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

const JAVASCRIPT = `break case catch class const continue debugger default delete do else export extends false finally for
  function if import in instanceof let new null of return super switch this throw true try typeof undefined var void
  while with yield async await static get set`;
const TYPESCRIPT = `${JAVASCRIPT} abstract any as boolean declare enum implements interface keyof namespace never number
  private protected public readonly string type unknown satisfies`;
const C = `auto break case char const continue default do double else enum extern float for goto if inline int long
  register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while bool
  true false NULL`;
const CPP = `${C} alignas alignof catch class constexpr const_cast decltype delete dynamic_cast explicit friend mutable
  namespace new noexcept nullptr operator private protected public reinterpret_cast static_assert static_cast template
  this throw try typeid typename using virtual auto`;
const JAVA = `abstract assert boolean break byte case catch char class const continue default do double else enum
  extends final finally float for goto if implements import instanceof int interface long native new package private
  protected public return short static strictfp super switch synchronized this throw throws transient try void
  volatile while var record true false null`;
const PYTHON = `False None True and as assert async await break class continue def del elif else except finally for
  from global if import in is lambda nonlocal not or pass raise return try while with yield match case`;
const GO = `break case chan const continue default defer else fallthrough for func go goto if import interface map
  package range return select struct switch type var nil true false`;
const RUST = `as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod
  move mut pub ref return self Self static struct super trait true type unsafe use where while`;
const SQL = `select from where and or not in is null as join inner left right full outer cross on group by having order
  asc desc limit offset distinct union all intersect except insert into values update set delete create table view
  with recursive case when then else end exists between like ilike count sum avg min max over partition coalesce cast
  true false`;

export const KEYWORDS: Record<LanguageId, Set<string>> = {
  javascript: words(JAVASCRIPT),
  typescript: words(TYPESCRIPT),
  python: words(PYTHON),
  c: words(C),
  cpp: words(CPP),
  java: words(JAVA),
  go: words(GO),
  rust: words(RUST),
  sql: words(SQL),
};
