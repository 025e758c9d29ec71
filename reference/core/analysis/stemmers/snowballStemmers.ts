/**
 * The Snowball stemmers of Lucene 9.12 (org.tartarus.snowball.ext.*Stemmer, generated from Snowball commit
 * d8cf01dd, "2.0.0-61", with Lucene's snowball.patch), by the class-name stem Lucene's SnowballFilter and ES's
 * `snowball` filter take (`Danish`, `German2`, `Kp`, ...).
 *
 * Source of each: the `@orama/stemmers` package where its stemmer gives Snowball's expected output for every
 * word of Snowball's vocabulary at snowball-data 35461050 (the data Lucene's TestSnowballVocab checks against;
 * for Armenian, the first vocabulary the data holds). No npm package holds Basque, Catalan or Estonian at that
 * version: those are Lucene's generated classes ported statement for statement (`snowball/`, issue 27), checked
 * against those classes compiled on 1.3 million words (see snowballStemmers.test.ts). German2, Kp and Lovins are
 * refused by name. English is the hand-written `porter2.ts`, Porter `porter.ts`.
 * Lucene 10 (ES 9, OpenSearch 3) regenerated its stemmers from Snowball 3: those differ, see `snowballStemmer`.
 */
import { stemmer as armenian } from '@orama/stemmers/armenian';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hindi } from '@orama/stemmers/indian';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { stemmer as irish } from '@orama/stemmers/irish';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as lithuanian } from '@orama/stemmers/lithuanian';
import { stemmer as nepali } from '@orama/stemmers/nepali';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { porter2Stem } from './porter2.ts';
import { porterStem } from './porter.ts';
import { BasqueStemmer } from './snowball/basque.ts';
import { CatalanStemmer } from './snowball/catalan.ts';
import { EstonianStemmer } from './snowball/estonian.ts';
import { stemWith } from './snowball/program.ts';

export type Stem = (word: string) => string;

/** Lucene 9.12's Snowball stemmers by class-name stem. */
export const SNOWBALL_STEMMERS: Readonly<Record<string, Stem>> = {
  Armenian: armenian,
  Basque: stemWith(() => new BasqueStemmer()),
  Catalan: stemWith(() => new CatalanStemmer()),
  Danish: danish,
  Dutch: dutch,
  English: porter2Stem,
  Estonian: stemWith(() => new EstonianStemmer()),
  Finnish: finnish,
  French: french,
  German: german,
  Greek: greek,
  Hindi: hindi,
  Hungarian: hungarian,
  Indonesian: indonesian,
  Irish: irish,
  Italian: italian,
  Lithuanian: lithuanian,
  Nepali: nepali,
  Norwegian: norwegian,
  Porter: porterStem,
  Portuguese: portuguese,
  Romanian: romanian,
  Russian: russian,
  Serbian: serbian,
  Spanish: spanish,
  Swedish: swedish,
  Turkish: turkish,
};

/**
 * Lucene 9.12's other Snowball classes: refused as not simulated. Arabic's, Tamil's and Yiddish's output no
 * vocabulary here pins (their data are empty); German2, Kp and Lovins have no npm package at Lucene's Snowball
 * version.
 */
const UNVERIFIED = new Set(['Arabic', 'Tamil', 'Yiddish', 'German2', 'Kp', 'Lovins']);

/**
 * The classes whose Lucene 8 and Lucene 10 builds stem every word as Lucene 9.12's does: lucene-analyzers-common
 * 8.7.0's BasqueStemmer and CatalanStemmer, and Snowball 3.1.1's basque and catalan (the `multilingual-stemmer`
 * package, newer than Lucene 10's Snowball 3.0.0), gave the same stem for each of the 1.0 million words the port
 * was checked on. Estonian is not among them: Lucene 8.7's leaves `finiški` whole (no `š`/`ž` before `-ki`) and
 * Snowball 3.1.1's differs on 549 of 342,449 words (apostrophes, among others).
 */
const SAME_IN_LUCENE8_AND_10 = new Set(['Basque', 'Catalan']);

/**
 * The stemmer Lucene's SnowballFilter loads for a class-name stem (case-sensitive there: Class.forName of
 * `org.tartarus.snowball.ext.<name>Stemmer`): a stemmer, `not-held` (a Lucene class the simulator lacks, or any
 * but English and Porter outside Lucene 9 profiles, see AnalysisCapabilities.lucene9Snowball, save Basque and
 * Catalan on Lucene 8 and 10 ones, `basqueCatalanSnowball`) or `unknown`.
 */
export function snowballStemmer(name: string, lucene9: boolean, basqueCatalan = false): Stem | 'not-held' | 'unknown' {
  if (UNVERIFIED.has(name)) return 'not-held';
  if (!Object.hasOwn(SNOWBALL_STEMMERS, name)) return 'unknown';
  if (!lucene9 && name !== 'English' && name !== 'Porter' && !(basqueCatalan && SAME_IN_LUCENE8_AND_10.has(name))) return 'not-held';
  return SNOWBALL_STEMMERS[name];
}
