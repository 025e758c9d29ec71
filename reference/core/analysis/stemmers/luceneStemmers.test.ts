/**
 * Ports of Lucene's own (non-Snowball) stemmers, pinned by the cases Lucene's tests pin: TestFrenchLightStemFilter
 * and TestFrenchMinimalStemFilter#testExamples, TestIndonesianStemmer#testExamples/#testIRExamples, and the
 * outputs analysis-common's 20_analyzers.yml / 40_token_filters.yml expect of each language.
 */
import { describe, expect, it } from 'vitest';
import { frenchLightStem, frenchMinimalStem } from './french.ts';
import { indonesianStem } from './indonesian.ts';
import { galicianStem } from './galician.ts';

const pairs = (s: string): [string, string][] => s.trim().split(/\s+/).map((p) => p.split('>') as [string, string]);

describe('FrenchLightStemmer (TestFrenchLightStemFilter#testExamples)', () => {
  it.each(pairs(`
    chevaux>cheval cheval>cheval hiboux>hibou hibou>hibou chantés>chant chanter>chant chante>chant chant>chant
    baronnes>baron barons>baron baron>baron peaux>peau peau>peau anneaux>aneau anneau>aneau neveux>neveu neveu>neveu
    affreux>afreu affreuse>afreu investissement>investi investir>investi assourdissant>asourdi assourdir>asourdi
    pratiquement>pratiqu pratique>pratiqu administrativement>administratif administratif>administratif
    justificatrice>justifi justificateur>justifi justifier>justifi educatrice>eduqu eduquer>eduqu
    communicateur>comuniqu communiquer>comuniqu accompagnatrice>acompagn accompagnateur>acompagn
    administrateur>administr administrer>administr productrice>product producteur>product acheteuse>achet
    acheteur>achet planteur>plant plante>plant poreuse>poreu poreux>poreu plieuse>plieu bijoutière>bijouti
    bijoutier>bijouti caissière>caisi caissier>caisi abrasive>abrasif abrasif>abrasif folle>fou fou>fou
    personnelle>person personne>person complète>complet complet>complet aromatique>aromat faiblesse>faibl
    faible>faibl patinage>patin patin>patin sonorisation>sono ritualisation>rituel rituel>rituel nomination>nomin
    disposition>dispos dispose>dispos 1234555>1234555 12333345>12333345 1234>1234 abcdeff>abcdef abcccddeef>abcdef
    créées>cre 22hh00>22h00 >
  `))('%s → %s', (word, stem) => expect(frenchLightStem(word)).toBe(stem));
});

describe('FrenchMinimalStemmer', () => {
  it('cuts plural and feminine endings of words of six letters or more', () => {
    expect(frenchMinimalStem('chevaux')).toBe('cheval');
    expect(frenchMinimalStem('chantés')).toBe('chant');
    expect(frenchMinimalStem('chats')).toBe('chats');
  });
});

describe('IndonesianStemmer (TestIndonesianStemmer)', () => {
  it.each(pairs(`
    bukukah>buku adalah>ada bukupun>buku bukuku>buku bukumu>buku bukunya>buku mengukur>ukur menyapu>sapu menduga>duga
    menuduh>uduh membaca>baca merusak>rusak pengukur>ukur penyapu>sapu penduga>duga pembaca>baca diukur>ukur
    tersapu>sapu kekasih>kasih berlari>lari belajar>ajar bekerja>kerja perjelas>jelas pelajar>ajar pekerja>kerja
    tarikkan>tarik ambilkan>ambil mengambilkan>ambil makanan>makan janjian>janji perjanjian>janji tandai>tanda
    dapati>dapat mendapati>dapat pantai>panta penyalahgunaan>salahguna menyalahgunakan>salahguna
    disalahgunakan>salahguna pertanggungjawaban>tanggungjawab mempertanggungjawabkan>tanggungjawab
    dipertanggungjawabkan>tanggungjawab pelaksanaan>laksana pelaksana>laksana melaksanakan>laksana
    dilaksanakan>laksana melibatkan>libat terlibat>libat penculikan>culik menculik>culik diculik>culik
    penculik>culik perubahan>ubah peledakan>ledak penanganan>tangan kepolisian>polisi kenaikan>naik
    bersenjata>senjata penyelewengan>seleweng kecelakaan>celaka gigi>gigi
  `))('%s → %s', (word, stem) => expect(indonesianStem(word)).toBe(stem));
});

describe('GalicianStemmer (RSLP steps of galician.rslp)', () => {
  it('runs plural, unification, augmentative, noun or verb, vowel steps and folds accents', () => {
    expect(galicianStem('corresponderá')).toBe('correspond'); // 20_analyzers.yml "galician"
    expect(galicianStem('felizmente')).toBe('feliz');
    expect(galicianStem('cantando')).toBe('cant');
    expect(galicianStem('segue')).toBe('seg');
    // whole-word exceptions of the Plural step keep the plural
    expect(galicianStem('martes')).toBe('martes');
    expect(galicianStem('casas')).toBe('cas');
  });
});
