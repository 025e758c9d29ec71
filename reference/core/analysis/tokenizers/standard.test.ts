/**
 * The standard tokenizer against Lucene's own TestStandardAnalyzer cases (lucene/analysis/common,
 * org.apache.lucene.analysis.standard.TestStandardAnalyzer) and the ES reference's examples.
 */
import { describe, expect, it } from 'vitest';
import { asciiStandardTokens, bufferLimited, standardTokens, unicodeStandardTokens } from './standard.ts';
import { uaxUrlEmailTokens } from './uaxUrlEmail.ts';

const terms = (s: string) => standardTokens(s).map((t) => t.term);
const types = (s: string) => standardTokens(s).map((t) => t.type);

describe('standard tokenizer: TestStandardAnalyzer', () => {
  it('testArmenian, testAmharic-like alphabets: words and numbers', () => {
    expect(terms('Վիքիպեդիայի 13 միլիոն հոդվածները (4,600` հայերեն վիքիպեդիայում)')).toEqual(['Վիքիպեդիայի', '13', 'միլիոն', 'հոդվածները', '4,600', 'հայերեն', 'վիքիպեդիայում']);
  });
  it('testChinese: each ideograph alone, full-width digits and letters as words', () => {
    expect(terms('我是中国人。 １２３４ Ｔｅｓｔｓ ')).toEqual(['我', '是', '中', '国', '人', '１２３４', 'Ｔｅｓｔｓ']);
  });
  it('testKorean: Hangul words whole, typed <HANGUL>', () => {
    expect(terms('안녕하세요 한글입니다')).toEqual(['안녕하세요', '한글입니다']);
    expect(types('훈민정음')).toEqual(['<HANGUL>']);
  });
  it('testJapanese: ideographs and hiragana one by one, katakana runs whole', () => {
    expect(standardTokens('仮名遣い カタカナ').map((t) => [t.term, t.type])).toEqual([
      ['仮', '<IDEOGRAPHIC>'], ['名', '<IDEOGRAPHIC>'], ['遣', '<IDEOGRAPHIC>'], ['い', '<HIRAGANA>'], ['カタカナ', '<KATAKANA>'],
    ]);
  });
  it('testThai / testLao: a South-East Asian run is one token', () => {
    expect(standardTokens('การที่ได้ต้องแสดงว่างานดี').map((t) => [t.term, t.type])).toEqual([['การที่ได้ต้องแสดงว่างานดี', '<SOUTHEAST_ASIAN>']]);
    expect(terms('ສາທາລະນະ ລັດ ປະຊາທິປະໄຕ ປະຊາຊົນລາວ')).toEqual(['ສາທາລະນະ', 'ລັດ', 'ປະຊາທິປະໄຕ', 'ປະຊາຊົນລາວ']);
  });
  it('testSupplementary: ideographs outside the BMP, offsets in UTF-16 units', () => {
    expect(standardTokens('𩬅艱鍟').map((t) => [t.term, t.start, t.end])).toEqual([['𩬅', 0, 2], ['艱', 2, 3], ['鍟', 3, 4]]);
  });
  it('testCombiningMarks: a mark stays with its base', () => {
    expect(terms('ざ')).toEqual(['ざ']);
    expect(terms('ザ')).toEqual(['ザ']);
  });
  it('testApostrophesSA, testNumericSA, testTextWithNumbersSA, testVariousTextSA', () => {
    expect(terms("O'Reilly")).toEqual(["O'Reilly"]);
    expect(terms("you're")).toEqual(["you're"]);
    expect(terms('21.35')).toEqual(['21.35']);
    expect(terms('R2D2 C3PO')).toEqual(['R2D2', 'C3PO']);
    expect(terms('216.239.63.104')).toEqual(['216.239.63.104']);
    expect(terms('David has 5000 bones')).toEqual(['David', 'has', '5000', 'bones']);
    expect(terms('foo      bar .  FOO <> BAR')).toEqual(['foo', 'bar', 'FOO', 'BAR']);
    expect(terms('"QUOTED" word')).toEqual(['QUOTED', 'word']);
  });
  it('testOffsets and testTypes', () => {
    expect(standardTokens('David has 5000 bones').map((t) => [t.start, t.end, t.type])).toEqual([
      [0, 5, '<ALPHANUM>'], [6, 9, '<ALPHANUM>'], [10, 14, '<NUM>'], [15, 20, '<ALPHANUM>'],
    ]);
  });
  it('testEmoji, testEmojiSequence, testEmojiFlagSequence, testEmojiKeycapSequence, testEmojiTokenization', () => {
    expect(standardTokens('💩 💩💩').map((t) => [t.term, t.type])).toEqual([['💩', '<EMOJI>'], ['💩', '<EMOJI>'], ['💩', '<EMOJI>']]);
    expect(terms('👩‍❤️‍👩')).toEqual(['👩‍❤️‍👩']);
    expect(terms('🇺🇸')).toEqual(['🇺🇸']);
    expect(types('#️⃣')).toEqual(['<EMOJI>']);
    expect(terms('poo💩poo')).toEqual(['poo', '💩', 'poo']);
    expect(terms('💩中國💩')).toEqual(['💩', '中', '國', '💩']);
  });
});

describe('standard tokenizer: max_token_length', () => {
  it('testMaxTokenLengthDefault: a token longer than 255 is cut into pieces of 255', () => {
    const b = 'b'.repeat(255);
    expect(bufferLimited(standardTokens, `x ${b} ${b}b`, 255).map((t) => t.term)).toEqual(['x', b, b, 'b']);
  });
  it('ES docs (standard tokenizer, max_token_length 5)', () => {
    expect(bufferLimited(standardTokens, "The 2 QUICK Brown-Foxes jumped over the lazy dog's bone.", 5).map((t) => t.term)).toEqual([
      'The', '2', 'QUICK', 'Brown', 'Foxes', 'jumpe', 'd', 'over', 'the', 'lazy', "dog's", 'bone',
    ]);
  });
  it('the window ends the look-ahead too: a mid-word `.` with no letter seen after it ends the word', () => {
    // UAX29URLEmailTokenizer with max_token_length 5 (the ES uax_url_email page's second example): the
    // address is no e-mail in a 5-character window, `.` and `@` and `-` split, `nal.c` stays whole.
    const toks = uaxUrlEmailTokens('john.smith@global-international.com', 5);
    expect(toks.map((t) => [t.term, t.start, t.end, t.type])).toEqual([
      ['john', 0, 4, '<ALPHANUM>'], ['smith', 5, 10, '<ALPHANUM>'], ['globa', 11, 16, '<ALPHANUM>'], ['l', 16, 17, '<ALPHANUM>'],
      ['inter', 18, 23, '<ALPHANUM>'], ['natio', 23, 28, '<ALPHANUM>'], ['nal.c', 28, 33, '<ALPHANUM>'], ['om', 33, 35, '<ALPHANUM>'],
    ]);
    expect(bufferLimited(standardTokens, 'ab john.smith', 5).map((t) => t.term)).toEqual(['ab', 'john', 'smith']);
  });
});

describe('standard tokenizer: the ASCII path agrees with the general one', () => {
  it('on words, numbers, mid-letters and mid-numbers, underscores and punctuation', () => {
    const samples = [
      "The 2 QUICK Brown-Foxes jumped over the lazy dog's bone.", 'foo:bar a:1 x.y 3.4 a,b 1,2 1;2 a;b', "O'Reilly 's x' 'y 1'2",
      '___ _a_ a_1 1_a __1__ a..b 1..2 a.1 1.a', 'e-mail: joe@example.com, http://x.y/z?q=1&r=2#f', 'tab\there\nnew line  a. b, c; d:',
      '216.239.63.104 R2D2 C3PO 21.35 $100.00 (555) 123-4567', '', '   ', "it's 'quoted' \"double\" a'b'c 1'000'000",
    ];
    for (const s of samples) expect(asciiStandardTokens(s), s).toEqual(unicodeStandardTokens(s));
  });
  it('on random ASCII strings (a property: 2,000 strings over the classes that matter)', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const alphabet = "aZ09_:.',;- \t!@#x";
    for (let k = 0; k < 2000; k++) {
      let s = '';
      const len = Math.floor(rnd() * 12);
      for (let j = 0; j < len; j++) s += alphabet[Math.floor(rnd() * alphabet.length)];
      expect(asciiStandardTokens(s), JSON.stringify(s)).toEqual(unicodeStandardTokens(s));
    }
  });
});
