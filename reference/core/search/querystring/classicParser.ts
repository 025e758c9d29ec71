/**
 * Lucene's classic QueryParser (QueryParser.jj as JavaCC generates it, QueryParserBase's clause logic),
 * ported so its structure, its clause occurs and its parse errors are Lucene's own: the `jj_la1` choice
 * points, the LOOKAHEAD(2) scans and `generateParseException` (with JavaCC's habit of listing a lookahead's
 * token again only when it repeats an entry) decide the "Was expecting" lists. What a term, phrase, range…
 * becomes is the builder's job (ES's QueryStringQueryParser, in queryStringBuilder.ts).
 */
import { K, TOKEN_IMAGE, TokenManager, addEscapes, lexicalMessage, type LexicalError, type Token } from './lexer.ts';

export type Occur = 'must' | 'should' | 'must_not';
export interface Clause<Q> {
  q: Q;
  occur: Occur;
}

/** What the grammar asks of the query builder (QueryParserBase's factory methods as ES overrides them). */
export interface ClassicBuilder<Q> {
  /** getFieldQuery(field, text, quoted=false); null when analysis leaves nothing. */
  field(field: string | null, text: string): Q | null;
  /** getFieldQuery(field, text, slop): a quoted phrase. */
  phrase(field: string | null, text: string, slop: number): Q | null;
  wildcard(field: string | null, text: string): Q | null;
  prefix(field: string | null, text: string): Q | null;
  regexp(field: string | null, text: string): Q | null;
  /** getFuzzyQuery with the edit distance getFuzzyDistance gave. */
  fuzzy(field: string | null, text: string, slopImage: string): Q | null;
  range(field: string | null, lower: string | null, upper: string | null, incLower: boolean, incUpper: boolean): Q | null;
  boolean(clauses: Clause<Q>[]): Q | null;
  boost(q: Q, boost: number): Q;
  /** addMultiTermClauses: the clauses of a BooleanQuery made only of TermQuerys, else undefined. */
  termClauses(q: Q): Clause<Q>[] | undefined;
  /** The phrase slop default (phrase_slop). */
  phraseSlop: number;
  and: boolean;
}

/** A parse failure: Lucene's ParseException message (the part after "Cannot parse '…': "), and its cause's kind. */
export class ClassicParseError {
  constructor(readonly message: string, readonly cause: 'parse_exception' | 'token_mgr_error') {}
}

const CONJ_NONE = 0;
const CONJ_AND = 1;
const CONJ_OR = 2;
const MOD_NONE = 0;
const MOD_NOT = 10;
const MOD_REQ = 11;

// QueryParser.java's jj_la1_0 / jj_la1_1: the tokens each choice point accepts.
const LA1_0 = [0x300, 0x300, 0x1c00, 0x1c00, 0xfda7c00, 0xfda7f00, 0xfda7f00, 0x120000, 0x40000, 0xfda6000, 0x9d22000, 0x200000, 0x40000, 0x240000, 0x240000, 0x6000000, 0x90000000, 0x90000000, 0x60000000, 0x40000, 0x200000, 0x40000, 0x240000, 0x240000, 0xfda2000];
const LA1_1 = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];

const CLAUSE_START = new Set<number>([K.NOT, K.PLUS, K.MINUS, K.BAREOPER, K.LPAREN, K.STAR, K.QUOTED, K.TERM, K.PREFIXTERM, K.WILDTERM, K.REGEXPTERM, K.RANGEIN_START, K.RANGEEX_START, K.NUMBER]);
const LOOP_START = new Set<number>([K.AND, K.OR, ...CLAUSE_START]);
const TERM_START = new Set<number>([K.BAREOPER, K.STAR, K.QUOTED, K.TERM, K.PREFIXTERM, K.WILDTERM, K.REGEXPTERM, K.RANGEIN_START, K.RANGEEX_START, K.NUMBER]);
const DISALLOWED_POST_MULTI_TERM = new Set<number>([K.COLON, K.STAR, K.FUZZY_SLOP, K.CARAT, K.AND, K.OR]);

class LookaheadSuccess {}
const LS = new LookaheadSuccess();

interface JJCalls {
  gen: number;
  first: Token | null;
  arg: number;
  next: JJCalls | null;
}

class Lexed {
  constructor(readonly error: LexicalError) {}
}

/** Parses a query string with the classic grammar; throws ClassicParseError (caught by parseClassic). */
class Parser<Q> {
  private token: Token = { kind: -1, image: '', begin: 0 };
  private ntk = -1;
  private gen = 0;
  private readonly la1 = new Array<number>(25).fill(-1);
  private readonly rtns: JJCalls[] = [0, 1, 2].map(() => ({ gen: 0, first: null, arg: 0, next: null }));
  private scanpos: Token | null = null;
  private lastpos: Token | null = null;
  private la = 0;
  private lookingAhead = false;
  private rescan = false;
  private kind = -1;
  private expentries: number[][] = [];
  private lasttokens = new Array<number>(100).fill(0);
  private endpos = 0;

  constructor(private readonly tm: TokenManager, private readonly b: ClassicBuilder<Q>) {}

  private nextFromSource(): Token {
    const t = this.tm.next();
    if ('eof' in t) throw new Lexed(t);
    return t;
  }

  private ntkF(): number {
    if (!this.token.next) this.token.next = this.nextFromSource();
    this.ntk = this.token.next.kind;
    return this.ntk;
  }

  private peek(): number {
    return this.ntk === -1 ? this.ntkF() : this.ntk;
  }

  private consume(kind: number): Token {
    const old = this.token;
    if (old.next) this.token = old.next;
    else this.token = old.next = this.nextFromSource();
    this.ntk = -1;
    if (this.token.kind === kind) {
      this.gen++;
      return this.token;
    }
    this.token = old;
    this.kind = kind;
    throw this.parseException();
  }

  private getToken(index: number): Token {
    let t = this.lookingAhead ? this.scanpos! : this.token;
    for (let i = 0; i < index; i++) {
      if (!t.next) t.next = this.nextFromSource();
      t = t.next;
    }
    return t;
  }

  private scanToken(kind: number): boolean {
    if (this.scanpos === this.lastpos) {
      this.la--;
      if (!this.scanpos!.next) this.scanpos!.next = this.nextFromSource();
      this.lastpos = this.scanpos = this.scanpos!.next;
    } else this.scanpos = this.scanpos!.next!;
    if (this.rescan) {
      let i = 0;
      let tok: Token | undefined = this.token;
      while (tok && tok !== this.scanpos) {
        i++;
        tok = tok.next;
      }
      if (tok) this.addErrorToken(kind, i);
    }
    if (this.scanpos!.kind !== kind) return true;
    if (this.la === 0 && this.scanpos === this.lastpos) throw LS;
    return false;
  }

  private addErrorToken(kind: number, pos: number): void {
    if (pos >= 100) return;
    if (pos === this.endpos + 1) this.lasttokens[this.endpos++] = kind;
    else if (this.endpos !== 0) {
      const entry = this.lasttokens.slice(0, this.endpos);
      // JavaCC keeps a lookahead's sequence only when an equal entry is already listed (so it appears twice).
      for (const old of this.expentries) {
        if (old.length === entry.length && old.every((v, i) => v === entry[i])) {
          this.expentries.push(entry);
          break;
        }
      }
      if (pos !== 0) this.lasttokens[(this.endpos = pos) - 1] = kind;
    }
  }

  private parseException(): ClassicParseError {
    this.expentries = [];
    const la1tokens = new Array<boolean>(33).fill(false);
    if (this.kind >= 0) {
      la1tokens[this.kind] = true;
      this.kind = -1;
    }
    for (let i = 0; i < 25; i++) {
      if (this.la1[i] === this.gen) {
        for (let j = 0; j < 32; j++) {
          if ((LA1_0[i]! & (1 << j)) !== 0) la1tokens[j] = true;
          if ((LA1_1[i]! & (1 << j)) !== 0) la1tokens[32 + j] = true;
        }
      }
    }
    for (let i = 0; i < 33; i++) if (la1tokens[i]) this.expentries.push([i]);
    this.endpos = 0;
    this.rescanTokens();
    this.addErrorToken(0, 0);
    return new ClassicParseError(initialise(this.token, this.expentries), 'parse_exception');
  }

  private rescanTokens(): void {
    this.rescan = true;
    for (let i = 0; i < 3; i++) {
      try {
        let p: JJCalls | null = this.rtns[i]!;
        do {
          if (p.gen > this.gen) {
            this.la = p.arg;
            this.lastpos = this.scanpos = p.first;
            if (i === 0) this.jj3_1();
            else if (i === 1) this.jj3_2();
            else this.jj3_3();
          }
          p = p.next;
        } while (p);
      } catch (e) {
        if (e !== LS) throw e;
      }
    }
    this.rescan = false;
  }

  private save(index: number, xla: number): void {
    let p = this.rtns[index]!;
    while (p.gen > this.gen) {
      if (!p.next) {
        p = p.next = { gen: 0, first: null, arg: 0, next: null };
        break;
      }
      p = p.next;
    }
    p.gen = this.gen + xla - this.la;
    p.first = this.token;
    p.arg = xla;
  }

  private jj2(index: number, xla: number): boolean {
    this.la = xla;
    this.lastpos = this.scanpos = this.token;
    try {
      return !(index === 0 ? this.jj3_1() : index === 1 ? this.jj3_2() : this.jj3_3());
    } catch (e) {
      if (e === LS) return true;
      throw e;
    } finally {
      this.save(index, xla);
    }
  }

  private jj3_1(): boolean {
    return this.jj3R_3();
  }

  private jj3_2(): boolean {
    return this.jj3R_3();
  }

  private jj3_3(): boolean {
    const xsp = this.scanpos;
    if (this.scanToken(K.TERM) || this.scanToken(K.COLON)) {
      this.scanpos = xsp;
      if (this.scanToken(K.STAR) || this.scanToken(K.COLON)) return true;
    }
    return false;
  }

  private jj3R_3(): boolean {
    if (this.scanToken(K.TERM)) return true;
    this.lookingAhead = true;
    const semLA = this.getToken(1).kind === K.TERM && !DISALLOWED_POST_MULTI_TERM.has(this.getToken(2).kind);
    this.lookingAhead = false;
    if (!semLA) return true;
    if (this.scanToken(K.TERM)) return true;
    for (;;) {
      const xsp = this.scanpos;
      if (this.scanToken(K.TERM)) {
        this.scanpos = xsp;
        break;
      }
    }
    return false;
  }

  private conjunction(): number {
    const k = this.peek();
    if (k === K.AND) {
      this.consume(K.AND);
      return CONJ_AND;
    }
    if (k === K.OR) {
      this.consume(K.OR);
      return CONJ_OR;
    }
    this.la1[1] = this.gen;
    return CONJ_NONE;
  }

  private modifiers(): number {
    const k = this.peek();
    if (k === K.PLUS) {
      this.consume(K.PLUS);
      return MOD_REQ;
    }
    if (k === K.MINUS) {
      this.consume(K.MINUS);
      return MOD_NOT;
    }
    if (k === K.NOT) {
      this.consume(K.NOT);
      return MOD_NOT;
    }
    this.la1[3] = this.gen;
    return MOD_NONE;
  }

  topLevel(field: string | null): Q | null {
    const q = this.query(field);
    this.consume(K.EOF);
    return q;
  }

  private query(field: string | null): Q | null {
    const clauses: Clause<Q>[] = [];
    let firstQuery: Q | null = null;
    if (this.jj2(0, 2)) firstQuery = this.multiTerm(field, clauses);
    else {
      if (!CLAUSE_START.has(this.peek())) {
        this.la1[4] = this.gen;
        this.consume(-1);
      }
      const mods = this.modifiers();
      const q = this.clause(field);
      this.addClause(clauses, CONJ_NONE, mods, q);
      if (mods === MOD_NONE) firstQuery = q;
    }
    for (;;) {
      if (!LOOP_START.has(this.peek())) {
        this.la1[5] = this.gen;
        break;
      }
      if (this.jj2(1, 2)) this.multiTerm(field, clauses);
      else {
        const conj = this.conjunction();
        const mods = this.modifiers();
        const q = this.clause(field);
        this.addClause(clauses, conj, mods, q);
      }
    }
    if (clauses.length === 1 && firstQuery !== null) return firstQuery;
    return this.b.boolean(clauses);
  }

  private clause(field: string | null): Q | null {
    let boost: Token | null = null;
    if (this.jj2(2, 2)) {
      const k = this.peek();
      if (k === K.TERM) {
        const f = this.consume(K.TERM);
        this.consume(K.COLON);
        field = discardEscapeChar(f.image);
      } else if (k === K.STAR) {
        this.consume(K.STAR);
        this.consume(K.COLON);
        field = '*';
      } else {
        this.la1[7] = this.gen;
        this.consume(-1);
      }
    }
    let q: Q | null;
    const k = this.peek();
    if (TERM_START.has(k)) q = this.term(field);
    else if (k === K.LPAREN) {
      this.consume(K.LPAREN);
      q = this.query(field);
      this.consume(K.RPAREN);
      if (this.peek() === K.CARAT) {
        this.consume(K.CARAT);
        boost = this.consume(K.NUMBER);
      } else this.la1[8] = this.gen;
    } else {
      this.la1[9] = this.gen;
      this.consume(-1);
      throw new Error('unreachable');
    }
    return this.handleBoost(q, boost);
  }

  /** The optional `^boost` and `~slop` after a term or phrase (either order), at choice points a..d. */
  private suffixes(a: number, b: number, c: number, d: number): { boost: Token | null; fuzzy: Token | null } {
    let boost: Token | null = null;
    let fuzzy: Token | null = null;
    const k = this.peek();
    if (k === K.CARAT) {
      this.consume(K.CARAT);
      boost = this.consume(K.NUMBER);
      if (this.peek() === K.FUZZY_SLOP) fuzzy = this.consume(K.FUZZY_SLOP);
      else this.la1[a] = this.gen;
    } else if (k === K.FUZZY_SLOP) {
      fuzzy = this.consume(K.FUZZY_SLOP);
      if (this.peek() === K.CARAT) {
        this.consume(K.CARAT);
        boost = this.consume(K.NUMBER);
      } else this.la1[b] = this.gen;
    } else this.la1[d] = this.gen;
    void c;
    return { boost, fuzzy };
  }

  private term(field: string | null): Q | null {
    const k = this.peek();
    if (k === K.BAREOPER || k === K.STAR || k === K.TERM || k === K.PREFIXTERM || k === K.WILDTERM || k === K.REGEXPTERM || k === K.NUMBER) {
      const term = this.consume(k);
      const image = k === K.BAREOPER ? term.image.slice(0, 1) : term.image;
      const { boost, fuzzy } = this.suffixes(11, 12, 13, 14);
      const q = this.bareToken(field, image, fuzzy, k === K.PREFIXTERM, k === K.STAR || k === K.WILDTERM, k === K.REGEXPTERM);
      return this.handleBoost(q, boost);
    }
    if (k === K.RANGEIN_START || k === K.RANGEEX_START) {
      const startInc = k === K.RANGEIN_START;
      this.consume(k);
      const goop = (at: number): Token => {
        const g = this.peek();
        if (g === K.RANGE_GOOP || g === K.RANGE_QUOTED || g === K.RANGE_TO) return this.consume(g);
        this.la1[at] = this.gen;
        this.consume(-1);
        throw new Error('unreachable');
      };
      const g1 = goop(16);
      this.consume(K.RANGE_TO);
      const g2 = goop(17);
      const e = this.peek();
      let endInc = false;
      if (e === K.RANGEIN_END) {
        this.consume(e);
        endInc = true;
      } else if (e === K.RANGEEX_END) this.consume(e);
      else {
        this.la1[18] = this.gen;
        this.consume(-1);
      }
      let boost: Token | null = null;
      if (this.peek() === K.CARAT) {
        this.consume(K.CARAT);
        boost = this.consume(K.NUMBER);
      } else this.la1[19] = this.gen;
      const part = (g: Token): string | null => (g.kind === K.RANGE_QUOTED ? g.image.slice(1, -1) : g.image === '*' ? null : g.image);
      const p1 = part(g1);
      const p2 = part(g2);
      const q = this.b.range(field, p1 === null ? null : discardEscapeChar(p1), p2 === null ? null : discardEscapeChar(p2), startInc, endInc);
      return this.handleBoost(q, boost);
    }
    if (k === K.QUOTED) {
      const term = this.consume(K.QUOTED);
      const { boost, fuzzy } = this.suffixes(20, 21, 22, 23);
      let slop = this.b.phraseSlop;
      if (fuzzy) {
        const f = parseJavaFloat(fuzzy.image.slice(1));
        if (f !== undefined) slop = Math.trunc(f);
      }
      const q = this.b.phrase(field, discardEscapeChar(term.image.slice(1, -1)), slop);
      return this.handleBoost(q, boost);
    }
    this.la1[24] = this.gen;
    this.consume(-1);
    throw new Error('unreachable');
  }

  private bareToken(field: string | null, image: string, fuzzySlop: Token | null, prefix: boolean, wildcard: boolean, regexp: boolean): Q | null {
    const termImage = discardEscapeChar(image);
    if (wildcard) return this.b.wildcard(field, image);
    if (prefix) return this.b.prefix(field, discardEscapeChar(image.slice(0, -1)));
    if (regexp) return this.b.regexp(field, image.slice(1, -1));
    if (fuzzySlop) return this.b.fuzzy(field, termImage, fuzzySlop.image);
    return this.b.field(field, termImage);
  }

  private multiTerm(field: string | null, clauses: Clause<Q>[]): Q | null {
    const text = this.consume(K.TERM);
    let image = text.image;
    if (!(this.getToken(1).kind === K.TERM && !DISALLOWED_POST_MULTI_TERM.has(this.getToken(2).kind))) this.consume(-1);
    for (;;) {
      const following = this.consume(K.TERM);
      image += ` ${following.image}`;
      if (!(this.getToken(1).kind === K.TERM && !DISALLOWED_POST_MULTI_TERM.has(this.getToken(2).kind))) break;
    }
    const q = this.b.field(field, discardEscapeChar(image));
    this.addMultiTermClauses(clauses, q);
    return q;
  }

  private handleBoost(q: Q | null, boost: Token | null): Q | null {
    if (!boost || q === null) return q;
    const f = parseJavaFloat(boost.image);
    return this.b.boost(q, f === undefined ? 1 : Math.fround(f));
  }

  private addClause(clauses: Clause<Q>[], conj: number, mods: number, q: Q | null): void {
    if (clauses.length > 0 && conj === CONJ_AND) {
      const c = clauses[clauses.length - 1]!;
      if (c.occur !== 'must_not') c.occur = 'must';
    }
    if (clauses.length > 0 && this.b.and && conj === CONJ_OR) {
      const c = clauses[clauses.length - 1]!;
      if (c.occur !== 'must_not') c.occur = 'should';
    }
    if (q === null) return;
    let required: boolean;
    let prohibited: boolean;
    if (!this.b.and) {
      prohibited = mods === MOD_NOT;
      required = mods === MOD_REQ;
      if (conj === CONJ_AND && !prohibited) required = true;
    } else {
      prohibited = mods === MOD_NOT;
      required = !prohibited && conj !== CONJ_OR;
    }
    clauses.push({ q, occur: required ? 'must' : prohibited ? 'must_not' : 'should' });
  }

  private addMultiTermClauses(clauses: Clause<Q>[], q: Q | null): void {
    if (q === null) return;
    const terms = this.b.termClauses(q);
    if (terms) clauses.push(...terms.map((c) => ({ ...c })));
    else clauses.push({ q, occur: this.b.and ? 'must' : 'should' });
  }
}

/** Java's Float.parseFloat for the images the grammar lets through (digits, one dot, an optional suffix). */
function parseJavaFloat(s: string): number | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?$/.test(s)) return undefined;
  return Number(s.replace(/[fFdD]$/, ''));
}

/** ParseException.initialise: "Encountered … at line 1, column N." and the expected token sequences. */
function initialise(current: Token, expected: number[][]): string {
  let exp = '';
  let maxSize = 0;
  for (const seq of expected) {
    maxSize = Math.max(maxSize, seq.length);
    for (const k of seq) exp += `${TOKEN_IMAGE[k]} `;
    if (seq[seq.length - 1] !== 0) exp += '...';
    exp += '\n    ';
  }
  let out = 'Encountered "';
  let tok = current.next;
  for (let i = 0; i < maxSize && tok; i++) {
    if (i !== 0) out += ' ';
    if (tok.kind === 0) {
      out += TOKEN_IMAGE[0];
      break;
    }
    out += ` ${TOKEN_IMAGE[tok.kind]} "${addEscapes(tok.image)} "`;
    tok = tok.next;
  }
  if (current.next) out += `" at line 1, column ${current.next.begin}`;
  out += '.\n';
  if (expected.length > 0) out += (expected.length === 1 ? 'Was expecting:\n    ' : 'Was expecting one of:\n    ') + exp;
  return out;
}

/** QueryParserBase.discardEscapeChar (`\uXXXX` included); throws ClassicParseError on a bad escape. */
export function discardEscapeChar(input: string): string {
  let out = '';
  let escaped = false;
  let mult = 0;
  let code = 0;
  for (const ch of input) {
    if (mult > 0) {
      const h = parseInt(ch, 16);
      if (!/^[0-9a-fA-F]$/.test(ch)) throw new ClassicParseError(`Non-hex character in Unicode escape sequence: ${ch}`, 'parse_exception');
      code += h * mult;
      mult >>>= 4;
      if (mult === 0) {
        out += String.fromCharCode(code);
        code = 0;
      }
    } else if (escaped) {
      if (ch === 'u') mult = 16 * 16 * 16;
      else out += ch;
      escaped = false;
    } else if (ch === '\\') escaped = true;
    else out += ch;
  }
  if (mult > 0) throw new ClassicParseError('Truncated unicode escape sequence.', 'parse_exception');
  if (escaped) throw new ClassicParseError('Term can not end with escape character.', 'parse_exception');
  return out;
}

/** A parse: the query (null when every clause was analysed away) or the ParseException Lucene throws. */
export function parseClassic<Q>(text: string, defaultField: string | null, b: ClassicBuilder<Q>, javacc7: boolean): { q: Q | null } | { error: ClassicParseError; direct: boolean } {
  const parser = new Parser(new TokenManager(text), b);
  try {
    return { q: parser.topLevel(defaultField) };
  } catch (e) {
    if (e instanceof Lexed) return { error: new ClassicParseError(lexicalMessage(e.error, javacc7), 'token_mgr_error'), direct: false };
    if (e instanceof ClassicParseError) return { error: e, direct: false };
    throw e;
  }
}
