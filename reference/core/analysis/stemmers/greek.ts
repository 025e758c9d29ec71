/**
 * Lucene's GreekStemmer (Ntais's stemmer for Greek: 22 rules over a lower-cased, unaccented word, as
 * GreekLowerCaseFilter leaves it; the `greek` analyzer and `stemmer` `greek`). Rules 0–20 each strip a suffix
 * and may give part of it back for listed stems; only when none of them changed the word does the "long list"
 * (rule 21) apply; rule 22 strips comparative and superlative endings. Ported rule for rule, Java's operator
 * precedence in rules 0 and 8 included (there `len > n && a || b || c` lets b and c match at any length).
 */
import { charStemmer, endsWith, setEnd } from './stemUtil.ts';

const ends = (s: string[], len: number, list: string): boolean => list.split(' ').some((x) => endsWith(s, len, x));
const exact = (words: string) => {
  const set = new Set(words.split(' '));
  return (s: string[], len: number): boolean => set.has(s.slice(0, len).join(''));
};
const vowel = (s: string[], len: number): boolean => len > 0 && 'αεηιουω'.includes(s[len - 1]!);
const vowelNoY = (s: string[], len: number): boolean => len > 0 && 'αεηιοω'.includes(s[len - 1]!);

function rule0(s: string[], len: number): number {
  if (len > 9 && ends(s, len, 'καθεστωτοσ καθεστωτων')) return len - 4;
  if (len > 8 && ends(s, len, 'γεγονοτοσ γεγονοτων')) return len - 4;
  if (len > 8 && endsWith(s, len, 'καθεστωτα')) return len - 3;
  if (len > 7 && ends(s, len, 'τατογιου τατογιων')) return len - 4;
  if (len > 7 && endsWith(s, len, 'γεγονοτα')) return len - 3;
  if (len > 7 && endsWith(s, len, 'καθεστωσ')) return len - 2;
  if ((len > 6 && endsWith(s, len, 'σκαγιου')) || ends(s, len, 'σκαγιων ολογιου ολογιων κρεατοσ κρεατων περατοσ περατων τερατοσ τερατων')) return len - 4;
  if (len > 6 && endsWith(s, len, 'τατογια')) return len - 3;
  if (len > 6 && endsWith(s, len, 'γεγονοσ')) return len - 2;
  if (len > 5 && ends(s, len, 'φαγιου φαγιων σογιου σογιων')) return len - 4;
  if (len > 5 && ends(s, len, 'σκαγια ολογια κρεατα περατα τερατα')) return len - 3;
  if (len > 4 && ends(s, len, 'φαγια σογια φωτοσ φωτων')) return len - 3;
  if (len > 4 && ends(s, len, 'κρεασ περασ τερασ')) return len - 2;
  if (len > 3 && endsWith(s, len, 'φωτα')) return len - 2;
  if (len > 2 && endsWith(s, len, 'φωσ')) return len - 1;
  return len;
}

function rule1(s: string[], len: number): number {
  if (len > 4 && ends(s, len, 'αδεσ αδων')) {
    len -= 4;
    if (!ends(s, len, 'οκ μαμ μαν μπαμπ πατερ γιαγι νταντ κυρ θει πεθερ')) len += 2;
  }
  return len;
}

function rule2(s: string[], len: number): number {
  if (len > 4 && ends(s, len, 'εδεσ εδων')) {
    len -= 4;
    if (ends(s, len, 'οπ ιπ εμπ υπ γηπ δαπ κρασπ μιλ')) len += 2;
  }
  return len;
}

function rule3(s: string[], len: number): number {
  if (len > 5 && ends(s, len, 'ουδεσ ουδων')) {
    len -= 5;
    if (ends(s, len, 'αρκ καλιακ πεταλ λιχ πλεξ σκ σ φλ φρ βελ λουλ χν σπ τραγ φε')) len += 3;
  }
  return len;
}

const exc4 = exact('θ δ ελ γαλ ν π ιδ παρ');
function rule4(s: string[], len: number): number {
  if (len > 3 && ends(s, len, 'εωσ εων')) {
    len -= 3;
    if (exc4(s, len)) len++;
  }
  return len;
}

function rule5(s: string[], len: number): number {
  if (len > 2 && endsWith(s, len, 'ια')) {
    len -= 2;
    if (vowel(s, len)) len++;
  } else if (len > 3 && ends(s, len, 'ιου ιων')) {
    len -= 3;
    if (vowel(s, len)) len++;
  }
  return len;
}

const exc6 = exact('αλ αδ ενδ αμαν αμμοχαλ ηθ ανηθ αντιδ φυσ βρωμ γερ εξωδ καλπ καλλιν καταδ μουλ μπαν μπαγιατ μπολ μποσ νιτ ξικ συνομηλ πετσ πιτσ πικαντ πλιατσ ποστελν πρωτοδ σερτ συναδ τσαμ υποδ φιλον φυλοδ χασ');
function rule6(s: string[], len: number): number {
  let removed = false;
  if (len > 3 && ends(s, len, 'ικα ικο')) {
    len -= 3;
    removed = true;
  } else if (len > 4 && ends(s, len, 'ικου ικων')) {
    len -= 4;
    removed = true;
  }
  if (removed && (vowel(s, len) || exc6(s, len))) len += 2;
  return len;
}

const exc7 = exact('αναπ αποθ αποκ αποστ βουβ ξεθ ουλ πεθ πικρ ποτ σιχ χ');
function rule7(s: string[], len: number): number {
  if (len === 5 && endsWith(s, len, 'αγαμε')) return len - 1;
  if (len > 7 && endsWith(s, len, 'ηθηκαμε')) len -= 7;
  else if (len > 6 && endsWith(s, len, 'ουσαμε')) len -= 6;
  else if (len > 5 && ends(s, len, 'αγαμε ησαμε ηκαμε')) len -= 5;
  if (len > 3 && endsWith(s, len, 'αμε')) {
    len -= 3;
    if (exc7(s, len)) len += 2;
  }
  return len;
}

const exc8a = exact('τρ τσ');
const exc8b = exact('βετερ βουλκ βραχμ γ δραδουμ θ καλπουζ καστελ κορμορ λαοπλ μωαμεθ μ μουσουλμ ν ουλ π πελεκ πλ πολισ πορτολ σαρακατσ σουλτ τσαρλατ ορφ τσιγγ τσοπ φωτοστεφ χ ψυχοπλ αγ ορφ γαλ γερ δεκ διπλ αμερικαν ουρ πιθ πουριτ σ ζωντ ικ καστ κοπ λιχ λουθηρ μαιντ μελ σιγ σπ στεγ τραγ τσαγ φ ερ αδαπ αθιγγ αμηχ ανικ ανοργ απηγ απιθ ατσιγγ βασ βασκ βαθυγαλ βιομηχ βραχυκ διατ διαφ ενοργ θυσ καπνοβιομηχ καταγαλ κλιβ κοιλαρφ λιβ μεγλοβιομηχ μικροβιομηχ νταβ ξηροκλιβ ολιγοδαμ ολογαλ πενταρφ περηφ περιτρ πλατ πολυδαπ πολυμηχ στεφ ταβ τετ υπερηφ υποκοπ χαμηλοδαπ ψηλοταβ');
function rule8(s: string[], len: number): number {
  let removed = false;
  if (len > 8 && endsWith(s, len, 'ιουντανε')) {
    len -= 8;
    removed = true;
  } else if ((len > 7 && endsWith(s, len, 'ιοντανε')) || ends(s, len, 'ουντανε ηθηκανε')) {
    len -= 7;
    removed = true;
  } else if ((len > 6 && endsWith(s, len, 'ιοτανε')) || ends(s, len, 'οντανε ουσανε')) {
    len -= 6;
    removed = true;
  } else if ((len > 5 && endsWith(s, len, 'αγανε')) || ends(s, len, 'ησανε οτανε ηκανε')) {
    len -= 5;
    removed = true;
  }
  if (removed && exc8a(s, len)) {
    len += 4;
    setEnd(s, len, 'αγαν');
  }
  if (len > 3 && endsWith(s, len, 'ανε')) {
    len -= 3;
    if (vowelNoY(s, len) || exc8b(s, len)) len += 2;
  }
  return len;
}

const exc9 = exact('αβαρ βεν εναρ αβρ αδ αθ αν απλ βαρον ντρ σκ κοπ μπορ νιφ παγ παρακαλ σερπ σκελ συρφ τοκ υ δ εμ θαρρ θ');
function rule9(s: string[], len: number): number {
  if (len > 5 && endsWith(s, len, 'ησετε')) len -= 5;
  if (len > 3 && endsWith(s, len, 'ετε')) {
    len -= 3;
    if (exc9(s, len) || vowelNoY(s, len) || ends(s, len, 'οδ αιρ φορ ταθ διαθ σχ ενδ ευρ τιθ υπερθ ραθ ενθ ροθ σθ πυρ αιν συνδ συν συνθ χωρ πον βρ καθ ευθ εκθ νετ ρον αρκ βαρ βολ ωφελ')) len += 2;
  }
  return len;
}

function rule10(s: string[], len: number): number {
  if (len > 5 && ends(s, len, 'οντασ ωντασ')) {
    len -= 5;
    if (len === 3 && endsWith(s, len, 'αρχ')) {
      len += 3;
      s[len - 3] = 'ο';
    }
    if (endsWith(s, len, 'κρε')) {
      len += 3;
      s[len - 3] = 'ω';
    }
  }
  return len;
}

function rule11(s: string[], len: number): number {
  if (len > 6 && endsWith(s, len, 'ομαστε')) {
    len -= 6;
    if (len === 2 && endsWith(s, len, 'ον')) len += 5;
  } else if (len > 7 && endsWith(s, len, 'ιομαστε')) {
    len -= 7;
    if (len === 2 && endsWith(s, len, 'ον')) {
      len += 5;
      setEnd(s, len, 'ομαστ');
    }
  }
  return len;
}

const exc12a = exact('π απ συμπ ασυμπ ακαταπ αμεταμφ');
const exc12b = exact('αλ αρ εκτελ ζ μ ξ παρακαλ αρ προ νισ');
function rule12(s: string[], len: number): number {
  if (len > 5 && endsWith(s, len, 'ιεστε')) {
    len -= 5;
    if (exc12a(s, len)) len += 4;
  }
  if (len > 4 && endsWith(s, len, 'εστε')) {
    len -= 4;
    if (exc12b(s, len)) len += 3;
  }
  return len;
}

const exc13 = exact('διαθ θ παρακαταθ προσθ συνθ');
function rule13(s: string[], len: number): number {
  if (len > 6 && endsWith(s, len, 'ηθηκεσ')) len -= 6;
  else if (len > 5 && ends(s, len, 'ηθηκα ηθηκε')) len -= 5;
  let removed = false;
  if (len > 4 && endsWith(s, len, 'ηκεσ')) {
    len -= 4;
    removed = true;
  } else if (len > 3 && ends(s, len, 'ηκα ηκε')) {
    len -= 3;
    removed = true;
  }
  if (removed && (exc13(s, len) || ends(s, len, 'σκωλ σκουλ ναρθ σφ οθ πιθ'))) len += 2;
  return len;
}

const exc14 = exact('φαρμακ χαδ αγκ αναρρ βρομ εκλιπ λαμπιδ λεχ μ πατ ρ λ μεδ μεσαζ υποτειν αμ αιθ ανηκ δεσποζ ενδιαφερ δε δευτερευ καθαρευ πλε τσα');
function rule14(s: string[], len: number): number {
  let removed = false;
  if (len > 5 && endsWith(s, len, 'ουσεσ')) {
    len -= 5;
    removed = true;
  } else if (len > 4 && ends(s, len, 'ουσα ουσε')) {
    len -= 4;
    removed = true;
  }
  if (removed && (exc14(s, len) || vowel(s, len) || ends(s, len, 'ποδαρ βλεπ πανταχ φρυδ μαντιλ μαλλ κυματ λαχ ληγ φαγ ομ πρωτ'))) len += 3;
  return len;
}

const exc15a = exact('αβαστ πολυφ αδηφ παμφ ρ ασπ αφ αμαλ αμαλλι ανυστ απερ ασπαρ αχαρ δερβεν δροσοπ ξεφ νεοπ νομοτ ολοπ ομοτ προστ προσωποπ συμπ συντ τ υποτ χαρ αειπ αιμοστ ανυπ αποτ αρτιπ διατ εν επιτ κροκαλοπ σιδηροπ λ ναυ ουλαμ ουρ π τρ μ');
const exc15b = exact('ψοφ ναυλοχ');
function rule15(s: string[], len: number): number {
  let removed = false;
  if (len > 4 && endsWith(s, len, 'αγεσ')) {
    len -= 4;
    removed = true;
  } else if (len > 3 && ends(s, len, 'αγα αγε')) {
    len -= 3;
    removed = true;
  }
  if (removed) {
    const cond1 = exc15a(s, len) || ends(s, len, 'οφ πελ χορτ λλ σφ ρπ φρ πρ λοχ σμην');
    const cond2 = exc15b(s, len) || endsWith(s, len, 'κολλ');
    if (cond1 && !cond2) len += 2;
  }
  return len;
}

const exc16 = exact('ν χερσον δωδεκαν ερημον μεγαλον επταν');
function rule16(s: string[], len: number): number {
  let removed = false;
  if (len > 4 && endsWith(s, len, 'ησου')) {
    len -= 4;
    removed = true;
  } else if (len > 3 && ends(s, len, 'ησε ησα')) {
    len -= 3;
    removed = true;
  }
  if (removed && exc16(s, len)) len += 2;
  return len;
}

const exc17 = exact('ασβ σβ αχρ χρ απλ αειμν δυσχρ ευχρ κοινοχρ παλιμψ');
function rule17(s: string[], len: number): number {
  if (len > 4 && endsWith(s, len, 'ηστε')) {
    len -= 4;
    if (exc17(s, len)) len += 3;
  }
  return len;
}

/** Rules 18 and 19: -ουνε / -ουμε (and -ησ/-ηθ forms), `ουν` / `ουμ` put back after listed stems. */
function ruleOu(exc: (s: string[], len: number) => boolean, long: string, short: string, back: string) {
  return (s: string[], len: number): number => {
    let removed = false;
    if (len > 6 && ends(s, len, long)) {
      len -= 6;
      removed = true;
    } else if (len > 4 && endsWith(s, len, short)) {
      len -= 4;
      removed = true;
    }
    if (removed && exc(s, len)) {
      len += 3;
      setEnd(s, len, back);
    }
    return len;
  };
}
const rule18 = ruleOu(exact('ν ρ σπι στραβομουτσ κακομουτσ εξων'), 'ησουνε ηθουνε', 'ουνε', 'ουν');
const rule19 = ruleOu(exact('παρασουσ φ χ ωριοπλ αζ αλλοσουσ ασουσ'), 'ησουμε ηθουμε', 'ουμε', 'ουμ');

function rule20(s: string[], len: number): number {
  if (len > 5 && ends(s, len, 'ματων ματοσ')) len -= 3;
  else if (len > 4 && endsWith(s, len, 'ματα')) len -= 2;
  return len;
}

/** The long list: [length the word must exceed, suffixes], longest first. */
const LONG_LIST: [number, string][] = [
  [9, 'ιοντουσαν'],
  [8, 'ιομασταν ιοσασταν ιουμαστε οντουσαν'],
  [7, 'ιεμαστε ιεσαστε ιομουνα ιοσαστε ιοσουνα ιουνται ιουνταν ηθηκατε ομασταν οσασταν ουμαστε'],
  [6, 'ιομουν ιονταν ιοσουν ηθειτε ηθηκαν ομουνα οσαστε οσουνα ουνται ουνταν ουσατε'],
  [5, 'αγατε ιεμαι ιεται ιεσαι ιοταν ιουμα ηθεισ ηθουν ηκατε ησατε ησουν ομουν ονται ονταν οσουν ουμαι ουσαν'],
  [4, 'αγαν αμαι ασαι αται ειτε εσαι εται ηδεσ ηδων ηθει ηκαν ησαν ησει ησεσ ομαι οταν'],
  [3, 'αει εισ ηθω ησω ουν ουσ'],
  [2, 'αν ασ αω ει εσ ησ οι οσ ου υσ ων'],
];
function rule21(s: string[], len: number): number {
  for (const [min, list] of LONG_LIST) if (len > min && ends(s, len, list)) return len - min;
  if (len > 1 && vowel(s, len)) return len - 1;
  return len;
}

function rule22(s: string[], len: number): number {
  if (ends(s, len, 'εστερ εστατ')) return len - 5;
  if (ends(s, len, 'οτερ οτατ υτερ υτατ ωτερ ωτατ')) return len - 4;
  return len;
}

const SHORT_RULES = [rule0, rule1, rule2, rule3, rule4, rule5, rule6, rule7, rule8, rule9, rule10, rule11, rule12, rule13, rule14, rule15, rule16, rule17, rule18, rule19, rule20];

function stem(s: string[], len: number): number {
  if (len < 4) return len;
  const origLen = len;
  for (const rule of SHORT_RULES) len = rule(s, len);
  if (len === origLen) len = rule21(s, len);
  return rule22(s, len);
}

export const greekStem = charStemmer(stem);
