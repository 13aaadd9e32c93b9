//! One line of an order email, folded for matching, with the way back to the original text.
//!
//! The grammar is matched against the folded line (see [`crate::orders::names::fold_char`]):
//! lowercase, no accents, no apostrophes, single spaces. Diagnostics and the names the parser
//! keeps (a lady, a guest, a password) must quote what the player wrote, so every byte of the
//! folded text remembers the character of the original line it came from.

use crate::orders::names::{fold_ascii, fold_char};

/// A line of the order text, folded, remembering where each folded byte came from.
pub struct Line<'s> {
    /// 1-based line number in the order text.
    pub number: u32,
    /// The line as written (without its line break).
    pub original: &'s str,
    /// The folded line: see the module documentation.
    pub folded: String,
    /// For each byte of `folded`, the index (in characters) of the original character it
    /// came from.
    source: Vec<usize>,
    /// Byte offset in `original` of each character, plus the end.
    char_starts: Vec<usize>,
    /// When the line was wrapped by the player's mail program and joined again: the index
    /// (in characters of `original`) where each further line of the text starts.
    breaks: Vec<usize>,
    /// The byte ranges of `folded` where a typo was mended ("rapeir" read as "rapier"), for
    /// the acknowledgement to say so.
    pub mended: Vec<(usize, usize)>,
}

/// Titles and orders written short ("Capt. Lucien Breval", "Mlle. Roxanne", "consp."): their dot
/// ends no sentence, so it is dropped from the folded line.
const ABBREVIATIONS: &[&str] = &[
    // Titles and ranks.
    "capt", "cpt", "lt", "lieut", "col", "maj", "gen", "sgt", "cpl", "mlle", "mme", "mr", "mrs",
    "st", "dr", "vs", "sr", "don", "dna", "sra", "srta", "cap", "tte", "gral", "d", "sem", "wk",
    "pvt", "ens", "brig", "sarg", "sgto", "subt",
    // "I accept M. Lucien Vasseur": Monsieur.
    "m",
    // A verb written short before its object ("chall. Ferrand (4th Arq)"), and orders written
    // short ("consp. consumption", "prac. rapier").
    "chall", "consp", "conspic", "prac",
    // A regiment written short inside a name's brackets: "Lt Pontbriand (Card. Gds)". (Not
    // those that end sentences as often: "enemy regt. Then rest".)
    "card",
];

fn without_abbreviation_dots(folded: String, source: Vec<usize>) -> (String, Vec<usize>) {
    let bytes = folded.as_bytes();
    let mut drop = Vec::new();
    for (i, _) in folded.match_indices(". ") {
        let start = folded[..i]
            .char_indices()
            .rev()
            .find(|(_, c)| !c.is_ascii_alphabetic())
            .map_or(0, |(k, c)| k + c.len_utf8());
        if start < i && ABBREVIATIONS.contains(&&folded[start..i]) && i + 2 < bytes.len() {
            drop.push(i);
        }
        // "1. week:", "If she says yes in 3. week": a number with its dot before "week" is
        // an ordinal (German, Turkish, Scandinavian writers), not a sentence's end.
        let digits = folded[..i]
            .bytes()
            .rev()
            .take_while(u8::is_ascii_digit)
            .count();
        let after = &folded[i + 2..];
        // ("2. Week One." is an item's number before a week's label.)
        const COUNTS: &[&str] = &[
            "one", "two", "three", "four", "i", "ii", "iii", "iv", "uno", "dos", "tres", "cuatro",
        ];
        let labelled = |r: &str| {
            let r = r.trim_start_matches([' ', '#']);
            let word = r
                .split(|c: char| !c.is_ascii_alphanumeric())
                .next()
                .unwrap_or("");
            r.starts_with(|c: char| c.is_ascii_digit()) || COUNTS.contains(&word)
        };
        if (1..=2).contains(&digits)
            && ["week", "wk", "semana"].iter().any(|w| {
                after.strip_prefix(w).is_some_and(|r| {
                    !r.starts_with(|c: char| c.is_ascii_alphabetic()) && !labelled(r)
                })
            })
        {
            drop.push(i);
        }
    }
    if drop.is_empty() {
        return (folded, source);
    }
    let mut f = String::with_capacity(folded.len());
    let mut src = Vec::with_capacity(source.len());
    for (i, c) in folded.char_indices() {
        if drop.contains(&i) {
            continue;
        }
        f.push(c);
        src.extend_from_slice(&source[i..i + c.len_utf8()]);
    }
    (f, src)
}

/// Drops the byte ranges `spans` of `folded` with their sources, one space left where words
/// were.
fn without_spans(
    folded: String,
    source: Vec<usize>,
    spans: &[(usize, usize)],
) -> (String, Vec<usize>) {
    if spans.is_empty() {
        return (folded, source);
    }
    let mut f = String::with_capacity(folded.len());
    let mut src = Vec::with_capacity(source.len());
    for (i, c) in folded.char_indices() {
        if spans.iter().any(|(a, b)| (*a..*b).contains(&i))
            || (c == ' ' && (f.is_empty() || f.ends_with(' ')))
        {
            continue;
        }
        f.push(c);
        src.extend_from_slice(&source[i..i + c.len_utf8()]);
    }
    (f, src)
}

/// The words of orders a typo is mended to, as folded.
const ORDER_VOCABULARY: &[&str] = &[
    "practice",
    "practise",
    "rapier",
    "sabre",
    "cutlass",
    "dagger",
    "surrender",
    "endurance",
    "regimental",
    "duty",
    "favour",
    "captain",
    "subaltern",
    "carouse",
    "gamble",
    "gambling",
    "courting",
    "challenge",
    "apologise",
    "apologize",
    "borrow",
    "mistress",
    "bawdyhouse",
    "theatre",
    "companionship",
    "conspicuous",
    "consumption",
    "moneylender",
    "volunteer",
    "regiment",
    "hunters",
    "bothwells",
    "gables",
    // "red phillps": the club's name as a phone types it.
    "phillips",
    "chasseurs",
    "practico",
    "florete",
    "ropera",
    "espada",
    "cortejo",
    "descanso",
    "regimiento",
    "obligaciones",
    "apuestas",
    "resistencia",
    "rendicion",
    "prestamista",
    "burdel",
    "taberna",
    "repayment",
];

/// Orders told of the character in the third person ("he borrows", "practicará"), as the
/// first person the grammar reads ("borrow", "practico").
const THIRD_PERSON: &[(&str, &str)] = &[
    ("practises", "practise"),
    ("practices", "practice"),
    ("borrows", "borrow"),
    ("lends", "lend"),
    ("repays", "repay"),
    ("rests", "rest"),
    ("carouses", "carouse"),
    ("gambles", "gamble"),
    ("courts", "court"),
    ("visits", "visit"),
    ("joins", "join"),
    ("buys", "buy"),
    ("spends", "spend"),
    ("sends", "send"),
    ("issues", "issue"),
    ("takes", "take"),
    ("goes", "go"),
    ("apologises", "apologise"),
    ("apologizes", "apologize"),
    ("trades", "trade"),
    ("asks", "ask"),
    ("proposes", "propose"),
    ("plays", "play"),
    ("wagers", "wager"),
    ("gambles", "gamble"),
    ("demands", "demand"),
    ("uses", "use"),
    ("places", "place"),
    ("pays", "pay"),
    ("solicita", "solicito"),
    ("paga", "pago"),
    ("juega", "juego"),
    ("bebe", "bebo"),
    ("seeks", "seek"),
    ("hosts", "host"),
    ("hires", "hire"),
    ("contrata", "contrato"),
    ("attends", "attend"),
    ("follows", "follow"),
    ("resigns", "resign"),
    ("volunteers", "volunteer"),
    ("practicara", "practico"),
    ("practica", "practico"),
    ("visitara", "visito"),
    ("visita", "visito"),
    ("comprara", "compro"),
    ("compra", "compro"),
    ("regalara", "regalo"),
    ("regala", "regalo"),
    ("cortejara", "cortejo"),
    ("corteja", "cortejo"),
    ("jugara", "juego"),
    ("apostara", "apuesto"),
    ("descansara", "descanso"),
    ("descansa", "descanso"),
    ("acudira", "acudo"),
    ("acude", "acudo"),
    ("pedira", "pido"),
    ("prestara", "presto"),
    ("presta", "presto"),
    ("devolvera", "devuelvo"),
    ("pagara", "pago"),
    ("sigue", "sigo"),
    ("seguira", "sigo"),
    ("usara", "uso"),
    ("pide", "pido"),
    ("corta", "corto"),
    ("cambia", "cambio"),
    ("reclama", "reclamo"),
    ("devuelve", "devuelvo"),
    ("reta", "reto"),
    ("desafia", "desafio"),
    ("brings", "bring"),
    ("invites", "invite"),
    ("escorts", "escort"),
    ("yields", "yield"),
    ("puts", "put"),
    ("serves", "serve"),
];

/// What a character's letter in the third person calls his: "his mistress", "su dama" (not
/// "his challenge", "his guest", "su regimiento enemigo": the other man's).
const HIS: &[&str] = &[
    "mistress",
    "friend",
    "old",
    "good",
    "cousin",
    "lady",
    "class",
    "battalion",
    "week",
    "favour",
    "favor",
    "dama",
    "amante",
    "batallon",
];

/// Words written short on a phone, as the word they stand for.
const SHORTHAND: &[(&str, &str)] = &[
    ("xtra", "extra"),
    ("rap", "rapier"),
    ("wk", "week"),
    ("wks", "weeks"),
    ("cort", "court"),
    ("chall", "challenge"),
    ("challs", "challenges"),
    // A phone's dropped g: "port tavern, drinkin, takin 15 crowns".
    ("drinkin", "drinking"),
    ("takin", "taking"),
    ("bringin", "bringing"),
    ("courtin", "courting"),
    ("practisin", "practising"),
    // A phone's crowns without their vowels: "bawdy hse w 25 crwns".
    ("crwns", "crowns"),
    ("crwn", "crowns"),
    ("crns", "crowns"),
    ("hse", "house"),
    ("consp", "conspicuous"),
    ("conspic", "conspicuous"),
    ("regt", "regiment"),
    // "Yld 20", "giv up at 10": a veteran's and a phone's surrender.
    ("yld", "yield"),
    ("giv", "give"),
    ("rgt", "regiment"),
    ("regmt", "regiment"),
    ("regtl", "regimental"),
    ("regml", "regimental"),
    ("rapir", "rapier"),
    ("sabr", "sabre"),
    ("hse", "house"),
    ("pls", "please"),
    ("thx", "thanks"),
    ("tho", "though"),
    ("bc", "because"),
    ("frm", "from"),
    // A Spanish phone's "q": "las 60 coronas q le debo".
    ("q", "que"),
    ("xq", "porque"),
    // Scots: "wi my quine", "gie her a fan", "if the hoose rolls a six".
    ("wi", "with"),
    ("gie", "give"),
    ("hoose", "house"),
    // "bet 20 three tims": times, as a hurry types it.
    ("tims", "times"),
    ("tmes", "times"),
];

/// The word of [`ORDER_VOCABULARY`] that `w` (not one of them) is a typo of, as a phone or a
/// hurry makes them: two letters swapped ("prcatice", "rapeir", "saber"), a double letter
/// halved or a letter doubled ("surender", "borow", "rappier"), or, in a long word, one
/// letter wrong ("endurence", "regimantal").
fn mended(w: &str) -> Option<&'static str> {
    // Words of their own a letter or two from one of the vocabulary's.
    const NOT_TYPOS: &[&str] = &[
        "apologies",
        "apologias",
        "theater",
        "courtship",
        "practiced",
        // (The club's name as it is most often misspelt, known as such: "red philips".)
        "philips",
    ];
    if w.len() < 5
        || !w.bytes().all(|b| b.is_ascii_lowercase())
        || ORDER_VOCABULARY.contains(&w)
        || NOT_TYPOS.contains(&w)
    {
        return None;
    }
    let w = w.as_bytes();
    ORDER_VOCABULARY.iter().copied().find(|k| {
        let k = k.as_bytes();
        // (Only words a letter longer or shorter, or as long, can be its typos.)
        if k.len().abs_diff(w.len()) > 1 || k[0] != w[0] && k.len() != w.len() {
            return false;
        }
        if k.len() == w.len() {
            // Where the two differ: a swap of two letters side by side, or (in a long word)
            // one letter wrong.
            let mut diff = (0..k.len()).filter(|&i| k[i] != w[i]);
            match (diff.next(), diff.next(), diff.next()) {
                (Some(i), Some(j), None) => j == i + 1 && k[i] == w[j] && k[j] == w[i],
                (Some(_), None, None) => k.len() >= 9,
                _ => false,
            }
        } else {
            // One letter of a double more or less: the shorter with it doubled is the longer
            // (not a plural or a possessive: "mistress's" folds to "mistresss").
            let (short, long) = if k.len() < w.len() { (k, w) } else { (w, k) };
            let plural = w.len() == k.len() + 1 && w.starts_with(k);
            // The places `i` where taking `long[i]` out leaves `short`: those after the
            // words' common head has begun and before their common tail ends.
            let head = short.iter().zip(long).take_while(|(a, b)| a == b).count();
            let tail = short
                .iter()
                .rev()
                .zip(long.iter().rev())
                .take_while(|(a, b)| a == b)
                .count();
            let places = short.len().saturating_sub(tail)..=head;
            // A letter left out of a long word, inside it ("apolgize", "practce",
            // "repaymnt"; not its last, which may be a word of its own).
            let dropped = w.len() + 1 == k.len()
                && k.len() >= 7
                && places.clone().any(|i| (1..k.len() - 1).contains(&i));
            dropped || !plural && places.into_iter().any(|i| i >= 1 && long[i] == long[i - 1])
        }
    })
}

/// The sources of a word of `len` bytes put in place of the one at `start..end`: its letters
/// remember the original's in order, its last the original's last, so that a quote of it is
/// the whole word as written.
fn word_sources(source: &[usize], start: usize, end: usize, len: usize) -> Vec<usize> {
    let last = source[end - 1];
    (0..len)
        .map(|k| {
            if k + 1 == len {
                last
            } else {
                source.get(start + k).copied().unwrap_or(last).min(last)
            }
        })
        .collect()
}

/// Typos of the words of orders mended in the folded line (see [`mended`]); each mended
/// letter remembers the original letter it stands for, so quotes stay as written.
fn with_typos_mended(
    folded: String,
    source: Vec<usize>,
) -> (String, Vec<usize>, Vec<(usize, usize)>) {
    let mut mends = Vec::new();
    let mut f = String::with_capacity(folded.len());
    let mut src = Vec::with_capacity(source.len());
    let mut i = 0;
    let bytes = folded.as_bytes();
    while i < bytes.len() {
        if !bytes[i].is_ascii_lowercase() || (i > 0 && bytes[i - 1].is_ascii_alphanumeric()) {
            let c = folded[i..].chars().next().unwrap_or(' ');
            f.push(c);
            src.extend_from_slice(&source[i..i + c.len_utf8()]);
            i += c.len_utf8();
            continue;
        }
        let end = folded[i..]
            .find(|c: char| !c.is_ascii_alphanumeric())
            .map_or(folded.len(), |n| i + n);
        let word = &folded[i..end];
        // "w/ her", "w/o wine": the shorthand of "with", "without", read as written out.
        // ("W/1 duty" is the first week.)
        if word == "w"
            && folded[end..].starts_with('/')
            && !folded[end + 1..].starts_with(|c: char| c.is_ascii_digit())
        {
            let (m, len) = if folded[end..].starts_with("/o ") || &folded[end..] == "/o" {
                ("without", 2)
            } else {
                ("with ", 1)
            };
            f.push_str(m.trim_end());
            src.extend(word_sources(&source, i, end + len, m.trim_end().len()));
            if m.ends_with(' ') && !folded[end + len..].starts_with(' ') {
                f.push(' ');
                src.push(source[end]);
            }
            i = end + len;
            continue;
        }
        // The third person is read as the first, and a shorthand as its word, silently:
        // nothing is guessed.
        // "he takes his mistress", "va a La Garde Montante con su dama": what is his is
        // read as the player's own.
        let owned = || {
            let next = folded[end..].strip_prefix(' ')?;
            let next = next.split(|c: char| !c.is_ascii_alphanumeric()).next()?;
            let first = match word {
                "his" => "my",
                "su" => "mi",
                // "He applies to the 69th Arquebusiers" (not "he applies this week", told of
                // another man).
                "applies" => return ["to", "for"].contains(&next).then_some("apply"),
                // A Black Country or Irish "me": "visit me mistress", "put me autumn favour
                // on the Colonel", "Hunter's wi me club".
                "me" => {
                    const MINE: &[&str] = &[
                        "mistress",
                        "lady",
                        "favour",
                        "favor",
                        "battalion",
                        "club",
                        "autumn",
                        "winter",
                        "summer",
                        "spring",
                        "cousin",
                        "regiment",
                        "sabre",
                        "rapier",
                        "horse",
                        "horses",
                        "debt",
                        "debts",
                        "purse",
                    ];
                    return MINE.contains(&next).then_some("my");
                }
                // "Y usa el favor de nivel 3 de su dama": the verb, before what he uses (not
                // the country in "1SG, USA (Ret.)").
                "usa" => {
                    return ["el", "un", "su", "sus", "la", "los", "las"]
                        .contains(&next)
                        .then_some("uso");
                }
                _ => return None,
            };
            HIS.contains(&next).then_some(first)
        };
        let person = THIRD_PERSON
            .iter()
            .chain(SHORTHAND)
            .find_map(|(third, first)| (*third == word).then_some(*first))
            .or_else(owned);
        if let Some(m) = person {
            f.push_str(m);
            src.extend(word_sources(&source, i, end, m.len()));
            i = end;
            continue;
        }
        match mended(word) {
            Some(m) => {
                mends.push((f.len(), f.len() + m.len()));
                f.push_str(m);
                src.extend(word_sources(&source, i, end, m.len()));
            }
            None => {
                f.push_str(word);
                src.extend_from_slice(&source[i..end]);
            }
        }
        i = end;
    }
    (f, src, mends)
}

/// Words a non-native writer puts where they change nothing: "I give him also 2 gifts",
/// "I buy also a second horse" (a German's or a Finn's "also" after the verb). Kept where it
/// says the week: "also that week", "also in week 3".
fn without_idle_words(folded: String, source: Vec<usize>) -> (String, Vec<usize>) {
    let mut spans = Vec::new();
    let alsos: Vec<(usize, usize)> = folded
        .match_indices(" also ")
        .chain(folded.match_indices(" tambien "))
        .map(|(i, w)| (i, w.len()))
        .collect();
    for (i, len) in alsos {
        let after = &folded[i + len..];
        let kept = [
            "that", "this", "the same", "in", "on", "during", "week", "wk",
        ]
        .iter()
        .any(|w| after.starts_with(w) && !after[w.len()..].starts_with(char::is_alphanumeric));
        if !kept && after.starts_with(char::is_alphanumeric) {
            // " also" dropped: the space after it stays.
            spans.push((i, i + len - 1));
        }
    }
    without_spans(folded, source, &spans)
}

/// A non-native writer's light verb before the order's own noun: "I am making the practice
/// with the sabre", "I make challenge to Hugon Brassac", "I do the courtship to Mlle Roche":
/// the light verb (with its "am", its article) is dropped, and the noun is the order's verb.
fn without_light_verbs(folded: String, source: Vec<usize>) -> (String, Vec<usize>) {
    const LIGHT: &[&str] = &[
        "am making the ",
        "am making a ",
        "am making ",
        "am doing the ",
        "am doing a ",
        "make the ",
        "make a ",
        "make ",
        "makes the ",
        "makes a ",
        "makes ",
        "do the ",
        "do a ",
        "does the ",
        "does a ",
    ];
    const NOUNS: &[&str] = &["practice ", "practise ", "challenge ", "courtship "];
    let mut spans = Vec::new();
    for (i, _) in folded.match_indices("i ") {
        if i > 0 && !folded[..i].ends_with(' ') {
            continue;
        }
        let after = &folded[i + 2..];
        if let Some(light) = LIGHT
            .iter()
            .filter(|l| after.starts_with(*l))
            .max_by_key(|l| l.len())
            && NOUNS.iter().any(|n| after[light.len()..].starts_with(n))
        {
            // "I make challenge to X": "I challenge to X"; its "to" is the reader's.
            spans.push((i + 2, i + 2 + light.len()));
        }
    }
    without_spans(folded, source, &spans)
}

/// Adverbs of manner, which say how a man does a thing and never which thing: "I follow
/// discreetly Mademoiselle X", "court her ardently", "sigo sigilosamente a la dama". Any
/// lowercase word in "-ly" or "-mente" is read past, but those that say which, when or how
/// much ("only", "weekly", "solamente", "alternatively") or a state a condition asks about
/// ("badly wounded", "gravemente herido") are kept.
const KEPT_ADVERBS: &[&str] = &[
    // "lives conspicuously": the month's order itself.
    "conspicuously",
    "ostentosamente",
    // Which, when, how often.
    "only",
    "early",
    "daily",
    "weekly",
    "monthly",
    "yearly",
    "nightly",
    "hourly",
    "fortnightly",
    "quarterly",
    "alternatively",
    "respectively",
    "nearly",
    "likely",
    "unlikely",
    "solamente",
    "unicamente",
    "semanalmente",
    "mensualmente",
    "diariamente",
    "igualmente",
    "alternativamente",
    "respectivamente",
    // How badly: a state a condition asks about.
    "badly",
    "seriously",
    "gravely",
    "severely",
    "lightly",
    "slightly",
    "mortally",
    "heavily",
    "fatally",
    "critically",
    "barely",
    "gravemente",
    "levemente",
    "seriamente",
    "mortalmente",
    // Adjectives and nouns in "-ly": "a friendly regiment", "the family", "an orderly".
    "friendly",
    "unfriendly",
    "family",
    "lovely",
    "elderly",
    "lonely",
    "costly",
    "deadly",
    "orderly",
    "courtly",
    "stately",
    "comely",
    "manly",
    "lowly",
    "holy",
    "supply",
    "assembly",
    "anomaly",
    "homily",
    "melancholy",
];

fn without_manner_words(
    folded: String,
    source: Vec<usize>,
    original: &str,
    char_starts: &[usize],
) -> (String, Vec<usize>) {
    let bytes = folded.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_alphabetic() || (i > 0 && bytes[i - 1].is_ascii_alphanumeric()) {
            i += 1;
            continue;
        }
        let end = folded[i..]
            .find(|c: char| !c.is_ascii_alphanumeric())
            .map_or(folded.len(), |n| i + n);
        let word = &folded[i..end];
        let adverb = (word.len() >= 6 && word.ends_with("ly"))
            || (word.len() >= 9 && word.ends_with("mente"));
        let lowercase = source
            .get(i)
            .and_then(|k| char_starts.get(*k))
            .and_then(|b| original[*b..].chars().next())
            .is_some_and(char::is_lowercase);
        if adverb && lowercase && !KEPT_ADVERBS.contains(&word) {
            // "court her ardently, then...": the space before it goes too, so no word is left
            // apart from its comma; "her, discreetly, wherever": one comma stays.
            let before = folded[..i].trim_end_matches(' ');
            let after = &folded[end..];
            let start = if after.starts_with([',', '.', ';', ':', ')']) || after.is_empty() {
                before.len()
            } else {
                i
            };
            let comma = before.ends_with(',') && after.starts_with(',');
            spans.push((start, end + usize::from(comma)));
        }
        i = end;
    }
    without_spans(folded, source, &spans)
}

/// "1.000 crowns", "12.500", "2,500": the thousands' mark of a sum, which would split it in
/// two.
fn without_thousands_marks(folded: String, source: Vec<usize>) -> (String, Vec<usize>) {
    let bytes = folded.as_bytes();
    let mut spans = Vec::new();
    for i in 1..bytes.len().saturating_sub(3) {
        if !matches!(bytes[i], b'.' | b',') || !bytes[i - 1].is_ascii_digit() {
            continue;
        }
        let three = bytes[i + 1..i + 4].iter().all(u8::is_ascii_digit);
        let ends = bytes
            .get(i + 4)
            .is_none_or(|b| !b.is_ascii_digit() && !matches!(b, b'.' | b','));
        let lead = bytes[..i]
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let starts = i == lead || !bytes[i - lead - 1].is_ascii_alphanumeric();
        // A comma after more than one digit is more often a list ("100,150,200").
        let digits = if bytes[i] == b',' { 1..=1 } else { 1..=3 };
        if three && ends && digits.contains(&lead) && starts {
            spans.push((i, i + 1));
        }
    }
    without_spans(folded, source, &spans)
}

/// "para octubre de 1630", "for October 1630", "September, 1630": the year after its month,
/// which dates the letter and is no sum, count or endurance of an order (a number of four
/// digits the readers of sums would otherwise take for crowns: "Le envío la jugada de Juan
/// para octubre de 1630"). It is read as the word "year", which stands for its four digits in
/// the original.
fn with_years_as_words(mut folded: String) -> String {
    let bytes = folded.as_bytes();
    let mut years = Vec::new();
    let mut k = 0;
    while k + 4 <= bytes.len() {
        let digits = bytes[k..].iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            k += 1;
            continue;
        }
        let starts = k == 0 || !bytes[k - 1].is_ascii_alphanumeric();
        let ends = bytes
            .get(k + digits)
            .is_none_or(|b| !b.is_ascii_alphanumeric());
        let year = folded[k..k + digits]
            .parse::<u16>()
            .is_ok_and(|y| (1500..=2099).contains(&y));
        // ("in October, 1630 crowns": a sum after its month.)
        let sum = super::lex::one_of(super::lex::CROWN_UNITS)(&folded[k + digits..]).is_ok();
        if digits == 4 && starts && ends && year && !sum {
            let before = folded[..k].trim_end_matches([' ', ',']);
            let before = before
                .strip_suffix(" de")
                .or_else(|| before.strip_suffix(" of"))
                .unwrap_or(before);
            let month = before.rsplit(' ').next().unwrap_or("");
            let month = month.strip_suffix('.').unwrap_or(month);
            if crate::calendar::month_by_word(month).is_some() {
                years.push(k);
            }
        }
        k += digits;
    }
    for k in years {
        folded.replace_range(k..k + 4, "year");
    }
    folded
}

/// Text struck through in the markdown way ("~~Regimental duty~~ Ask Major Lavergne..."): a
/// change marked by the player, whose old orders no longer stand.
fn without_struck_text(folded: String, source: Vec<usize>) -> (String, Vec<usize>) {
    let mut spans = Vec::new();
    let mut from = 0;
    while let Some(a) = folded[from..].find("~~").map(|k| k + from) {
        let Some(b) = folded[a + 2..].find("~~").map(|k| k + a + 2) else {
            break;
        };
        spans.push((a, b + 2));
        from = b + 2;
    }
    without_spans(folded, source, &spans)
}

/// Markdown's strong emphasis ("- **Court:** Mlle Apolline", "__Week 2__"): the stars say
/// nothing; the words between them are read as if plain.
fn without_emphasis(folded: String, source: Vec<usize>) -> (String, Vec<usize>) {
    if !folded.contains("**") && !folded.contains("__") {
        return (folded, source);
    }
    let mut f = String::with_capacity(folded.len());
    let mut src = Vec::with_capacity(source.len());
    let bytes = folded.as_bytes();
    let mut i = 0;
    while i < folded.len() {
        if matches!(&bytes[i..(i + 2).min(bytes.len())], b"**" | b"__") {
            i += 2;
            continue;
        }
        let c = folded[i..].chars().next().unwrap_or(' ');
        let n = c.len_utf8();
        if !(c == ' ' && (f.is_empty() || f.ends_with(' '))) {
            f.push(c);
            src.extend_from_slice(&source[i..i + n]);
        }
        i += n;
    }
    if f.ends_with(' ') {
        f.pop();
        src.pop();
    }
    (f, src)
}

impl<'s> Line<'s> {
    /// Folds `original` (line `number`, 1-based).
    pub fn new(number: u32, original: &'s str) -> Line<'s> {
        let mut folded = String::with_capacity(original.len());
        let mut source = Vec::with_capacity(original.len());
        let mut char_starts = Vec::with_capacity(original.len() + 1);
        let mut buf = String::new();
        let mut breaks = Vec::new();
        for (index, (byte, c)) in original.char_indices().enumerate() {
            char_starts.push(byte);
            if c == '\n' || (c == '\r' && original.as_bytes().get(byte + 1) != Some(&b'\n')) {
                breaks.push(index + 1);
            }
            if c.is_ascii() {
                if let Some(f) = fold_ascii(c)
                    // Collapse runs of spaces and drop leading ones.
                    && !(f == ' ' && (folded.is_empty() || folded.ends_with(' ')))
                {
                    source.push(index);
                    folded.push(f);
                }
                continue;
            }
            buf.clear();
            // "Week 1 » duty", "Week 2 »» Frog & Peach": a guillemet no "«" opened is the
            // writer's mark after a label, not a quotation's end.
            if c == '»' && !original[..byte].contains('«') {
                buf.push('»');
            } else if matches!(c, '°' | 'º')
                && original[..byte]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_whitespace)
                && original[byte + c.len_utf8()..]
                    .chars()
                    .next()
                    .is_none_or(char::is_whitespace)
            {
                // "Week 2 ° If Bérénice accepted me ...": a degree sign standing apart is the
                // writer's mark after a label ("1°", "n.º 1" are ordinals, folded "1o").
                buf.push('»');
            } else {
                fold_char(c, &mut buf);
            }
            for f in buf.chars() {
                if f == ' ' && (folded.is_empty() || folded.ends_with(' ')) {
                    continue;
                }
                source.extend(std::iter::repeat_n(index, f.len_utf8()));
                folded.push(f);
            }
        }
        char_starts.push(original.len());
        if folded.ends_with(' ') {
            folded.pop();
            source.pop();
        }
        let (folded, source) = without_abbreviation_dots(folded, source);
        let (folded, source) = without_struck_text(folded, source);
        let (folded, source) = without_emphasis(folded, source);
        let (folded, source) = without_idle_words(folded, source);
        let (folded, source) = without_light_verbs(folded, source);
        let (folded, source) = without_manner_words(folded, source, original, &char_starts);
        let (folded, source) = without_thousands_marks(folded, source);
        let folded = with_years_as_words(folded);
        let (folded, source, mended) = with_typos_mended(folded, source);
        Line {
            number,
            original,
            folded,
            source,
            char_starts,
            breaks,
            mended,
        }
    }

    /// A table row ("  3  | Court               | Lady Marguerite"): its first bar ends the
    /// week's cell; the cells after it are the words of one order, so their bars read as
    /// spaces. The original, and every column, stay as written. (Not a duel's line: "Duel:
    /// rapier | X-L-X | surrender at 20 | no quarter for Guérande" is orders one by one.)
    pub fn cells_as_words(&mut self) {
        let duel = ["duel", "duelo", "duelling", "dueling", "duels", "duelos"]
            .iter()
            .any(|w| {
                self.folded
                    .trim_start()
                    .strip_prefix(w)
                    .is_some_and(|r| !r.starts_with(|c: char| c.is_alphanumeric()))
            });
        if self.folded.matches('|').count() < 2 || duel {
            return;
        }
        let first = self.folded.find('|').unwrap_or(0);
        let (head, tail) = self.folded.split_at(first + 1);
        self.folded = format!("{head}{}", tail.replace('|', " "));
    }

    /// The byte offset in `folded` of `part`, which must be a slice of `folded`.
    pub fn offset(&self, part: &str) -> usize {
        let base = self.folded.as_ptr() as usize;
        let at = part.as_ptr() as usize;
        at.saturating_sub(base).min(self.folded.len())
    }

    /// The 1-based line and column (in characters of the text) where `part` starts: on a
    /// line joined from several, the column in the line it is on.
    pub fn at(&self, part: &str) -> (u32, u32) {
        let index = self.column(part) as usize - 1;
        let k = self.breaks.iter().take_while(|b| **b <= index).count();
        let line_start = if k == 0 { 0 } else { self.breaks[k - 1] };
        (self.number + k as u32, (index - line_start) as u32 + 1)
    }

    /// The 1-based column (in characters of `original`) where `part` starts.
    pub fn column(&self, part: &str) -> u32 {
        let off = self.offset(part);
        let index = match self.source.get(off) {
            Some(i) => *i,
            None => self.char_starts.len().saturating_sub(1),
        };
        index as u32 + 1
    }

    /// The original text that the folded range `start..end` (byte offsets) came from.
    pub fn original_range(&self, start: usize, end: usize) -> &'s str {
        if start >= end || start >= self.source.len() {
            return "";
        }
        let first = self.source[start];
        let last = self.source[(end - 1).min(self.source.len() - 1)] + 1;
        &self.original[self.char_starts[first]..self.char_starts[last]]
    }

    /// The original text that `part`, a slice of `folded`, came from.
    pub fn original_of(&self, part: &str) -> &'s str {
        let start = self.offset(part);
        self.original_range(start, start + part.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_third_person_is_read_as_the_first() {
        let line = Line::new(1, "he borrows 200 crowns; Hernán practicará con el rapier");
        assert_eq!(
            line.folded,
            "he borrow 200 crowns; hernan practico con el rapier"
        );
        let at = line.folded.find("practico").unwrap();
        assert_eq!(line.original_of(&line.folded[at..at + 8]), "practicará");
        assert!(line.mended.is_empty(), "no typo was mended");
    }

    /// A light verb before the order's noun is dropped; the noun is the verb. Not where the
    /// noun is no order's ("I make a bet") or the verb is not "I"'s.
    #[test]
    fn a_light_verb_before_the_orders_noun() {
        let folded = |t| Line::new(1, t).folded;
        assert_eq!(
            folded("I am making the practice with the sabre"),
            "i practice with the sabre"
        );
        assert_eq!(
            folded("I make challenge to Brassac"),
            "i challenge to brassac"
        );
        assert_eq!(folded("I make a bet of 50"), "i make a bet of 50");
        assert_eq!(folded("they make the practice"), "they make the practice");
    }

    /// "w/" is "with", but "W/1" is the first week.
    #[test]
    fn with_written_short_and_a_week_written_so() {
        assert_eq!(Line::new(1, "Hunter's w/ her").folded, "hunters with her");
        assert_eq!(Line::new(1, "W/1 duty").folded, "w/1 duty");
        assert_eq!(Line::new(1, "brings Porthos").folded, "bring porthos");
        // An order written short keeps its sentence whole, and is read whole.
        assert_eq!(
            Line::new(1, "Month: consp. consumption").folded,
            "month: conspicuous consumption"
        );
        assert_eq!(
            Line::new(1, "Conspic. consumption; regt duty").folded,
            "conspicuous consumption; regiment duty"
        );
    }

    /// How a man does a thing is read past; which, when and how badly are kept.
    #[test]
    fn adverbs_of_manner_are_read_past() {
        let line = Line::new(
            1,
            "I follow discreetly Mademoiselle Lavedan, closely, wherever she goes",
        );
        assert_eq!(
            line.folded,
            "i follow mademoiselle lavedan, wherever she go"
        );
        let at = line.folded.find("mademoiselle").unwrap();
        assert_eq!(line.original_of(&line.folded[at..at + 12]), "Mademoiselle");
        assert_eq!(Line::new(1, "court her ardently.").folded, "court her.");
        assert_eq!(
            Line::new(1, "sigo sigilosamente a la dama").folded,
            "sigo a la dama"
        );
        for kept in [
            "if badly wounded",
            "only the rapier",
            "a friendly regiment",
            "Mademoiselle Kelly",
            "solamente el lunes",
        ] {
            assert_eq!(Line::new(1, kept).folded, kept.to_lowercase());
        }
    }

    #[test]
    fn typos_of_order_words_are_mended_and_quoted_as_written() {
        let line = Line::new(
            1,
            "prcatice rapeir, then surender at 20 endurence; borow 50",
        );
        assert_eq!(
            line.folded,
            "practice rapier, then surrender at 20 endurance; borrow 50"
        );
        let at = line.folded.find("surrender").unwrap();
        assert_eq!(
            line.original_of(&line.folded[at..at + "surrender".len()]),
            "surender"
        );
        // Words of their own are left alone: plurals, other words a letter away.
        for kept in [
            "regiments",
            "sable",
            "counting",
            "challenged",
            "gambler",
            "rapiers",
            "mistresss",
            "apologies",
        ] {
            assert_eq!(Line::new(1, kept).folded, kept);
        }
    }

    #[test]
    fn folded_text_maps_back_to_the_original() {
        let line = Line::new(3, "  Go to  Hunter’s with Fálstaff");
        assert_eq!(line.folded, "go to hunters with falstaff");
        let at = line.folded.find("hunters").unwrap();
        let part = &line.folded[at..at + "hunters".len()];
        assert_eq!(line.column(part), 10);
        assert_eq!(line.original_of(part), "Hunter’s");
        let name = &line.folded[line.folded.len() - 8..];
        assert_eq!(line.original_of(name), "Fálstaff");
        assert_eq!(line.column(&line.folded[line.folded.len()..]), 32);
    }

    #[test]
    fn a_short_title_keeps_its_name_whole() {
        let line = Line::new(1, "with Capt. Lucien Breval, Мlle. Ünd. vs. X");
        assert_eq!(line.folded, "with capt lucien breval, мlle. und. vs x");
        assert_eq!(line.original_of(&line.folded[5..23]), "Capt. Lucien Breval");
    }

    #[test]
    fn a_year_after_its_month_is_no_sum() {
        let line = Line::new(1, "Le envío la jugada de Juan para octubre de 1630.");
        assert_eq!(
            line.folded,
            "le envio la jugada de juan para octubre de year."
        );
        let year = line.folded.find("year").unwrap();
        assert_eq!(line.original_of(&line.folded[year..year + 4]), "1630");
        // A sum stays a sum, after a month or not.
        for kept in [
            "I bring 1630 crowns",
            "in October, 1630 crowns",
            "May 1600 coronas",
        ] {
            assert!(Line::new(1, kept).folded.contains("1"), "{kept}");
        }
        assert_eq!(Line::new(1, "for Sept. 1630").folded, "for sept. year");
    }

    #[test]
    fn markdown_emphasis_is_plain_text() {
        let line = Line::new(1, "- **Court:** Mlle __Apolline__");
        assert_eq!(line.folded, "- court: mlle apolline");
        assert_eq!(line.original_of(&line.folded[2..7]), "Court");
    }

    #[test]
    fn byte_order_mark_and_odd_spaces_vanish() {
        let line = Line::new(1, "\u{feff}Week\u{a0}1:\tRest ");
        assert_eq!(line.folded, "week 1: rest");
        assert_eq!(line.column(&line.folded[5..]), 7);
    }
}
