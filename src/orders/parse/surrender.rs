//! When a man surrenders, however he says it: "surrender at 20", "I'll chuck it in at half",
//! "me rindo a los 15", "he yields when his endurance falls to a quarter", and a point said
//! twice that disagrees with itself.

use super::duel::{holds_code_run, names_a_weapon};
use super::lex::{amount, one_of};
use crate::orders::SurrenderAt;

/// A surrender sentence that gives a share of a total and a number that is not that share:
/// "Surrender at half my endurance, so at 30 (my END is 48)", "me rindo a 20, o sea, a la
/// mitad (total 60)". Gives the share (in percent), the number and the total. A share and one
/// number alone ("half, about 30") cannot be checked without the sheet, and are not doubted.
pub(super) fn disagreeing_surrender(sentence: &str) -> Option<(u32, i32, i32)> {
    let starts: Vec<usize> = sentence
        .char_indices()
        .filter(|(k, _)| *k == 0 || !sentence[..*k].ends_with(|c: char| c.is_alphanumeric()))
        .map(|(k, _)| k)
        .collect();
    let mut share = None;
    let mut numbers = Vec::new();
    let mut skip_to = 0;
    for k in starts {
        if k < skip_to {
            continue;
        }
        let at = &sentence[k..];
        if share.is_none() {
            if let Ok((r, _)) = one_of(HALF)(at) {
                share = Some(0.5);
                skip_to = sentence.len() - r.len();
                continue;
            }
            if let Some((r, f)) = FRACTIONS
                .iter()
                .find_map(|(words, f)| one_of(words)(at).ok().map(|(r, _)| (r, *f)))
            {
                share = Some(f);
                skip_to = sentence.len() - r.len();
                continue;
            }
        }
        // ("a la mitad": the article is no number.)
        if one_of(&["a", "an", "un", "una"])(at).is_ok() {
            continue;
        }
        if let Ok((rest, n)) = amount(at) {
            skip_to = sentence.len() - rest.len();
            if one_of(PERCENT)(rest).is_ok() && (1..=100).contains(&n) {
                share.get_or_insert(f64::from(n) / 100.0);
            } else if (1..=1000).contains(&n) {
                numbers.push(n as i32);
            }
        }
    }
    let share = share?;
    let [a, b] = numbers[..] else {
        return None;
    };
    let (endurance, total) = (a.min(b), a.max(b));
    let expected = share * f64::from(total);
    ((expected - f64::from(endurance)).abs() > 1.0).then(|| {
        let percent = (share * 100.0).round() as u32;
        (percent, endurance, total)
    })
}

/// True when nothing but "of my endurance" (or its like) is left of a surrender fraction.
/// A surrender point as a fraction of endurance: a third, a quarter.
pub(super) const FRACTIONS: &[(&[&str], f64)] = &[
    (
        &[
            "1/3",
            "a third",
            "one third",
            "1/3 end",
            "un tercio",
            "la tercera parte",
            "una tercera parte",
        ],
        1.0 / 3.0,
    ),
    (
        &[
            "1/4",
            "a quarter",
            "one quarter",
            "one fourth",
            "a fourth",
            "1/4 end",
            "un cuarto",
            "la cuarta parte",
            "una cuarta parte",
            "25%",
            "25 %",
        ],
        0.25,
    ),
    // "once his endurance has fallen to two-fifths of what it was".
    (
        &[
            "1/5",
            "a fifth",
            "one fifth",
            "one-fifth",
            "un quinto",
            "la quinta parte",
        ],
        0.2,
    ),
    (&["2/5", "two fifths", "two-fifths", "dos quintos"], 0.4),
    (
        &["2/3", "two thirds", "two-thirds", "dos tercios"],
        2.0 / 3.0,
    ),
    (
        &["3/4", "three quarters", "three-quarters", "tres cuartos"],
        0.75,
    ),
];

/// Half his endurance, however it is written.
pub(super) const HALF: &[&str] = &[
    "1/2",
    "½",
    "½ end",
    "1/2 end",
    "1/2 endurance",
    "half end",
    "half of my endurance",
    "the half of my endurance",
    "the half",
    "half",
    // "when endurance is under one half".
    "one half",
    "one-half",
    "a half",
    "half endurance",
    "half my endurance",
    "la mitad",
    "la mitad de mi resistencia",
    "mitad",
    // "me rindo a media resistencia".
    "media resistencia",
    "50%",
    "50 %",
];

/// "40%", "50 percent".
pub(super) const PERCENT: &[&str] = &["%", "percent", "per cent", "por ciento"];

/// What a number of endurance points is written with.
pub(super) const ENDURANCE_UNITS: &[&str] = &[
    "endurance",
    "endurance points",
    "points of endurance",
    // "I stop at 25 of endurance": a Spaniard's or a Turk's "de".
    "of endurance",
    "puntos de resistencia",
    "de resistencia",
    "end",
    "points",
    "resistencia",
    "puntos",
];

/// True when `t` starts with an order about surrender: a duel order wherever it stands. (A
/// sentence that says when he surrenders, however it is put, is one: "He will yield once his
/// endurance falls to 30", "the Major offers his surrender at 40 endurance".)
pub fn starts_with_surrender(t: &str) -> bool {
    let sentence = &t[..t.find(['.', ';']).unwrap_or(t.len())];
    (names_his_endurance(sentence) && is_surrender_sentence(t))
        || one_of(&[
            "surrender at",
            "surrender @",
            "yield @",
            "surrender when",
            "surrender if",
            "surr",
            "i surrender",
            "i will surrender",
            "i shall surrender",
            "i yield",
            "yield at",
            "i stop at",
            "he stops at",
            "and i yield",
            "and i surrender",
            "and i yield at",
            "and i surrender at",
            "me rindo",
            "y me rindo",
            "me rendire",
            "y me rendire",
            "me rendiria",
            "rendicion",
            "rendicion:",
            "never surrender",
            "no quarter to",
            "no quarter for",
            // No quarter, as a Spanish letter words it among the weeks.
            "no acepto la rendicion",
            "no aceptare la rendicion",
            "nunca acepto la rendicion",
            "nunca aceptare la rendicion",
            "no aceptare rendiciones",
            "no acepto rendicion",
            "no aceptare rendicion",
            "never accept the surrender of",
            "i will not accept the surrender of",
        ])(t)
        .is_ok()
}

/// Whether `sentence` says "endurance" (or "resistencia", "end") in a word of its own: a
/// surrender point said with it is his, however the sentence opens ("the Major offers his
/// surrender at 40 endurance"), where one said without it may be a count of anything ("he
/// goes down to one of those taverns").
fn names_his_endurance(sentence: &str) -> bool {
    sentence
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| matches!(w, "endurance" | "resistencia" | "end"))
}

/// True when `s` is a sentence saying when he surrenders.
pub fn is_surrender_sentence(s: &str) -> bool {
    surrender_sentence(s).is_some()
}

/// A sentence that says when he surrenders, however it is put: a verb of surrendering
/// anywhere in it, and the point as a number of endurance, a percentage or a fraction.
/// Gives where the sentence ends and the point.
pub(super) fn surrender_sentence(s: &str) -> Option<(usize, SurrenderAt)> {
    const VERBS: &[&str] = &[
        "surrender",
        "yield",
        "rindo",
        "rendire",
        "rendiria",
        "rendirme",
        "rindiendose",
        "rindiendome",
        "rendicion",
        "surr",
        "quarter",
        // "Pido cuartel a los 25 puntos de resistencia" (not "sin cuartel", none given).
        "cuartel",
        "give up",
        "bail",
        "submit",
        // "I fold at 40 endurance" (a card player), "I strike my colours at 25" (a sailor).
        "fold",
        "colours",
        "colors",
        // Said of his character: "he yields when his endurance falls to a quarter".
        "yields",
        "surrenders",
        "rinde",
        "rendira",
        "entrego",
        "concede",
        // "I capitulate by 20 endurance", "I'll ask for terms at 22", "he will ask for mercy".
        "capitulate",
        "capitulates",
        "terms",
        "mercy",
        "quit",
        "towel",
    ];
    // Phrases that say the same: "I'll chuck it in at 20", "fight on till I'm down to 15".
    const PHRASES: &[&str] = &[
        "chuck it in",
        "throw in the towel",
        "call it quits",
        "down to",
        "me entrego",
        "me doy por vencido",
        // "I give myself over at 20 endurance".
        "give myself over",
        "gives himself over",
        "give myself up",
        "gives himself up",
    ];
    // Who surrenders, before the verb: "I'll", "he", "and then I", "y yo".
    const SUBJECTS: &[&str] = &[
        "and then i",
        "and then he",
        "and i",
        "and he",
        "then i",
        "but i",
        "ill",
        "i will",
        "i shall",
        "i",
        "hell",
        "he will",
        "he",
        "we",
        "y yo",
        "y",
        "yo",
        "el",
        "luego",
    ];
    // "Fight on till I'm down to 15 END": how long he fights is where he stops.
    const FIGHT_ON: &[&str] = &["fight on", "i fight on", "ill fight on", "he fights on"];
    const LEADS: &[&str] = &[
        "surrender",
        "surr",
        "i give up",
        "give up",
        "i capitulate",
        "capitulate",
        "he capitulates",
        "ask for terms",
        "ill ask for terms",
        "i ask for terms",
        "i will ask for terms",
        "ask for mercy",
        "i ask for mercy",
        "he will ask for mercy",
        "he asks for mercy",
        "ill ask for mercy",
        "i give in",
        "give in",
        // "Duel as before but change the surrender to 20", "keep the sequence, but make the
        // surrender 30 endurance instead": a new point to standing orders.
        "change the surrender to",
        "change my surrender to",
        "change surrender to",
        "make the surrender",
        "make my surrender",
        "set the surrender to",
        "set my surrender to",
        "move the surrender to",
        "cambio la rendicion a",
        "pon la rendicion en",
        "ill give in",
        "i will give in",
        "i fold",
        "fold",
        "i strike my colours",
        "i strike my colors",
        // "quit at 20", "I quit at 25", "I stop at 25 of endurance".
        "quit",
        "i quit",
        "i stop",
        "he stops",
        "ill quit",
        "ill strike my colours",
        "i will strike my colours",
        "strike my colours",
        "strike my colors",
        "i bail",
        "bail",
        "i submit",
        "i surrender",
        "i shall surrender",
        "i will surrender",
        "ill surrender",
        "and i yield",
        "and i surrender",
        "i yield",
        "i shall yield",
        "i will yield",
        "yield",
        // Of his character: "He gives up at 20", "y se rinde al llegar a 25 puntos".
        "gives up",
        "se rinde",
        "y se rinde",
        "se rendira",
        "y se rendira",
        "me rindo",
        "yo rindo",
        "yo me rindo",
        "y me rindo",
        "me rendire",
        "y me rendire",
        "me rendiria",
        "rendicion",
        "when",
        "if",
        "once",
        "should",
        "cuando",
        "si",
        "at",
        "al",
        "make it",
        // "Quarter asked at 35 endurance", "He asks for quarter when his endurance falls to
        // 20".
        "asks for quarter when",
        "ask for quarter when",
        "i ask for quarter when",
        "he asks for quarter when",
        "asks for quarter once",
        "ask for quarter once",
        "i ask for quarter once",
        "he asks for quarter once",
        "asks for quarter if",
        "ask for quarter if",
        "asks for quarter at",
        "ask for quarter at",
        "pide cuartel cuando",
        "pido cuartel cuando",
        "pide cuartel a",
        "pido cuartel a",
        "quarter asked at",
        "quarter asked for at",
        "quarter at",
        "ask quarter at",
        "i ask quarter at",
        "asking quarter at",
        "quarter requested at",
    ];
    let end = s.find(['.', ';']).unwrap_or(s.len());
    // "..., and he will not accept the surrender of the Chevalier": another standing order
    // after it, which is no part of the surrender.
    let end = [", and ", ", y ", ", but ", ", pero "]
        .iter()
        .filter_map(|c| s[..end].find(c))
        .find(|&k| {
            let after = &s[k..end];
            [
                "surrender of",
                "quarter",
                "rendicion de",
                "rendicion del",
                "cuartel",
            ]
            .iter()
            .any(|w| after.contains(w))
        })
        .unwrap_or(end);
    let sentence = &s[..end];
    let words: Vec<&str> = super::lex::words_in(sentence).collect();
    let has_verb = words.iter().any(|w| VERBS.contains(w))
        || PHRASES.iter().any(|p| sentence.contains(p))
        || words
            .windows(2)
            .any(|p| p == ["give", "up"] || p == ["give", "in"] || p == ["gives", "up"]);
    let verb_first = |r: &str| {
        let r = one_of(&["will", "shall", "only", "then"])(r).map_or(r, |(r, _)| r);
        one_of(LEADS)(r).is_ok()
            || one_of(VERBS)(r).is_ok()
            || one_of(PHRASES)(r).is_ok()
            || one_of(&["give up", "give in"])(r).is_ok()
    };
    // ("chuck it in at 20 endurance": the phrase opens the sentence, with no "I".)
    let led = one_of(LEADS)(sentence).is_ok()
        || one_of(PHRASES)(sentence).is_ok()
        || one_of(SUBJECTS)(sentence).is_ok_and(|(r, _)| verb_first(r))
        || one_of(FIGHT_ON)(sentence).is_ok() && sentence.contains("down to")
        // ("He will offer his surrender at 30 endurance", "Plego (me rindo, vaya) a los 18 de
        // resistencia": his endurance named beside the verb, however the sentence opens; not
        // a duel line's codes before it, nor another's surrender that he accepts.)
        || names_his_endurance(sentence)
            && !super::duel::holds_codes(sentence)
            && !super::duel::holds_glued_codes(sentence)
            && !["accept", "accepts", "acepto", "acepta", "aceptare"]
                .iter()
                .any(|w| sentence.split(' ').any(|x| x == *w))
        // ("Con 30 de resistencia me rindo", "At 20 endurance I yield": the point said
        // first, with its endurance.)
        || one_of(&["con", "with", "at", "a", "a los", "al", "cuando", "when", "once"])(sentence)
            .and_then(|(r, _)| amount(r))
            .is_ok_and(|(r, _)| {
                one_of(ENDURANCE_UNITS)(r).is_ok()
                    // ("con 18 o menos me rindo": the point, then "or less", then the verb.)
                    || one_of(&["o menos", "or less", "or fewer", "or below"])(r)
                        .is_ok_and(|(r, _)| verb_first(r) || one_of(SUBJECTS)(r).is_ok_and(|(r, _)| verb_first(r)))
            });
    // ("Duel, if someone picks a fight: rapier, X-L-X then P-R, and surrender at half": more
    // than the surrender, each read in its part.)
    if !has_verb
        || !led
        || holds_code_run(sentence)
        || names_a_weapon(sentence)
        || sentence.contains("no quarter")
        || sentence.contains("sin cuartel")
        || sentence.contains("rendicion de")
        || sentence.contains("quarter to")
        || sentence.contains("quarter for")
    {
        return None;
    }
    let starts = sentence
        .char_indices()
        .filter(|(k, _)| *k == 0 || !sentence[..*k].ends_with(|c: char| c.is_alphanumeric()));
    for (k, _) in starts {
        let at = &sentence[k..];
        if one_of(HALF)(at).is_ok() {
            return Some((end, SurrenderAt::Fraction(0.5)));
        }
        for (words, f) in FRACTIONS {
            if one_of(words)(at).is_ok() {
                return Some((end, SurrenderAt::Fraction(*f)));
            }
        }
        // ("a la mitad": the article is no number.)
        if one_of(&["a", "an", "un", "una"])(at).is_ok() {
            continue;
        }
        if let Ok((rest, n)) = amount(at) {
            if one_of(PERCENT)(rest).is_ok() && (1..=100).contains(&n) {
                return Some((end, SurrenderAt::Fraction(n as f64 / 100.0)));
            }
            let unit = one_of(ENDURANCE_UNITS)(rest).is_ok();
            // "y me rindo a los 15", "I'll chuck it in at 20": a bare number after "at" in a
            // sentence about surrendering is his endurance.
            let before = sentence[..k].trim_end();
            let at_point = [
                "at",
                // "Surr @ 25".
                "@",
                "a los",
                "a",
                "down to",
                "falls to",
                "drops to",
                "reduced to",
                "al llegar a",
                "below",
                "under",
                // "I give up by 25 endurance".
                "by",
                // "Se rinde con 35": with 35 left; "I surrender when I have 30 left".
                "con",
                "with",
                "have",
                "has",
                "me quedan",
                "le quedan",
                "tengo",
                // "me rindo si me dejan en 20": where they leave him.
                "dejan en",
                "deja en",
            ]
            .iter()
            .any(|p| before.ends_with(&format!(" {p}")) || before == *p);
            if n <= 1000
                && (unit
                    || sentence.contains("endurance")
                    || sentence.contains("resistencia")
                    || (at_point && n <= 100))
            {
                return Some((end, SurrenderAt::Endurance(n as i32)));
            }
        }
    }
    None
}

pub(super) fn of_endurance(rest: &str) -> bool {
    one_of(&[
        "end",
        "of end",
        "of endurance",
        "of my end",
        "endurance",
        "of my endurance",
        "de mi resistencia",
        "de resistencia",
    ])(rest)
    .map_or(rest, |(r, _)| r)
    .trim()
    .is_empty()
}
