//! Whether words the reader left over hold something a GM would ask about (a number, an
//! order's verb at their start) or may be read past: idioms, a debt reckoned beside its
//! order, a total the player adds up himself. `read` asks it of every clause's leftovers.

use super::action::{is_order_start, is_order_word};
use super::lex::{is_word_char, one_of, sp};
use super::read::{ARTICLES, is_nothing};
use super::words::FILLERS;

/// Words left over that hold something a GM would ask about: a number, or an order's verb
/// at their start.
pub(super) fn order_like(text: &str) -> bool {
    // ("..., and Captain Brézé has already reminded him twice": the word that joins it to
    // the sentence before says nothing.)
    let text = ["and ", "but ", "y ", "pero ", "e "]
        .iter()
        .find_map(|p| text.strip_prefix(p))
        .unwrap_or(text);
    // "a drink or three", "both times": a manner of speaking, not a number.
    const IDIOMS: &[&str] = &[
        "or two",
        "or three",
        "or so",
        "both times",
        "one or two",
        "both of us",
        "for both of us",
        "for two",
        "for the two of us",
        "for the table",
        "for everyone",
        "para los dos",
        "ni una mas",
        "y ni una mas",
        "ni un real mas",
        "not a crown more",
        "and not a crown more",
        "and no more",
        "y todo",
        "the two of us",
        "the three of us",
        "the two of them",
        "just the two of them",
        "the full three times",
        "all three times",
        "just the two of us",
        "los dos",
        "las dos",
        "los tres",
        "como invitado",
        "como invitada",
        "como invitados",
        "como mi invitado",
        "como mi invitada",
        "as my guest",
        "as my guests",
        // "He does his two weeks with the regiment": the duty a private owes, restated.
        "he does his two weeks",
        "does his two weeks",
        "has to do his two weeks",
        "i do my two weeks",
        "do my two weeks",
        "his two weeks",
        "my two weeks",
        "hago mis dos semanas",
        "mis dos semanas",
        // "Cumplo mi semana de servicio en el Regimiento": the week's duty, said of the week.
        "cumplo mi semana",
        "cumplo con mi semana",
        "hago mi semana",
        "i do my week",
        "i serve my week",
        // "- nothing more to say": no week of rest.
        "nothing more to say",
        "nothing else to say",
        "no more to say",
        "enough said",
        "nada mas que decir",
        "no hay mas que decir",
        // "Como coronel del regimiento admito a ...": in what office he speaks.
        "como coronel",
        "como coronel del regimiento",
        "como coronel de mi regimiento",
        "como su coronel",
        "as colonel",
        "as the colonel",
        "as colonel of the regiment",
        // "servicio en el Regimiento, como buen soldado": how he does it.
        "como buen soldado",
        "como buen militar",
        "como es debido",
        "like a good soldier",
        "as a good soldier",
        "as guests",
        // "Bebemos los dos, pago yo", "pago la bebida de los dos", "pays the drinks for
        // both of them": who pays for the drink.
        "pago la",
        "y pago la",
        "de los dos",
        "de ambos",
        "para ambos",
        "pay the",
        "and pay the",
        // "practises with the foil, paying the fencing master out of his own purse".
        "paying the",
        "paying for the",
        "and paying the",
        "pagando al",
        "pagando el",
        "pagando la",
        "pay for the",
        "and pay for the",
        "for both of them",
        "both of them",
        "pago yo",
        "yo pago",
        "invito yo",
        "i pay",
        "ill pay",
        "on me",
        "my treat",
        // The ring of a proposal (003, 4.4.1), part of it: "y le propongo matrimonio,
        // llevándole el anillo".
        "llevandole el anillo",
        "llevo el anillo",
        "y llevo el anillo",
        "con el anillo",
        "with the ring",
        "bringing the ring",
        "and i bring the ring",
    ];
    if IDIOMS.contains(&text.trim())
        || is_reckoning(text)
        || is_debt_reckoning(text)
        || is_nothing(text)
    {
        return false;
    }
    // "como anfitrión", "como todo soldado raso", "as every private must", "like a true
    // Gascon": in what part or manner he does it, a few words with no number; "as private
    // it must be two": what his rank asks of him, in a few more.
    const RANKS: &[&str] = &[
        "private",
        "soldier",
        "subaltern",
        "ensign",
        "lieutenant",
        "captain",
        "major",
        "colonel",
        "soldado",
        "alferez",
        "subalterno",
        "teniente",
        "capitan",
        "mayor",
        "coronel",
    ];
    let manner = one_of(&[
        "como",
        "as a",
        "as an",
        "as every",
        "like a",
        "like every",
        "like any",
    ])(text)
    .is_ok();
    let rank = one_of(&["as", "as a", "as an", "being", "como", "siendo"])(text)
        .is_ok_and(|(r, _)| one_of(RANKS)(r).is_ok());
    let words = text.split_whitespace().count();
    if (manner && words <= 5 || rank && words <= 8) && !text.contains(|c: char| c.is_ascii_digit())
    {
        return false;
    }
    // "I practise dagger this week (not rapier)": what he does not mean, said beside it.
    if let Ok((r, _)) = one_of(&["not", "no", "not the", "no la", "no el"])(text)
        && super::society::weapon_plural(r).is_ok_and(|(r, _)| sp(r).is_empty())
    {
        return false;
    }
    // "Gilles Morand, 53rd Fusiliers": a regiment's number is no amount (a week's would be
    // 1st to 4th).
    let regiment_number = |w: &str| {
        let n = w.find(|c: char| !c.is_ascii_digit()).unwrap_or(w.len());
        n > 0
            && ["st", "nd", "rd", "th", "o", "a", "e"].contains(&&w[n..])
            && w[..n].parse::<u32>().is_ok_and(|v| v > 4)
    };
    let words: Vec<&str> = text
        .split(|c: char| !is_word_char(c))
        .filter(|w| !w.is_empty())
        .collect();
    // "our new year is coming 11 September": a day of a month counts nothing.
    let month = |k: usize| {
        words
            .get(k)
            .is_some_and(|m| crate::calendar::month_by_name(m).is_some())
    };
    let counted = words.iter().enumerate().any(|(k, w)| {
        w.bytes().any(|b| b.is_ascii_digit())
            && !regiment_number(w)
            && !(month(k + 1) || (k > 0 && month(k - 1)))
    });
    // "I'm down to 40 crowns", "since a Major needs three and I've only got the one": a
    // sentence about himself with a number in it, and no order's word anywhere, is prose.
    const SPEAKS: &[&str] = &[
        "i", "im", "ive", "id", "my", "he", "hes", "his", "she", "shes", "her", "since", "so",
        "because", "it", "its", "we", "that", "thats", "there", "which", "who", "as", "yo",
        "estoy", "tengo", "mi", "ya", "que", "porque", "pues", "ese", "esa", "este", "aquel",
    ];
    // Whether a word of `text` opens an order (weak verbs apart); `passes` names the words
    // that cannot be an order's here.
    let opens_an_order = |passes: &dyn Fn(&str, &str) -> bool| {
        (0..words.len()).any(|k| {
            let at = words[k].as_ptr() as usize - text.as_ptr() as usize;
            let rest = &text[at..];
            !passes(words[k], rest) && opens_an_order_here(rest, words[k])
        })
    };
    let number = |w: &str| w.starts_with(|c: char| c.is_ascii_digit());
    // (A share is no order's amount: "sick of that 10% hanging over me".)
    let prose = words.len() >= 4
        && SPEAKS.contains(&words[0])
        && !opens_an_order(&|w, rest| number(w) && rest[w.len()..].starts_with('%'));
    // "Arsène is at 20 of 46, below half, so no shame": a name and what he is, a state.
    // (Numbers and the small words of a place are no order's verb here.)
    // ("Captain Brézé has already reminded him twice": the name may be of several words.)
    // ("I have endurance 121, expertise 11 and the mention in despatches, so they must take
    // me": what he has, a state; not "I have to do my duty".)
    let named_first = words.iter().take(5).position(|w| {
        [
            "is", "was", "has", "had", "es", "esta", "tiene", "era", "estaba", "have", "ive",
            "tengo", "were",
        ]
        .contains(w)
    });
    let named_first = named_first.filter(|&k| {
        !words
            .get(k + 1)
            .is_some_and(|n| ["to", "que", "got", "gotta", "decided", "chosen"].contains(n))
    });
    let state = words.len() >= 4
        && named_first.is_some_and(|k| {
            k >= 1
                && words[..k]
                    .iter()
                    .all(|w| !number(w) && !NUMBER_WORDS.contains(w))
        })
        && !is_order_word(text)
        && !opens_an_order(&|w, _| {
            number(w) || ["at", "of", "below", "above", "from", "for", "by"].contains(&w)
        });
    // "After three months of eating beans in a trench": a number that counts time, with no
    // order's word anywhere, tells of his life.
    const TIMES: &[&str] = &[
        "months", "years", "days", "hours", "meses", "anos", "dias", "horas",
    ];
    let is_number = |w: &str| number(w) || NUMBER_WORDS.contains(&w);
    // (Or the hour: "Creels out at six, so short".)
    let hour = |k: usize| {
        k > 0
            && ["at", "las"].contains(&words[k - 1])
            // ("la mitad de las 200": no hour is past 24.)
            && words[k].parse::<u32>().map_or(true, |h| h <= 24)
            && !words
                .get(k + 1)
                .is_some_and(|n| ["crowns", "coronas", "cr", "crs", "end", "endurance"].contains(n))
    };
    let only_times = (0..words.len())
        .filter(|&k| is_number(words[k]))
        .all(|k| words.get(k + 1).is_some_and(|next| TIMES.contains(next)) || hour(k));
    let timed = only_times
        && words.iter().any(|w| is_number(w))
        && !opens_an_order(&|w, _| is_number(w) || TIMES.contains(&w) || ARTICLES.contains(&w));
    // "I have endurance 121, expertise 11 and the mention in despatches": his character's
    // figures, each number beside what it measures, and no order's word.
    // (Not his social level, which may be what the GM must weigh: "ya tengo NS 6".)
    const MEASURES: &[&str] = &[
        "endurance",
        "end",
        "expertise",
        "exp",
        "strength",
        "str",
        "constitution",
        "con",
        "resistencia",
        "destreza",
        "fuerza",
    ];
    // ("..., EXP 10 and": a piece of that sentence, each number just after the name of what
    // it measures, with no word of surrendering or money beside it.)
    const NOT_HIS_RECORD: &[&str] = &[
        "surrender",
        "yield",
        "rindo",
        "rinde",
        "quarter",
        "crowns",
        "crown",
        "coronas",
        "corona",
        "bets",
        "apuestas",
        "falls",
        "below",
        "under",
        "down",
        "when",
        "cuando",
    ];
    let said_of_him = words
        .iter()
        .take(3)
        .any(|w| ["have", "ive", "has", "tengo", "tiene"].contains(w))
        || (0..words.len())
            .filter(|&k| number(words[k]))
            // (Not "con 10 de pisto": "con" is a Spaniard's "with" before it is a measure.)
            .all(|k| k > 0 && words[k - 1] != "con" && MEASURES.contains(&words[k - 1]))
            && !words.iter().any(|w| NOT_HIS_RECORD.contains(w));
    let figures = counted
        && said_of_him
        && (0..words.len()).filter(|&k| number(words[k])).all(|k| {
            (k > 0 && MEASURES.contains(&words[k - 1]))
                || words.get(k + 1).is_some_and(|n| MEASURES.contains(n))
        })
        && !opens_an_order(&|w, _| number(w) || MEASURES.contains(&w) || w == "have");
    if prose || state || timed || figures || is_done_to_him(text) {
        return false;
    }
    // ("drinks to it twice as hard": a comparison, no count; "three times her level": a
    // price reckoned.)
    let compared = |k: usize| {
        words.get(k + 1).is_some_and(|n| ["as", "como"].contains(n))
            || (words
                .get(k + 1)
                .is_some_and(|n| ["times", "veces"].contains(n))
                && words.get(k + 2).is_some_and(|n| {
                    ["her", "his", "my", "the", "su", "mi", "el", "la"].contains(n)
                }))
    };
    let incidental = |k: usize| {
        words
            .get(k + 1)
            .is_some_and(|n| n.chars().all(char::is_alphabetic) && !COUNTED.contains(n))
            && !opens_an_order(&|w, _| is_number(w))
    };
    if counted
        || (0..words.len())
            .any(|k| NUMBER_WORDS.contains(&words[k]) && !compared(k) && !incidental(k))
    {
        return true;
    }
    let mut i = text;
    while let Ok((rest, _)) = one_of(FILLERS)(i) {
        if rest.len() == i.len() {
            break;
        }
        i = rest;
    }
    let i = sp(i);
    // "I shall be at the | fencing hall": the lead-in of the order after it, nothing alone.
    let lead_in = one_of(super::words::VISIT_VERBS)(i)
        .or_else(|_| one_of(super::society::THEATRE_VERBS)(i))
        .map(|(r, _)| one_of(ARTICLES)(r).map_or(r, |(r, _)| r));
    if lead_in.is_ok_and(|r| sp(r).is_empty()) {
        return false;
    }
    // "I don't owe duty any more": what he does not do orders nothing.
    if one_of(&[
        "dont",
        "do not",
        "wont",
        "will not",
        "no longer",
        "didnt",
        "did not",
    ])(i)
    .is_ok()
    {
        return false;
    }
    // "please excuse any odd words": courtesy, not an excusal from duty.
    const COURTESY: &[&str] = &[
        "excuse any",
        "excuse my",
        "excuse the",
        "excuse me for",
        "excuse me if",
        "excuse typos",
        "excuse errors",
    ];
    if one_of(COURTESY)(i).is_ok() {
        return false;
    }
    let first = i.split(|c: char| !is_word_char(c)).next().unwrap_or("");
    opens_an_order_here(i, first) && i.contains(' ')
}

/// Conditions of courtesy: they govern nothing.
const COURTESIES: &[&str] = &[
    "if possible",
    "if i may",
    "if i can",
    "if allowed",
    "if permitted",
    "if need be",
    "if needed",
    "if necessary",
    "if you please",
    "if you like",
    "if you will",
    "if any",
    "if i remember",
    "if i recall",
    "if memory serves",
    "if im not mistaken",
    "if i am not mistaken",
    "if you ask me",
    "if that helps",
    "if it helps",
    "if that matters",
    "if it matters",
    "si es posible",
    "si puedo",
    "si se puede",
    "si me permites",
    "si me permite",
    "si no me equivoco",
    "si mal no recuerdo",
    "si hace falta",
    "si es necesario",
    "si quieres",
    "si quiere",
];

/// "if she has been won" beside "I spend the week at her side": a condition the reader did
/// not know, left over beside the order it governs. Read past, the order would be played
/// whatever the answer: the GM reads it. (Not the courtesies "if possible", "if I may",
/// "si es posible", which govern nothing.)
pub(super) fn is_condition_unread(text: &str) -> bool {
    let text = text.trim_start_matches(|c: char| !c.is_alphanumeric());
    one_of(&["if", "unless", "si", "a menos que", "salvo que"])(text).is_ok()
        && text.split_whitespace().count() >= 3
        && courtesy(text).is_none()
}

/// "if possible", "si es posible", "if I may": a condition of courtesy, which governs
/// nothing. What follows it.
pub(super) fn courtesy(text: &str) -> Option<&str> {
    one_of(COURTESIES)(text).ok().map(|(rest, _)| rest)
}

/// Whether an order of the grammar opens `text`, whose first word is `first`: by its first
/// word alone, or, for a word that says nothing alone ("be", "say", "stay": "he will be
/// wearing the blue doublet"), by the whole of the order's first words ("be at the fencing
/// school").
fn opens_an_order_here(text: &str, first: &str) -> bool {
    if WEAK_VERBS.contains(&first) {
        return false;
    }
    if PHRASE_ONLY.contains(&first) {
        return is_order_start(text);
    }
    is_order_word(text)
}

/// First words that open an order only with the words the grammar gives after them ("be at",
/// "stay home", "say a"): alone they are prose ("I'll be on the road", "say a rosary",
/// "sigo por debajo de la mitad", "Cause: regimental enmity").
const PHRASE_ONLY: &[&str] = &[
    // "I have endurance 121": what he has ("have a rest" is an order).
    "have",
    "be",
    "say",
    "stay",
    "sigo",
    "pasa",
    "throw",
    "cause",
    "como",
    "mi",
    "paying",
    "pago",
    "regimental",
    "service",
    "week",
    "colonels",
    "sabre",
    "rapier",
];

/// The player's arithmetic beside an amount: "6 veces su NS de 8", "3 x her SL", "90 + 100 =
/// 190 coronas", "that's 3 times 16": numbers and the words of a sum only, with a social level
/// or a sum's sign in them. It restates what the order says; it orders nothing.
fn is_reckoning(text: &str) -> bool {
    const WORDS: &[&str] = &[
        "x", "times", "veces", "por", "plus", "mas", "y", "and", "equals", "is", "son", "es",
        "makes", "hacen", "su", "her", "his", "my", "mi", "ns", "sl", "nivel", "social", "level",
        "de", "del", "of", "the", "crowns", "crown", "coronas", "corona", "cr", "each", "cada",
        "total", "in", "en", "all", "so", "thats", "that", "eso", "o", "sea", "ie", "i", "e",
        "which", "lo", "que", "la",
    ];
    let words = words_in(text);
    let numbers = words
        .iter()
        .filter(|w| w.bytes().all(|b| b.is_ascii_digit()))
        .count();
    let level = words
        .iter()
        .any(|w| ["ns", "sl"].contains(w) || *w == "nivel" || *w == "level");
    let sum = text.contains('=') && (text.contains('+') || text.contains(['x', '*', '×']));
    numbers >= 1
        && (level || sum)
        && words
            .iter()
            .all(|w| w.bytes().all(|b| b.is_ascii_digit()) || WORDS.contains(w))
}

/// "... the 200 I took in June plus the 10%, so 220": a debt reckoned after the sum repaid,
/// to the end of its sentence, and the total it comes to (its last number, after "so",
/// "makes", "son"...), which is what is repaid. The text after the sentence is given back.
/// A total that is not the sum with the interest said ("400 ... with the 10% that is 420")
/// is none: numbers that disagree are for the GM.
pub(super) fn reckoned_total(text: &str, sum: u32) -> Option<(&str, u32)> {
    let end = text.find(['.', ';', '(', ')']).unwrap_or(text.len());
    let sentence = &text[..end];
    if !is_debt_reckoning(sentence) {
        return None;
    }
    let words = words_in(sentence);
    let last = words
        .iter()
        .rposition(|w| w.bytes().all(|b| b.is_ascii_digit()))?;
    let total: u32 = words[last].parse().ok()?;
    // ("..., with the tenth: 440 crowns": the total after a colon.)
    let said = last > 0 && (TOTAL_SAID.contains(&words[last - 1]) || words[last - 1] == "to")
        || sentence.contains(&format!(": {total}"));
    let adds_up = match interest_rate(sentence) {
        Some(rate) => total == with_interest(sum, rate),
        None => total > sum,
    };
    (said && adds_up).then_some((&text[end..], total))
}

/// The words before the total a debt's reckoning comes to: "so 330", "makes 220", "son 440".
pub(super) const TOTAL_SAID: &[&str] =
    &["so", "makes", "make", "total", "son", "hacen", "is", "es"];

/// The interest a reckoning names, in percent: "plus the 10%", "más su 10 %".
pub(super) fn interest_rate(text: &str) -> Option<u32> {
    // ("with the tenth", "con el diezmo": the moneylender's ten in a hundred.)
    if ["tenth", "decimo", "diezmo"]
        .iter()
        .any(|w| text.split(|c: char| !c.is_alphanumeric()).any(|x| x == *w))
    {
        return Some(10);
    }
    let k = text.find('%')?;
    let digits = text[..k].trim_end();
    let from = digits.len()
        - digits
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .count();
    digits[from..].parse().ok()
}

/// What `sum` comes to with `rate` percent of interest (000, Loans: the moneylender's 10%).
pub(super) fn with_interest(sum: u32, rate: u32) -> u32 {
    sum + sum * rate / 100
}

/// A debt reckoned, beside the order that pays it: "(the 200 I borrowed in March plus the
/// 10%)", "It was 300, with 10% it makes 330 crowns", "son 200 más el 10%". Only the words of
/// a sum, a loan and its interest, and a month.
pub(super) fn is_debt_reckoning(text: &str) -> bool {
    const WORDS: &[&str] = &[
        "the",
        "i",
        "it",
        "was",
        "is",
        "plus",
        "with",
        "and",
        "makes",
        "make",
        "comes",
        "to",
        "of",
        "in",
        "crowns",
        "crown",
        "interest",
        "borrowed",
        "took",
        "lent",
        "owed",
        "owe",
        "loan",
        "that",
        // ("which I borrowed in February").
        "which",
        "total",
        "in",
        "all",
        "so",
        "el",
        "la",
        "los",
        "las",
        "de",
        "del",
        "en",
        "mas",
        "y",
        "con",
        "son",
        "hacen",
        "era",
        "eran",
        "fue",
        "fueron",
        "que",
        "pedi",
        // "the 400 I had from him in July, so 440 with his ten per cent".
        "had",
        "from",
        "him",
        "her",
        "per",
        "cent",
        "percent",
        "ten",
        "ciento",
        "diez",
        "me",
        "su",
        "presto",
        "prestaron",
        "his",
        "my",
        "he",
        "preste",
        "prestadas",
        "prestados",
        "prestado",
        "interes",
        "intereses",
        "coronas",
        "total",
        // "with the tenth: 440 crowns", "con el diezmo": the moneylender's tenth.
        "tenth",
        "decimo",
        "diezmo",
    ];
    let words = words_in(text);
    let number = |w: &&str| w.bytes().all(|b| b.is_ascii_digit());
    let month = |w: &&str| crate::calendar::month_by_name(w).is_some();
    let a_debt = text.contains('%')
        || text.contains("per cent")
        || text.contains("percent")
        || text.contains("por ciento")
        || [
            "interest",
            "interes",
            "intereses",
            "borrowed",
            "took",
            "pedi",
            "prestadas",
        ]
        .iter()
        .any(|w| words.contains(w))
        || matches!(words[..], ["it" | "that" | "era" | "eran" | "fue", ..]);
    // ("the 80 crowns he borrowed in September": when the debt was made, said of it.)
    let dated = words.iter().any(month)
        && ["borrowed", "lent", "took", "presto", "preste", "pedi"]
            .iter()
            .any(|w| words.contains(w));
    (words.iter().any(number) || dated)
        && a_debt
        && words
            .iter()
            .all(|w| number(w) || month(w) || WORDS.contains(w))
}

/// The words of `text`, its punctuation and spaces left out.
fn words_in(text: &str) -> Vec<&str> {
    super::lex::words_in(text).collect()
}

// ("Between two inspections": a count of something no order counts, with no order's
// word anywhere.)
/// Words after a number that say an order counts it (its sum, bets, gifts, guests...), or
/// that join it to one.
const COUNTED: &[&str] = &[
    "crowns",
    "crown",
    "coronas",
    "corona",
    "bets",
    "bet",
    "apuestas",
    "apuesta",
    "wagers",
    "throws",
    "hands",
    "manos",
    "tiradas",
    "gifts",
    "regalos",
    "horses",
    "caballos",
    "guests",
    "invitados",
    "weeks",
    "semanas",
    "points",
    "puntos",
    "times",
    "veces",
    "of",
    "de",
    "more",
    "mas",
    "extra",
    "at",
    "a",
    "x",
    "each",
    "cada",
    "hundred",
    "cientos",
    "mil",
    "thousand",
    "small",
    "big",
    "y",
    "and",
    "to",
    "or",
    "o",
    "endurance",
    "resistencia",
    "for",
    "por",
];

/// "got 3 elk heads n a bobcat on the bench, slammed", "thats it, 14 dogs to feed before
/// dark": a short remark of the writer's own life after the orders, each number of it a count
/// of things no order counts (the word after it no unit of a sum, a bet or endurance, the
/// words beside it none a stake is said with), and three words or more besides. (`written`:
/// the words as written, in which no name is capitalised after the first word: a man, a
/// regiment or a post named is an order's.)
pub(super) fn counts_his_life(text: &str, written: &str) -> bool {
    let named = written
        .split_whitespace()
        .skip(1)
        .filter(|w| !matches!(*w, "I" | "I'm" | "I've" | "I'll" | "I’m" | "I’ve" | "I’ll"))
        .any(|w| w.starts_with(char::is_uppercase));
    if named {
        return false;
    }
    let words = words_in(text);
    let number = |w: &str| w.starts_with(|c: char| c.is_ascii_digit());
    let said = words.iter().filter(|w| !number(w)).count();
    let beside = |k: Option<usize>| {
        k.and_then(|k| words.get(k))
            .is_some_and(|w| super::duel::BESIDE_A_POINT.contains(w))
    };
    // The number at `k` counts things: a whole number (not a regiment's "53rd" nor an item's
    // "3)"), a word after it that no order counts with, and no word beside it that says a
    // stake, his social level ("llego a nivel 9") or a week ("what I did in week 4").
    let a_count = |k: usize, w: &str| {
        let end = w.as_ptr() as usize - text.as_ptr() as usize + w.len();
        let before = k.checked_sub(1).map(|j| words[j]);
        w.bytes().all(|b| b.is_ascii_digit())
            && !text[end..].starts_with(')')
            && words
                .get(k + 1)
                .is_some_and(|n| n.starts_with(char::is_alphabetic) && !COUNTED.contains(n))
            && !before.is_some_and(|b| {
                [
                    "nivel", "level", "sl", "ns", "week", "wk", "semana", "sem", "w",
                ]
                .contains(&b)
            })
            && !beside(k.checked_sub(1))
            && !beside(Some(k + 1))
    };
    // (Nor a line that stakes or pays: "bet 50 twelve times".)
    const STAKES: &[&str] = &[
        "bet", "bets", "wager", "wagers", "gamble", "stake", "stakes", "apuesto", "apuestas",
        "juego", "play", "crowns", "coronas", "cr", "pay", "pago", "lend", "presto", "borrow",
    ];
    said >= 3
        && !words.iter().any(|w| STAKES.contains(w))
        && words.iter().any(|w| number(w))
        && words
            .iter()
            .enumerate()
            .all(|(k, w)| !number(w) || a_count(k, w))
}

/// "he challenged me at end of October because I laughed about his hat": what another man
/// did to him, told in the past, with no number in it. Its words may be an order's
/// ("challenged"); it orders nothing.
pub(super) fn is_done_to_him(text: &str) -> bool {
    let words = words_in(text);
    words.len() >= 3
        && ["he", "she", "they"].contains(&words[0])
        && words[1].len() > 4
        && words[1].ends_with("ed")
        && ["me", "my", "us"].contains(&words[2])
        && !text.contains(|c: char| c.is_ascii_digit())
}

/// Words that start orders of the grammar but say nothing alone ("I go to", "voy al", "the").
const WEAK_VERBS: &[&str] = &[
    "i", "the", "no", "go", "goes", "going", "voy", "va", "vamos", "acudo", "ir", "make", "makes",
    "hago", "do", "does", "y", "and", "a", "al", "el", "la", "to", "see", "take", "with", "con",
    "en", "then", "luego", "me", "my", "mi", "spend", "paso", "busco", "same", "as", "in", "on",
    "for", "at", "que", "de", "del", "lo", "le", "his", "he", "she", "it", "will", "shall", "also",
    "again", "otra", "vez", "week", "semana", "ask", "pido", "llevo", "bring", "carry",
    // Only poltroonery's "if things look bad" makes these an order's first word.
    "if", "si",
    // "tell X to pay back ..." is a demand, but "Tell Vasseur I accept" is none.
    "tell",
    // "X has asked me to Hunter's" is a visit, but "he has three horses" is none.
    "has", "have", "asked", "invited",
    // First words of rarer phrasings ("from the moneylender, borrow...", "return 50 crowns
    // to", "offer X an apology", "work on my sabre"), and of much else: "from dawn to dusk",
    // "kindly add one extra gift from my side", "return home".
    "from", "an", "back", "return", "get", "pay", "offer", "improve", "hone", "sharpen", "work",
    "working", "brush", "drill", "drilling", "settle", "clear", "call", "drop", "stop", "pop",
    "head", "dine", "escort", "put", "sign", "enrol", "enroll", "keep", "continue", "yo",
];

/// Numbers in words: a count or a sum a GM would want placed.
const NUMBER_WORDS: &[&str] = &[
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "hundred",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "veinte",
    "treinta",
    "cuarenta",
    "cincuenta",
    "cien",
    "ciento",
    "twice",
    "thrice",
];

#[cfg(test)]
mod tests {
    use super::{counts_his_life, interest_rate, order_like, with_interest};

    /// The rate before its sign, however the text around it is written (a character of
    /// several bytes just before it too).
    #[test]
    fn an_interest_rate_and_what_it_makes() {
        assert_eq!(interest_rate("plus the 10%, so 330"), Some(10));
        assert_eq!(interest_rate("más su 10 %"), Some(10));
        assert_eq!(interest_rate("�d�o %"), None);
        assert_eq!(interest_rate("no rate"), None);
        assert_eq!(with_interest(400, 10), 440);
    }

    #[test]
    fn a_count_of_his_life_after_the_orders() {
        let said = |t: &str| counts_his_life(&t.to_lowercase(), t);
        assert!(said("thats it, 14 dogs to feed before dark"));
        assert!(said("got 3 elk heads n a bobcat on the bench, slammed"));
        // A post, a regiment, a level, a sum or an item's number: an order's, or the GM's.
        assert!(!said(
            "Put my name forward for Brigadier of the 4th Brigade"
        ));
        assert!(!said("ya merito llego a nivel 9, tons"));
        assert!(!said("bring 40 crowns to the tavern"));
        assert!(!said("3) on the colonel, for me"));
        assert!(!said("bet 50 twelve times"));
    }

    #[test]
    fn what_another_did_to_him_is_told() {
        assert!(!order_like(
            "he challenged me at end of october because i laughed about his hat"
        ));
        assert!(!order_like("she refused my invitation"));
        assert!(order_like("he challenged me for 20 crowns"));
    }

    #[test]
    fn his_record_said_as_a_reason_is_no_order() {
        assert!(!order_like(
            "i have end 118, exp 10 and i was mentioned in despatches last summer"
        ));
        assert!(!order_like("he has endurance 112 and expertise 10"));
        // A number of his endurance beside a surrender, or money, may be an order's.
        assert!(order_like("endurance 30 i surrender"));
        assert!(order_like("i have end 118 and 40 crowns"));
    }

    /// A word that says nothing alone is an order's verb only with the grammar's words after
    /// it; an order's own verb is one however the words after it run.
    #[test]
    fn weak_first_words_need_the_whole_phrase() {
        assert!(!order_like(
            "he will be wearing the blue doublet, naturally"
        ));
        assert!(!order_like("say a rosary"));
        assert!(order_like("host to lanthier"));
        assert!(order_like("he become member there"));
    }
}
