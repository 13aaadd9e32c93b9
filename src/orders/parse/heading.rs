//! Section headings (`Week 1:`, `1ª Semana:`, `Observaciones:`).
//!
//! A heading starts a section that runs to the next heading, across lines. Headings are looked
//! for at the start of a line and, mid-line, after a sentence end (the Spanish sample in 003
//! writes all four weeks on one line). Mid-line, a heading must end with `:` or `-`, so that
//! "la invito la tercera semana a venir" is not taken for a heading.

use super::lex::{PErr, PResult, is_word_char, longest, one_of, punct, sp, strip_word_prefix};
use crate::vocab::Language;
use nom::Parser;
use nom::branch::alt;
use nom::combinator::eof;
use nom::combinator::opt;

mod memo;
mod sections;
mod sentence;
mod series;
use sections::remaining_heading;
pub use sections::{duel_heading, monthly_heading};
pub use sentence::{branch_label, branch_week, except_week, week_at_end, week_in_sentence};
pub use series::series;

/// What a heading opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heading {
    /// A week; the number may be out of range (`Week 5:`), which the caller reports.
    Week(u8),
    /// Several weeks with the same orders: `Weeks 1-2:`, `Semanas 1 y 2:` (first, last).
    Weeks(u8, u8),
    /// Two weeks apart with the same orders: `Weeks 1 and 3:`, `1ª y 3ª:` (the two named, not
    /// those between: a private's two weeks of duty).
    Pair(u8, u8),
    /// The orders for the whole month.
    Monthly,
    /// Standing duel orders.
    Duel,
    /// The week after the one being read: "then the week after I court her", "a la semana
    /// siguiente"; the first week when none is being read. `other`: "la otra semana", "the
    /// other week", which inside a pair of weeks ("Primera quincena: primero ..., y la otra
    /// semana ...") is the pair's second.
    Next { other: bool },
    /// The weeks left after the one being read: "Rest of the month:", "Resto del mes:" (all
    /// four when none is being read).
    Remaining,
}

/// A heading and the language its words are in (`None` for `W1:` or `1)`).
pub type Found = (Heading, Option<Language>);

/// `heading = week_heading | monthly_heading`
///
/// `line_start` says whether the heading stands at the start of a line, where looser forms
/// are allowed (`1)`, `1 Go to Hunter's`, `Week 1` with no colon).
pub fn heading(input: &str, line_start: bool) -> PResult<'_, Found> {
    // A letter's lines are asked for their heading by several passes (the labels' runs,
    // whether any week is named, the reading itself, the search for the next heading), most
    // of them more than once: the answer for a text is worked out once and remembered.
    if let Some(known) = memo::recall(input, line_start) {
        return match known {
            Some((read, found)) => Ok((&input[read..], found)),
            None => PErr::at(input).miss(),
        };
    }
    let answer = find_heading(input, line_start);
    let known = answer
        .as_ref()
        .ok()
        .map(|(rest, found)| (input.len() - rest.len(), *found));
    memo::remember(input, line_start, known);
    answer
}

/// Forgets the headings found in the letter read before.
pub fn new_letter() {
    memo::forget();
}

/// [`heading`], worked out.
fn find_heading(input: &str, line_start: bool) -> PResult<'_, Found> {
    // "[Week 1]", "[Duel]", "[Semana 2]", "{Week 1}": a label in square or curly brackets;
    // «Semana 1», "<Week 2>", "¶ Week 3 ¶": between quotation marks, angle brackets or a
    // symbol of the writer's own (the closing one is the label's end, `heading_end`).
    if line_start
        && let Some(inner) = sp(input)
            .strip_prefix(['[', '{', '"', '<'])
            .or_else(|| sp(input).strip_prefix(super::lex::is_mark))
        && inner.trim_start().starts_with(|c: char| c.is_alphabetic())
    {
        return heading(inner, true);
    }
    // "(w1) prac sab", "(Wk 2) Hunter's": a label in round brackets, closed before the orders.
    if line_start
        && let Some(inner) = sp(input).strip_prefix('(')
        && inner.starts_with(|c: char| c.is_alphabetic())
        && let Some(close) = inner.find(')')
        && close <= 12
        && let Ok((rest, found)) = heading(inner, true)
        && inner.len() - rest.len() > close
    {
        return Ok((rest, found));
    }
    // "(1ª) Solicito el ingreso ...", "(2nd) prac sabre", "<2> If the play ...": the week's
    // ordinal in brackets.
    if line_start
        && let Some((open, inner)) = sp(input)
            .strip_prefix('(')
            .map(|i| ('(', i))
            .or_else(|| sp(input).strip_prefix('<').map(|i| ('<', i)))
        && inner.starts_with(|c: char| c.is_ascii_digit())
        && let Ok((rest, (n, lang))) = number(inner)
        && (1..=4).contains(&n)
        && let Some(rest) = rest.strip_prefix(if open == '(' { ')' } else { '>' })
    {
        let rest = alt((punct(':'), punct('-'), punct('.')))
            .parse(rest)
            .map_or(rest, |(r, _)| r);
        return Ok((rest, (Heading::Week(n), lang)));
    }
    let found = alt((
        |i| week_heading(i, line_start),
        |i| monthly_heading(i, line_start),
        |i| duel_heading(i, line_start),
        |i| remaining_heading(i, line_start),
    ))
    .parse(input);
    // "1-ҳафта (week 1): ...": the number found, then the label's word and its gloss.
    if let Ok((rest, (Heading::Week(n), lang))) = found
        && line_start
        && let Some((after, (Heading::Week(m), _))) = gloss(rest, 24, |_| true)
        && m == n
    {
        return Ok((after, (Heading::Week(n), lang)));
    }
    if found.is_ok() || !line_start {
        return found;
    }
    // "Vahkku 1-4 (weeks 1-4): ...", "Seachtain 1 (week 1): ...": a label in his own language,
    // glossed in brackets after it.
    if let Some(glossed) = gloss(input, 16, |label| {
        label.contains(|c: char| c.is_ascii_digit())
    }) {
        return Ok(glossed);
    }
    // "Minggu pertama (week 1): ...": a label of words alone, then its colon (not an order
    // with its week in brackets: "Invite Marie (week 4)").
    if let Some((after, found)) = gloss(input, 24, |label| !super::action::is_order_word(sp(label)))
        && input[..input.len() - after.len()]
            .trim_end()
            .ends_with([':', '-', '–', '—'])
    {
        return Ok((after, found));
    }
    found
}

/// A label of one or two words (`label_is` says which) closed by its gloss in brackets within
/// `within` bytes: "ҳафта (week 1):", "Vahkku 1-4 (weeks 1-4) -". Gives what follows it and
/// the week(s) the gloss names.
fn gloss(input: &str, within: usize, label_is: impl Fn(&str) -> bool) -> Option<(&str, Found)> {
    let i = sp(input);
    let open = i.find('(').filter(|&k| k <= within)?;
    let label = &i[..open];
    if label.trim().is_empty() || label.split_whitespace().count() > 2 || !label_is(label) {
        return None;
    }
    let (rest, found @ (Heading::Week(_) | Heading::Weeks(..) | Heading::Pair(..), _)) =
        heading(&i[open + 1..], true).ok()?
    else {
        return None;
    };
    // (The gloss's closing bracket may end the label it holds.)
    let rest = sp(rest)
        .strip_prefix(')')
        .or_else(|| i[open..i.len() - rest.len()].ends_with(')').then_some(rest))?;
    let rest = alt((punct(':'), punct('-'), super::lex::mark))
        .parse(rest)
        .map_or(rest, |(r, _)| r);
    Some((rest, found))
}

/// What follows a word of talk opening a line ("pues", "so,", "well,", "ok,", "¡olé!"), when
/// a week's label follows it.
fn after_interjection(input: &str) -> Option<&str> {
    let i = sp(input);
    let rest = match one_of(&[
        "pues", "so", "well", "ok", "okay", "right", "bueno", "vale", "entonces", "then", "and",
        "y",
    ])(i)
    {
        Ok((r, _)) => punct(',').parse(r).map_or(r, |(r, _)| r),
        Err(_) => {
            // One word and "!": "ole!", "bravo!".
            let n = i.find(|c: char| !c.is_alphanumeric())?;
            i[n..].strip_prefix('!').filter(|_| n > 0)?
        }
    };
    let label = |r| week_label(r, true).is_ok() || ordinal_phrase(r).is_ok();
    label(rest).then_some(rest)
}

/// "... for april 1st wk fencing w rapier 2nd wk duty": an ordinal and "wk", which names a
/// week wherever it stands, unless a preposition makes it a detail ("for the 2nd week").
pub fn bare_week_label<'a>(before: &str, input: &'a str) -> Option<(&'a str, u8)> {
    const PREPOSITIONS: &[&str] = &[
        "for", "in", "on", "during", "until", "till", "by", "from", "to", "the", "para", "en",
        "la", "de", "del", "hasta", "a", "durante",
    ];
    // Cheap tests first: this is asked at every space of a line.
    if !input.starts_with(|c: char| c.is_ascii_digit() || "fstl".contains(c)) {
        return None;
    }
    let (rest, n) = super::slots::ordinal(input).ok()?;
    let (rest, _) = one_of(&["wk", "week"])(rest).ok()?;
    let last = before
        .trim_end()
        .rsplit(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    ((1..=4).contains(&n)
        && rest.starts_with(' ')
        && sp(rest).starts_with(char::is_alphabetic)
        // "to excuse me from my second week of duty": a week of his duty, not a label.
        && one_of(&["of"])(rest).is_err()
        && !PREPOSITIONS.contains(&last))
    .then_some((rest, n))
}

/// "la 1 practico florete, la 2 al club": an Argentine's weeks, digits only, a word after.
fn la_week(input: &str) -> Option<(&str, u8)> {
    let (rest, n) = digits(sp(input).strip_prefix("la ")?)?;
    ((1..=4).contains(&n) && rest.starts_with(' ') && sp(rest).starts_with(char::is_alphabetic))
        .then_some((rest, n))
}

/// A week named inside a sentence, after a sentence part ends: "..., so in week 1 I resign
/// from Red Phillips", "; and for the fourth week, rest", "y en la tercera semana voy al club".
/// Gives what follows it.
/// A correction of a week written after the orders: "change week 2 to rest", "scratch week
/// 3, make it practise sabre instead", "cambia la semana 2 por descanso", "week 3 should be
/// rest". The week it replaces, and what follows (its new orders).
pub fn correction(input: &str) -> Option<(&str, u8)> {
    // "P.S. Sorry, ...", "Oh, and ...".
    let i = one_of(super::words::POSTSCRIPT)(input).map_or(input, |(r, _)| r);
    let i = sp(i).trim_start_matches([':', '-', ' ']);
    let i = one_of(&["sorry", "oops", "oh", "actually", "perdon", "perdona", "ah"])(i)
        .map_or(i, |(r, _)| sp(r).trim_start_matches([',', '!', '-', ' ']));
    let i = one_of(&["and", "but", "y", "pero", "please", "por favor"])(i).map_or(i, |(r, _)| r);
    fn week(i: &str) -> Option<(&str, u8)> {
        let i = one_of(&[
            "my orders for",
            "what i said for",
            "the orders for",
            "mis ordenes de",
        ])(i)
        .map_or(i, |(r, _)| r);
        let i = one_of(&["the", "la", "el"])(i).map_or(i, |(r, _)| r);
        let (rest, n) = match week_label(i, false) {
            Ok((rest, (n, _))) => (rest, n),
            Err(_) => match la_week(i) {
                Some(found) => found,
                None => ordinal_phrase(i).ok().map(|(r, (n, _))| (r, n))?,
            },
        };
        (1..=4).contains(&n).then_some((rest, n))
    }
    const CHANGE: &[&str] = &[
        "change", "switch", "swap", "alter", "amend", "correct", "cambia", "cambio", "cambiad",
        "cambiar",
    ];
    const SCRATCH: &[&str] = &[
        "scratch", "cancel", "forget", "drop", "strike", "delete", "scrap", "ignore", "olvida",
        "olvidad", "anula", "anulad", "borra", "tacha",
    ];
    const TO: &[&str] = &["to", "into", "for", "por", "a", "en", ":", "-", "=", ","];
    const THEN: &[&str] = &[
        "make it",
        "replace it with",
        "instead",
        "it should be",
        "should be",
        "i will",
        "ill",
        "i'll",
        "do",
        "mejor",
        "pon",
        "en su lugar",
        "sera",
    ];
    fn after_then(r: &str) -> &str {
        let r = sp(r).trim_start_matches([',', '.', ';', '-', ':', ' ']);
        // "scratch week 2, I'm too broke after last month. Make it rest instead": a reason
        // may stand between.
        let r = match one_of(THEN)(r) {
            Ok((r, _)) => r,
            Err(_) => r
                .find(['.', ';'])
                .map(|k| &r[k + 1..])
                .filter(|r| one_of(THEN)(sp(r)).is_ok())
                .map_or(r, |r| one_of(THEN)(sp(r)).map_or(r, |(r, _)| r)),
        };
        sp(r).trim_start_matches([':', ' '])
    }
    if let Ok((r, _)) = one_of(CHANGE)(i)
        && let Some((r, n)) = week(r)
        && let Ok((r, _)) = one_of(TO)(r)
    {
        return Some((sp(r), n));
    }
    if let Ok((r, _)) = one_of(SCRATCH)(i)
        && let Some((r, n)) = week(r)
    {
        return Some((after_then(r), n));
    }
    // "week 3 should be rest", "la semana 3 mejor descanso".
    if let Some((r, n)) = week(i)
        && let Ok((r, _)) = one_of(&[
            "should be",
            "should now be",
            "is now",
            "becomes",
            "will now be",
            "instead",
            "deberia ser",
            "mejor",
            "ahora",
        ])(r)
    {
        return Some((sp(r).trim_start_matches([':', ' ']), n));
    }
    None
}

/// `week_heading = week_range heading_end | week_label heading_end | ordinal_phrase`
pub fn week_heading(input: &str, line_start: bool) -> PResult<'_, Found> {
    // "Pues la 1ª semana de enero vuelvo a...", "¡Olé! 2ª semana: ...", "So, week 3: ...": a
    // word of talk before the label that opens the line.
    if line_start && let Some(rest) = after_interjection(input) {
        return week_heading(rest, true);
    }
    if let Some((rest, (a, b, lang))) = week_pair(input)
        && let Ok((rest, ())) = heading_end(rest, line_start)
    {
        return Ok((rest, (Heading::Pair(a, b), lang)));
    }
    // "[Week 1]", "[Semana 2]": a label in square brackets.
    if let Ok((rest, (a, b, lang))) = week_range(input)
        && let Ok((rest, ())) = heading_end(rest, line_start)
    {
        return Ok((rest, (Heading::Weeks(a, b), lang)));
    }
    if line_start && let Ok((rest, (n, lang))) = ordinal_phrase(input) {
        return Ok((rest, (Heading::Week(n), lang)));
    }
    if line_start && let Some((rest, h)) = dates_label(input) {
        return Ok((rest, (h, None)));
    }
    // "Para terminar el mes, me haré socio...", "To end the month, ...": the last week.
    if line_start
        && let Ok((rest, phrase)) = one_of(&[
            "to end the month",
            "to finish the month",
            "to close the month",
            "at the end of the month",
            "para terminar el mes",
            "para acabar el mes",
            "para cerrar el mes",
            "y para terminar el mes",
            "al final del mes",
        ])(input)
        && let Ok((rest, _)) = alt((punct(','), punct(':'))).parse(rest)
    {
        let lang = if phrase.starts_with(['t', 'a']) && !phrase.starts_with("al ") {
            Language::English
        } else {
            Language::Spanish
        };
        return Ok((rest, (Heading::Week(4), Some(lang))));
    }
    let (rest, (n, lang)) = week_label(input, line_start)?;
    // "Week 1 of 4:", "Semana 2 de 4:": the month's count after it.
    // "Semana 1/4:", "3/4 -": the same, as a fraction.
    let rest = one_of(&["of 4", "of four", "de 4", "de cuatro", "/4", "/ 4"])(rest)
        .map_or(rest, |(r, _)| r);
    // A short label glued to its number ("W2", "wk3", "s1") is a heading mid-line too.
    let glued = glued_label(input);
    let (rest, ()) = heading_end(rest, line_start || glued)?;
    Ok((rest, (Heading::Week(n), lang)))
}

/// True when `input` starts with letters glued to a number: "w2", "wk3", "s1", "week3".
fn glued_label(input: &str) -> bool {
    let i = sp(input);
    let letters = i
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(i.len());
    letters > 0 && letters <= 6 && i[letters..].starts_with(|c: char| c.is_ascii_digit())
}

/// A range of weeks, first and last, and the language of its words.
type Range = (u8, u8, Option<Language>);

/// ```text
/// week_range = ("weeks" | "wks" | "semanas") N ("-" | "to" | "and" | "y" | "a" | "&") N
///            | ordinal ("-" | "to" | "and" | "y" | "&") ordinal ("weeks" | "semanas")
/// ```
fn week_range(input: &str) -> PResult<'_, Range> {
    if let Some(found) = fortnight(input)
        .or_else(|| ordinal_list(input))
        .or_else(|| numbered_list(input))
    {
        return Ok(found);
    }
    // The ranges by ordinals name their weeks within a few words.
    let near = &input[..input.floor_char_boundary(40)];
    if !(near.contains("week") || near.contains("seman")) {
        return week_range_by_number(input);
    }
    ordinal_range(input).map_or_else(|| week_range_by_number(input), Ok)
}

/// A week's label glued to its number ("wk1 + wk2", "w1-w2"): what follows the label.
fn glued(i: &str) -> Option<&str> {
    let i = sp(i);
    ["wk", "w", "week", "semana", "sem", "s"]
        .iter()
        .filter_map(|l| i.strip_prefix(l))
        .find(|r| r.starts_with(|c: char| c.is_ascii_digit()))
}

/// The words that name weeks before their numbers ("Weeks 1 and 3", "Semana 1 y 2").
const WEEKS_NAMED: &[(&str, Language)] = &[
    ("weeks", Language::English),
    ("wks", Language::English),
    ("week", Language::English),
    ("wk", Language::English),
    ("semanas", Language::Spanish),
    ("semana", Language::Spanish),
    ("sem", Language::Spanish),
];

/// "Weeks 1 and 3", "Semanas 1 y 3", "1ª y 3ª", "1st and 3rd weeks", "wk1 + wk3": two weeks
/// apart, joined by "and" (not a range: the weeks between are not named).
fn week_pair(input: &str) -> Option<(&str, Range)> {
    let (r, word) = match longest(input, WEEKS_NAMED.iter().copied()) {
        Ok((r, (_, lang))) => (r, Some(lang)),
        Err(_) => match glued(input) {
            Some(r) if sp(input).starts_with('s') => (r, Some(Language::Spanish)),
            Some(r) => (r, Some(Language::English)),
            None => (input, None),
        },
    };
    let r = punct('#')(r).map_or(r, |(x, _)| x);
    let (r, (a, lang_a)) = number(r).ok()?;
    let (r, _) = one_of(&["and", "y", "&", "+"])(r).ok()?;
    // ("wk1 + wk3": the second may carry its label again.)
    let r = longest(r, WEEKS_NAMED.iter().copied()).map_or(r, |(x, _)| x);
    let r = glued(r).unwrap_or(r);
    let r = punct('#')(r).map_or(r, |(x, _)| x);
    let (r, (b, lang_b)) = number(r).ok()?;
    // ("1st and 3rd weeks": the weeks' word after them.)
    let (r, after) = match longest(r, WEEKS_NAMED.iter().copied()) {
        Ok((r, (_, lang))) => (r, Some(lang)),
        Err(_) => (r, None),
    };
    let lang = word.or(after).or(lang_a).or(lang_b);
    // Without the weeks' word, only ordinals say weeks: "1ª y 3ª:", not "1 and 3".
    let ordinals = word.is_none() && after.is_none();
    if ordinals && (lang_a.is_none() || !input.starts_with(|c: char| c.is_ascii_digit())) {
        return None;
    }
    ((1..=4).contains(&a) && (a + 2..=4).contains(&b)).then_some((r, (a, b, lang)))
}

/// "First fortnight (wks 1-2):", "Segunda quincena:", "the second fortnight": half the month,
/// its weeks in brackets after it or not.
fn fortnight(input: &str) -> Option<(&str, Range)> {
    const HALVES: &[(&str, (u8, u8, Language))] = &[
        ("first fortnight", (1, 2, Language::English)),
        ("second fortnight", (3, 4, Language::English)),
        ("last fortnight", (3, 4, Language::English)),
        ("final fortnight", (3, 4, Language::English)),
        ("primera quincena", (1, 2, Language::Spanish)),
        ("segunda quincena", (3, 4, Language::Spanish)),
        ("ultima quincena", (3, 4, Language::Spanish)),
    ];
    let i = one_of(&["the", "la", "for the", "in the", "en la", "durante la"])(input)
        .map_or(input, |(r, _)| r);
    let (rest, (_, (a, b, lang))) = longest(i, HALVES.iter().copied()).ok()?;
    // "(wks 1-2)", "(semanas 1 y 2)": the weeks said again.
    let rest = match sp(rest).strip_prefix('(').and_then(|inner| {
        let k = inner.find(')')?;
        (k < 30).then(|| &inner[k + 1..])
    }) {
        Some(after) => after,
        None => rest,
    };
    Some((rest, (a, b, Some(lang))))
}

/// "Weeks 2, 3 and 4", "Semanas 2, 3 y 4": the weeks' word, then three or more weeks one
/// after the next.
fn numbered_list(input: &str) -> Option<(&str, Range)> {
    // "Las semanas 2, 3 y 4:", "The weeks 2, 3 and 4".
    let input = one_of(&["las", "the"])(input).map_or(input, |(r, _)| r);
    let (r, (_, lang)) = longest(
        input,
        [
            ("weeks", Language::English),
            ("wks", Language::English),
            ("semanas", Language::Spanish),
            // "Sem #2, #3 y #4:", "Week 2, 3 and 4": the word once, in the singular.
            ("week", Language::English),
            ("wk", Language::English),
            ("semana", Language::Spanish),
            ("sem", Language::Spanish),
        ],
    )
    .ok()?;
    let (rest, (a, b)) = weeks_in_a_row(r)?;
    Some((rest, (a, b, Some(lang))))
}

/// "2.ª, 3.ª y 4.ª SEMANAS", "2nd, 3rd and 4th weeks", "2^, 3^, 4^ week": ordinals one after
/// the next, then the weeks' word (in the singular too: three ordinals are no one week).
fn ordinal_list(input: &str) -> Option<(&str, Range)> {
    let (r, (a, b)) = weeks_in_a_row(input)?;
    let (rest, (_, lang)) = longest(
        r,
        [
            ("weeks", Language::English),
            ("week", Language::English),
            ("semanas", Language::Spanish),
            ("semana", Language::Spanish),
        ],
    )
    .ok()?;
    Some((rest, (a, b, Some(lang))))
}

/// Three or more weeks one after the next, by number or ordinal ("2, 3 and 4", "2.ª, 3.ª y
/// 4.ª"): the first and the last.
fn weeks_in_a_row(input: &str) -> Option<(&str, (u8, u8))> {
    let mut r = input;
    let mut weeks: Vec<u8> = Vec::new();
    loop {
        // "#2, #3 y #4".
        let r_ = punct('#')(r).map_or(r, |(x, _)| x);
        let (rest, (n, _)) = number(r_).ok()?;
        // "2.ª" folds to "2.a"; "2^" is an Italian's.
        let rest = rest.strip_prefix(".a").unwrap_or(rest);
        let rest = rest.strip_prefix('^').unwrap_or(rest);
        weeks.push(n);
        r = rest;
        match one_of(&[",", "y", "and", "&"])(r) {
            Ok((rest, _)) => r = one_of(&["y", "and"])(rest).map_or(rest, |(r, _)| r),
            Err(_) => break,
        }
    }
    let (a, b) = (weeks[0], *weeks.last()?);
    let contiguous = weeks.windows(2).all(|w| w[1] == w[0] + 1);
    (weeks.len() >= 3 && contiguous && (1..=4).contains(&a) && b <= 4).then_some((r, (a, b)))
}

/// "1st and 2nd weeks", "primera y segunda semanas", "De la 2ª a la 4ª semana", "from the 2nd
/// to the 4th week". ("1st and 3rd weeks" are two weeks, not a range.)
fn ordinal_range(input: &str) -> Option<(&str, Range)> {
    let (r, from) = match one_of(&["de la", "desde la", "from the", "from"])(input) {
        Ok((r, _)) => (r, true),
        Err(_) => (input, false),
    };
    let (r, a) = super::slots::ordinal(r).ok()?;
    let (r, joined) = one_of(&[
        "a la", "hasta la", "to the", "to", "through", "-", "and", "y", "a", "&",
    ])(r)
    .ok()?;
    let (r, b) = super::slots::ordinal(r).ok()?;
    let (r, (_, lang)) = longest(
        r,
        [
            ("weeks", Language::English),
            ("week", Language::English),
            ("semanas", Language::Spanish),
            ("semana", Language::Spanish),
        ],
    )
    .ok()?;
    let and = matches!(joined, "and" | "y" | "&");
    ((1..=4).contains(&a) && (a + 1..=4).contains(&b) && !(and && (from || b != a + 1)))
        .then_some((r, (a, b, Some(lang))))
}

/// `("weeks" | "wks" | "semanas") N ("-" | "to" | "and" | ...) N`
fn week_range_by_number(input: &str) -> PResult<'_, Range> {
    // ("wk" names one week: "wk 1 - 2 bets" is no range.)
    let weeks = WEEKS_NAMED.iter().copied().filter(|(w, _)| *w != "wk");
    let (rest, lang) = match longest(input, weeks) {
        Ok((rest, (_, lang))) => (rest, Some(lang)),
        Err(e) => (glued(input).ok_or(e)?, None),
    };
    // "Weeks #2-#4".
    let rest = punct('#')(rest).map_or(rest, |(r, _)| r);
    let (rest, (a, _)) = number(rest)?;
    // ("n": a phone's "and", between two labels only: "wk1 n wk2".)
    let (rest, _) = alt((punct('-'), punct('&'), punct('+'), |i| {
        // ("t/m": a Dutch "tot en met", through.)
        one_of(&["to", "and", "y", "a", "through", "thru", "t/m", "tm", "bis"])(i)
    }))
    .parse(rest)
    .or_else(|e| match one_of(&["n"])(rest) {
        Ok(found) if glued(found.0).is_some() => Ok(found),
        _ => Err(e),
    })?;
    // "weeks 1 & 2", "wk1 + wk2": the second may carry its label again.
    let rest = glued(rest).unwrap_or(rest);
    let rest = punct('#')(rest).map_or(rest, |(r, _)| r);
    let (rest, (b, _)) = number(rest)?;
    if !(1..=4).contains(&a) || !(a + 1..=4).contains(&b) {
        return PErr::at(input).miss();
    }
    Ok((rest, (a, b, lang)))
}

/// ```text
/// ordinal_phrase = [("in" | "for" | "during" | "on") ["the"] | "the" | "en la" | "la" | "durante la"]
///                  ordinal ["and final" | "and last"] ("week" | "semana") [","] [heading_end]
/// ```
/// "In the first week he will go...", "The second week finds him...", "For the fourth and
/// final week, ...": at the start of a line only.
fn ordinal_phrase(input: &str) -> PResult<'_, (u8, Option<Language>)> {
    let (i, _) = nom::combinator::opt(one_of(&[
        "in the",
        "for the",
        "during the",
        "on the",
        "the",
        "in",
        "en la",
        "la",
        "durante la",
        "para la",
        // "Come the third week he's fixin' to head down to the taverns".
        "come the",
    ]))
    .parse(input)?;
    let (i, n) = super::slots::ordinal(i)?;
    let (i, _) = nom::combinator::opt(one_of(&["and final", "and last", "y ultima"])).parse(i)?;
    let week = longest(
        i,
        [
            ("week", Language::English),
            ("wk", Language::English),
            ("semana", Language::Spanish),
        ],
    );
    // "En la tercera aceptaré el reto", "In the third, I challenge him": the week's word
    // left out, after "in the" / "en la" and before what he does (a comma, or an order).
    let (i, lang) = match week {
        Ok((i, (_, lang))) => (i, lang),
        Err(e) => {
            let lead = one_of(&["in the", "en la", "durante la"])(input).is_ok();
            let spanish =
                input.trim_start().starts_with("en") || input.trim_start().starts_with("du");
            // "La tercera le presta 50 coronas a Lucas": "la" alone before the ordinal, then a
            // pronoun and the order's verb (not "la última con un viento blanco").
            let la = !lead && one_of(&["la"])(input).is_ok();
            let after = sp(i);
            let pronoun = one_of(&["le", "les", "se", "lo", "la"])(after);
            let la_order = la
                && !sp(input)[2..].trim_start().starts_with("ultima")
                && pronoun.is_ok_and(|(r, _)| super::action::is_order_word(sp(r)));
            let spanish = spanish || la_order;
            if !((lead || la_order)
                && (1..=4).contains(&n)
                && (sp(i).starts_with(',') || super::action::is_order_word(after) || la_order))
            {
                return Err(e);
            }
            let lang = if spanish {
                Language::Spanish
            } else {
                Language::English
            };
            (i, lang)
        }
    };
    // "la 1ª semana de enero": the month the week is in.
    let i = match one_of(&["de", "of"])(i) {
        Ok((r, _)) => {
            let t = sp(r);
            let end = t.find(|c: char| !c.is_alphabetic()).unwrap_or(t.len());
            match crate::calendar::month_by_name(&t[..end]) {
                Some(_) => &t[end..],
                None => i,
            }
        }
        Err(_) => i,
    };
    let (i, _) = nom::combinator::opt(alt((punct(','), punct(':'), punct('-')))).parse(i)?;
    let (i, _) = nom::combinator::opt(punct('>')).parse(i)?;
    Ok((i, (n, Some(lang))))
}

/// ```text
/// week_label = ("week" | "wk" | "semana") number
///            | ordinal ("week" | "semana")
///            | "w" DIGITS
///            | DIGITS                      (at the start of a line only)
/// ```
/// Gives the number and the language.
fn week_label(input: &str, line_start: bool) -> PResult<'_, (u8, Option<Language>)> {
    const WEEK: &[(&str, Language)] = &[
        ("week", Language::English),
        ("wk", Language::English),
        ("semana", Language::Spanish),
        // A Québécois or French player's label.
        ("semaine", Language::English),
        // A Catalan's.
        ("setmana", Language::Spanish),
        // Another language's week, in a letter written in English by a writer whose head
        // has not switched over ("Vecka = week").
        ("vecka", Language::English),
        ("uke", Language::English),
        ("uge", Language::English),
        ("woche", Language::English),
        ("viikko", Language::English),
        ("settimana", Language::English),
        ("tydzien", Language::English),
        ("hafta", Language::English),
        ("tyden", Language::English),
        // An archaic English writer's seven nights.
        ("sennight", Language::English),
        // "1ª sem:", "2a sem -".
        ("sem", Language::Spanish),
    ];
    let i = sp(input);
    if let Ok((rest, (_, lang))) = longest(i, WEEK.iter().copied()) {
        // "Week #1", "Week no. 2", "Week IV", "Wk.1", "Week the first".
        // "Wk-1", "Week-1", "Week - 1 :": a hyphen between.
        let rest = rest
            .strip_prefix('-')
            .or_else(|| sp(rest).strip_prefix("- "))
            .unwrap_or(rest);
        // ("n.º", folded "n.o": Spanish.)
        let rest = one_of(&[
            "#", "no.", "no", "n.o", "n", "number", "num", "nr", "numero", ".", "the",
        ])(rest)
        .map_or(rest, |(r, _)| r);
        if let Ok((rest, (n, _))) = number(rest) {
            return Ok((rest, (n, Some(lang))));
        }
        // "Semana Nº1", "Week No2", "Woche Nr3": the number's sign glued to it.
        if let Some(r) = ["no", "nr", "n"]
            .iter()
            .find_map(|p| sp(rest).strip_prefix(p))
            .filter(|r| r.starts_with(|c: char| c.is_ascii_digit()))
            && let Ok((rest, (n, _))) = number(r)
        {
            return Ok((rest, (n, Some(lang))));
        }
        // A dictated letter: "Week to regimental duty", "Week for visit my mistress".
        const HEARD: &[(&str, u8)] = &[("won", 1), ("to", 2), ("too", 2), ("for", 4), ("fore", 4)];
        if line_start
            && lang == Language::English
            && let Ok((rest, (_, n))) = longest(rest, HEARD.iter().copied())
        {
            return Ok((rest, (n, Some(lang))));
        }
        const ROMAN: &[(&str, u8)] = &[("i", 1), ("ii", 2), ("iii", 3), ("iv", 4)];
        // ("week I go there to play": the pronoun, where a wrapped line starts with
        // "week"; a week "I" is followed by its mark.)
        if let Ok((rest, (_, n))) = longest(rest, ROMAN.iter().copied())
            && !rest.starts_with(is_word_char)
            && !(n == 1 && rest.starts_with(' ') && sp(rest).starts_with(char::is_alphabetic))
        {
            return Ok((rest, (n, Some(lang))));
        }
    }
    if let Ok((rest, (n, lang))) = number(i)
        && let Ok((rest, (_, wlang))) = longest(rest, WEEK.iter().copied())
    {
        return Ok((rest, (n, lang.or(Some(wlang)))));
    }
    if let Some((rest, n)) = la_week(i) {
        return Ok((rest, (n, Some(Language::Spanish))));
    }
    // "1/4: Regimental duty": the week as a fraction of the month, at a line's start.
    if line_start
        && let Some((rest, n)) = digits(i)
        && (1..=4).contains(&n)
        && let Some(rest) = rest.strip_prefix("/4")
        && rest.starts_with([':', ')', '-', '.'])
    {
        return Ok((rest, (n, None)));
    }
    // "Item the first: Lazare takes a box ...": a lettered man's list, at a line's start.
    if line_start
        && let Ok((rest, _)) = one_of(&["item the", "item"])(i)
        && let Ok((rest, (n, lang))) = number(rest)
        && rest.starts_with([':', '.', ' ', '-'])
    {
        return Ok((rest, (n, lang)));
    }
    // "1w  prac sabre", "2wk Hunter's": the number, then its week's letter, at a line's
    // start.
    if line_start
        && let Some(n) = i.find(|c: char| !c.is_ascii_digit()).filter(|&n| n == 1)
        && let Ok(k) = i[..n].parse::<u8>()
        && (1..=4).contains(&k)
        && let Some(rest) = ["wk", "w"].iter().find_map(|w| i[n..].strip_prefix(w))
        && !rest.starts_with(is_word_char)
    {
        return Ok((rest, (k, None)));
    }
    for (label, lang) in [
        ("week", Some(Language::English)),
        ("wk", Some(Language::English)),
        ("semana", Some(Language::Spanish)),
        ("sem", Some(Language::Spanish)),
        ("w", None),
        ("s", Some(Language::Spanish)),
    ] {
        // "w2", "wk3", and with a dot, a hyphen, a slash, a colon or a number sign between:
        // "S.1 -", "W-2:", "W/1 -", "Wk:1 duty", "w#1 prctice".
        if let Some(rest) = i.strip_prefix(label)
            && let Some((rest, n)) =
                digits(rest.strip_prefix(['.', '-', '/', ':', '#']).unwrap_or(rest))
        {
            return Ok((rest, (n, lang)));
        }
    }
    if let Ok((rest, _)) = one_of(&["sem"])(i)
        && let Ok((rest, (n, _))) = number(rest)
    {
        return Ok((rest, (n, Some(Language::Spanish))));
    }
    // "- 2 bets of 50", "3 x 40", "2 horses": a number that counts something is no week.
    const COUNTED: &[&str] = &[
        "bets", "bet", "wagers", "stakes", "throws", "apuestas", "x", "times", "veces", "crowns",
        "coronas", "cr", "horses", "caballos", "gifts", "regalos", "extra", "more", "points",
        "puntos", "weeks", "semanas", "of", "de", "hands", "rounds", "%",
    ];
    // "I. Practise the rapier", "IV) Court Mlle Roche": the weeks in Roman numerals, at the
    // start of a line with their mark.
    if line_start
        && let Ok((rest, numeral)) = one_of(&["i", "ii", "iii", "iv"])(i)
        && rest.starts_with(['.', ')'])
    {
        let n = match numeral {
            "i" => 1,
            "ii" => 2,
            "iii" => 3,
            _ => 4,
        };
        return Ok((rest, (n, None)));
    }
    // "(1) Bothwell's as host", "(2) Practise rapier": the week numbered in brackets.
    if line_start
        && let Some(inner) = i.strip_prefix('(')
        && let Some((rest, n)) = digits(inner)
        && (1..=4).contains(&n)
        && let Some(rest) = rest.strip_prefix(')')
    {
        return Ok((rest, (n, None)));
    }
    // "- 50 lent to Gilles Aubry": a number past the month's weeks, then a word, is a sum.
    if line_start
        && let Some((rest, n)) = digits(i)
        && one_of(COUNTED)(rest).is_err()
        && (n <= 4 || !(rest.starts_with(' ') && sp(rest).starts_with(char::is_alphabetic)))
    {
        return Ok((rest, (n, None)));
    }
    // "1ª: CH. Bebo", "2nd - duty", "First: duty.": an ordinal alone opening the line, then
    // its mark (a colon after a word: "First, I..." is prose).
    let ordinal_word = [
        "first", "second", "third", "fourth", "primera", "segunda", "tercera", "cuarta", "firstly",
        "secondly", "thirdly", "fourthly", "primo", "secundo", "tertio", "quarto",
    ]
    .iter()
    .any(|w| i.starts_with(w));
    // Mid-line, after a sentence's end, only the ordinal word and its colon: "...
    // obligaciones regimentales. Segunda: le pido al Mayor ...".
    if let Ok((rest, (n, lang))) = number(i)
        && (lang.is_some() || ordinal_word)
        && (1..=4).contains(&n)
        && (line_start
            && (i.starts_with(|c: char| c.is_ascii_digit())
                && sp(rest).starts_with([':', '-', '.', ')'])
                || ordinal_word && rest.starts_with(" - "))
            || ordinal_word && sp(rest).starts_with(':'))
        // "1st-7th May" is a range of days, read as such elsewhere.
        && !sp(rest)
            .trim_start_matches(['-', ' '])
            .starts_with(|c: char| c.is_ascii_digit())
    {
        return Ok((rest, (n, lang)));
    }
    PErr::at(i).miss()
}

/// House rule: a week written as its days, "1st to 7th March:", "8-14 March:", "March
/// 15th-21st:", "del 22 al 31 de marzo:": days 1-7 are the first week, 8-14 the second,
/// 15-21 the third, 22 to the month's end the fourth (the rules' month has four weeks and
/// says nothing of dates).
fn dates_label(input: &str) -> Option<(&str, Heading)> {
    // A month's name, after "of" / "de" or not.
    let month = |i| -> PResult<'_, u8> {
        let (i, _) = opt(one_of(&["of", "de"])).parse(i)?;
        let t = sp(i);
        let n = t.find(|c: char| !is_word_char(c)).unwrap_or(t.len());
        // ("Sept 1-7:", "Oct. 8-14": the month shortened, its dot folded away.)
        match crate::calendar::month_by_word(&t[..n]) {
            Some(m) => Ok((&t[n..], m)),
            None => PErr::at(t).miss(),
        }
    };
    fn day(i: &str) -> Option<(&str, u8)> {
        let i = sp(i);
        let n = i.find(|c: char| !c.is_ascii_digit()).unwrap_or(i.len());
        if n == 0 || n > 2 {
            return None;
        }
        let d: u8 = i[..n].parse().ok()?;
        let rest = &i[n..];
        let rest = ["st", "nd", "rd", "th", "o", "a"]
            .iter()
            .find_map(|s| {
                rest.strip_prefix(s)
                    .filter(|r| !r.starts_with(is_word_char))
            })
            .unwrap_or(rest);
        (!rest.starts_with(is_word_char) && (1..=31).contains(&d)).then_some((rest, d))
    }
    let i = opt(one_of(&["from", "del", "de"])).parse(input).ok()?.0;
    let (i, before) = opt(month).parse(i).ok()?;
    let (i, first) = day(i)?;
    let (i, after) = opt(month).parse(i).ok()?;
    let week = |day: u8| ((day - 1) / 7 + 1).min(4);
    // "Sept 8 onward:", "del 8 de septiembre en adelante:": the weeks from that day's on.
    if (before.is_some() || after.is_some())
        && let Ok((i, _)) = one_of(&["onward", "onwards", "on", "en adelante"])(i)
        && let Ok((rest, ())) = heading_end(i, true)
    {
        return Some(match week(first) {
            4 => (rest, Heading::Week(4)),
            n => (rest, Heading::Weeks(n, 4)),
        });
    }
    let (i, _) = alt((
        |i| one_of(&["to", "until", "till", "through", "al", "a", "hasta el"])(i),
        punct('-'),
    ))
    .parse(i)
    .ok()?;
    let (i, last) = day(i)?;
    let i = opt(month).parse(i).ok()?.0;
    let (rest, ()) = heading_end(i, true).ok()?;
    (last > first && last - first <= 10).then_some((rest, Heading::Week(week(first))))
}

/// `DIGITS`, not followed by a letter.
fn digits(i: &str) -> Option<(&str, u8)> {
    let n = i.find(|c: char| !c.is_ascii_digit()).unwrap_or(i.len());
    if n == 0 || n > 2 || i[n..].starts_with(is_word_char) {
        return None;
    }
    Some((&i[n..], i[..n].parse().ok()?))
}

/// ```text
/// number = DIGITS [ordinal_suffix] | "[" DIGITS "]" | "one" .. "four" | "uno" .. "cuatro" | ordinal
/// ordinal = "first" .. "fourth" | "primera" .. "cuarta" | DIGITS ordinal_suffix
/// ordinal_suffix = "st" | "nd" | "rd" | "th" | "a" | "o" | "er" | "era"   ("1ª" folds to "1a")
/// ```
fn number(input: &str) -> PResult<'_, (u8, Option<Language>)> {
    const WORDS: &[(&str, (u8, Option<Language>))] = &[
        ("one", (1, Some(Language::English))),
        ("two", (2, Some(Language::English))),
        ("three", (3, Some(Language::English))),
        ("four", (4, Some(Language::English))),
        ("first", (1, Some(Language::English))),
        ("second", (2, Some(Language::English))),
        ("third", (3, Some(Language::English))),
        ("fourth", (4, Some(Language::English))),
        ("uno", (1, Some(Language::Spanish))),
        ("dos", (2, Some(Language::Spanish))),
        ("tres", (3, Some(Language::Spanish))),
        ("cuatro", (4, Some(Language::Spanish))),
        ("primera", (1, Some(Language::Spanish))),
        ("primer", (1, Some(Language::Spanish))),
        ("segunda", (2, Some(Language::Spanish))),
        ("tercera", (3, Some(Language::Spanish))),
        ("cuarta", (4, Some(Language::Spanish))),
        // A Galician's, a Portuguese's or a Catalan's labels in a Spanish letter.
        ("primeira", (1, None)),
        ("terceira", (3, None)),
        ("quarta", (4, None)),
        ("segona", (2, None)),
        // The writer's own numbers after "Week": an Italian's "Week due", a Frenchman's
        // "Semaine deux", a German's "Woche drei", a Portuguese's "Semana quatro".
        ("due", (2, None)),
        ("tre", (3, None)),
        ("quattro", (4, None)),
        ("deux", (2, None)),
        ("trois", (3, None)),
        ("quatre", (4, None)),
        ("eins", (1, None)),
        ("zwei", (2, None)),
        ("drei", (3, None)),
        ("vier", (4, None)),
        ("dois", (2, None)),
        ("quatro", (4, None)),
        // "Primo — the premiere ... Secundo — I court ...": the Latin a lettered man numbers
        // his points with; "Firstly:", "Secondly:".
        ("primo", (1, None)),
        ("secundo", (2, None)),
        ("tertio", (3, None)),
        ("quarto", (4, None)),
        ("firstly", (1, Some(Language::English))),
        ("secondly", (2, Some(Language::English))),
        ("thirdly", (3, Some(Language::English))),
        ("fourthly", (4, Some(Language::English))),
    ];
    let i = sp(input);
    if let Ok((rest, (_, v))) = longest(i, WORDS.iter().copied()) {
        return Ok((rest, v));
    }
    // "Semana [1]:", "Week [2]": the number in square brackets.
    if let Some(inner) = i.strip_prefix('[')
        && let Some((rest, value)) = digits(inner)
        && let Some(rest) = rest.strip_prefix(']')
    {
        return Ok((rest, (value, None)));
    }
    let n = i.find(|c: char| !c.is_ascii_digit()).unwrap_or(i.len());
    if n == 0 || n > 2 {
        return PErr::at(i).miss();
    }
    let value: u8 = i[..n].parse().unwrap_or(0);
    let rest = &i[n..];
    // "1.ª SEMANA", folded "1.a semana": the ordinal's dot before its letter.
    let rest = match rest.strip_prefix(".a").or_else(|| rest.strip_prefix(".o")) {
        Some(r) if !r.starts_with(is_word_char) => &rest[1..],
        _ => rest,
    };
    const SUFFIXES: &[(&str, Option<Language>)] = &[
        ("st", Some(Language::English)),
        ("nd", Some(Language::English)),
        ("rd", Some(Language::English)),
        ("th", Some(Language::English)),
        ("a", Some(Language::Spanish)),
        ("o", Some(Language::Spanish)),
        ("er", Some(Language::Spanish)),
        ("era", Some(Language::Spanish)),
        // "1ra semana", "2da", "3ro", "4ta": a Latin American's abbreviations.
        ("ra", Some(Language::Spanish)),
        ("ro", Some(Language::Spanish)),
        ("da", Some(Language::Spanish)),
        ("do", Some(Language::Spanish)),
        ("ta", Some(Language::Spanish)),
        ("to", Some(Language::Spanish)),
        // "1^ week", "2^ settimana": an Italian's ordinal, its raised "a" typed as a caret.
        ("^", None),
        // "1ère week", "2ème week", "3e semaine": a French writer's ordinals.
        ("ere", None),
        ("eme", None),
        ("e", None),
    ];
    let (rest, lang) = match SUFFIXES
        .iter()
        .find(|(s, _)| strip_word_prefix(rest, s).is_some_and(|r| !r.starts_with(is_word_char)))
    {
        // "1ª. Semana", "2nd. week": a dot after the ordinal's letters.
        Some((s, lang)) => {
            let r = &rest[s.len()..];
            let dotted = r
                .strip_prefix('.')
                .filter(|d| one_of(&["semana", "week", "wk", "sem"])(d).is_ok());
            (dotted.unwrap_or(r), *lang)
        }
        None if rest.starts_with(is_word_char) => return PErr::at(i).miss(),
        None => (rest, None),
    };
    Ok((rest, (value, lang)))
}

/// ```text
/// heading_end = ":" | "-" | ")" | "."     (")" and "." at the start of a line only)
///             | end of line               (at the start of a line)
///             | nothing                   (at the start of a line, after a label with a word
///                                          in it, or after a bare number: "1 Go to Hunter's")
/// ```
/// "Duelo ........ Arma: rapier", "Semana 1 ....... Practico": a form's dot leaders between
/// a label and what it holds (three dots or more, or an ellipsis).
fn dot_leaders(input: &str) -> PResult<'_, &str> {
    let i = sp(input);
    let rest = i.trim_start_matches(['.', '\u{2026}']);
    let dots = &i[..i.len() - rest.len()];
    if dots.chars().count() >= 3 || dots.contains('\u{2026}') {
        let rest = rest.trim_start_matches([' ', '.', ':']);
        Ok((rest, dots))
    } else {
        PErr::at(input).miss()
    }
}

fn heading_end(input: &str, line_start: bool) -> PResult<'_, ()> {
    // "**W2**", "__Week 3__": markdown's emphasis around the label.
    let input = input.trim_start_matches(['*', '_']);
    if let Ok((rest, _)) = alt((
        |i| {
            one_of(&[
                "->", "=>", ":-", "--", "are", "is", "will be", "son", "seran", "es",
            ])(i)
        },
        punct(':'),
        punct('-'),
        punct('|'),
        // "Sem 1 ·" (folded to '*'), "Week 1 >>": a mark of the writer's own.
        punct('*'),
        punct('>'),
        // "Week 1 ~ Buy the horse", "Week 2 = rest", "W1 ^ Regimental duty".
        punct('~'),
        punct('^'),
        punct('='),
        // "Semana 1 ► Empleo ...", "Semana 1 → Solicito ...", "Week 1 »", "Sem 1 › ...": an
        // arrowhead, an arrow, a guillemet.
        super::lex::mark,
        // "[Week 1]", "{Week 1}", «Semana 1» (folded '"'): what closes a label opened by it.
        punct(']'),
        punct('}'),
        punct('"'),
        dot_leaders,
    ))
    .parse(input)
    {
        return Ok((rest, ()));
    }
    if !line_start {
        return PErr::at(input).miss();
    }
    // ("Week 1 ; I apply to ...": a semicolon for a colon.)
    // ("sem 3 + phillippe le rouge", "Week 1 ± ...": a plus for a mark, at the line's start.)
    if let Ok((rest, _)) = alt((
        punct(')'),
        punct('.'),
        punct(','),
        punct(';'),
        punct('+'),
        punct('±'),
        eof,
    ))
    .parse(input)
    {
        return Ok((rest, ()));
    }
    // "1/ prac sabre": a slash after the number, then the order.
    if let Some(rest) = input.strip_prefix("/ ") {
        return Ok((rest, ()));
    }
    // "Week 1 (wiki ya kwanza): ...": the label said again in brackets, then its mark.
    if let Some(inner) = sp(input).strip_prefix('(')
        && let Some(k) = inner.find(')')
        && k <= 40
        && let Ok((rest, _)) = alt((punct(':'), punct('-'))).parse(&inner[k + 1..])
    {
        return Ok((rest, ()));
    }
    // "Week 1 Rest" and the rulebook's calendar "1 Go to Hunter's": a space, then a word.
    if input.starts_with(' ') && sp(input).starts_with(|c: char| c.is_alphabetic()) {
        return Ok((input, ()));
    }
    PErr::at(input).miss()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn week(text: &str, line_start: bool) -> Option<(u8, &str)> {
        match heading(text, line_start) {
            Ok((rest, (Heading::Week(n), _))) => Some((n, rest.trim_start())),
            _ => None,
        }
    }

    #[test]
    fn weeks_named_by_their_ordinals_as_a_range() {
        let found = heading("1st and 2nd weeks: duty", true).map(|(_, (h, _))| h);
        assert_eq!(found, Ok(Heading::Weeks(1, 2)));
        let found = heading("primera y segunda semanas: servicio", true).map(|(_, (h, _))| h);
        assert_eq!(found, Ok(Heading::Weeks(1, 2)));
        let found = heading("de la 2a a la 4a semana: servicio", true).map(|(_, (h, _))| h);
        assert_eq!(found, Ok(Heading::Weeks(2, 4)));
        // Two weeks named, not the weeks between them.
        let found = heading("1st and 3rd weeks: duty", true).map(|(_, (h, _))| h);
        assert_ne!(found, Ok(Heading::Weeks(1, 3)));
    }

    #[test]
    fn two_weeks_apart_are_a_pair_not_a_range() {
        for text in [
            "weeks 1 and 3: duty",
            "semanas 1 y 3: servicio",
            "1a y 3a: servicio en el regimiento",
            "1st and 3rd weeks: duty",
            "wk1 + wk3: duty",
        ] {
            let found = heading(text, true).map(|(_, (h, _))| h);
            assert_eq!(found, Ok(Heading::Pair(1, 3)), "{text}");
        }
        // Next to each other, they are a range; two bare numbers are no weeks.
        let found = heading("weeks 1 and 2: duty", true).map(|(_, (h, _))| h);
        assert_eq!(found, Ok(Heading::Weeks(1, 2)));
        assert!(!matches!(
            heading("1 and 3: duty", true).map(|(_, (h, _))| h),
            Ok(Heading::Pair(..))
        ));
    }

    #[test]
    fn a_dictated_week() {
        assert_eq!(
            week("week to regimental duty", true),
            Some((2, "regimental duty"))
        );
        assert_eq!(
            week("week for visit my mistress", true),
            Some((4, "visit my mistress"))
        );
        assert_eq!(week("week for visit my mistress", false), None);
    }

    #[test]
    fn a_week_named_at_a_sentences_end() {
        let piece = "and buy a second horse in week 3.";
        let (at, n, _) = week_at_end(piece).unwrap();
        assert_eq!((&piece[..at], n), ("and buy a second horse ", vec![3]));
        assert!(week_at_end("presto 50 coronas a pierre en la semana 2").is_some());
        // An invitation names the week it is for.
        assert!(week_at_end("invite her to my club in week 3").is_none());
        assert!(week_at_end("buy a horse").is_none());
        assert_eq!(
            week_at_end("400 borrowed from the moneylender (wk 1)"),
            Some((34, vec![1], None))
        );
        assert_eq!(
            week_at_end("fencing (rapier) — weeks 1 and 3").map(|(_, w, _)| w),
            Some(vec![1, 3])
        );
        assert_eq!(
            week_at_end("practico florete - semanas 2-4").map(|(_, w, _)| w),
            Some(vec![2, 3, 4])
        );
        assert_eq!(week_at_end("rest (weeks of it)"), None);
        assert_eq!(week_at_end("the 53rd - 2 bets"), None);
    }

    #[test]
    fn week_headings_in_every_form() {
        for text in [
            "week 1: rest",
            "week 1 - rest",
            "week 1 rest",
            "1st week: rest",
            "w1: rest",
            "1) rest",
            "1. rest",
            "1 rest",
            "semana 1: rest",
            "1a semana: rest",
            "primera semana: rest",
            "week one: rest",
            "wk 1: rest",
            "so, week 1: rest",
            "ole! 1a semana: rest",
            "pues la 1a semana de enero rest",
        ] {
            assert_eq!(week(text, true), Some((1, "rest")), "{text}");
        }
        assert_eq!(week("cuarta semana:", true), Some((4, "")));
        assert_eq!(week("4th week", true), Some((4, "")));
        assert_eq!(week("week 5:", true), Some((5, "")));
    }

    #[test]
    fn a_number_that_counts_is_no_week() {
        assert_eq!(week("2 bets of 50, cut on 6", true), None);
        assert_eq!(week("3 x 40", true), None);
        assert!(week("2 Go to Hunter's", true).is_some());
    }

    #[test]
    fn mid_line_headings_need_a_colon_or_dash() {
        assert_eq!(week("2a semana: voy", false), Some((2, "voy")));
        assert_eq!(week("w2: rest", false), Some((2, "rest")));
        assert_eq!(week("tercera semana a venir", false), None);
        assert_eq!(week("2) rest", false), None);
        assert_eq!(week("2 rest", false), None);
        assert_eq!(week("2nd", true), None);
        // "... obligaciones regimentales. Segunda: le pido al Mayor ...": the ordinal word
        // alone, with its colon.
        assert_eq!(week("segunda: le pido", false), Some((2, "le pido")));
        assert_eq!(week("second - practise", false), None);
    }

    #[test]
    fn a_forms_dot_leaders_end_a_label() {
        assert_eq!(
            week("semana 1 ....... practico", true),
            Some((1, "practico"))
        );
        let found = duel_heading("duelo ........ arma: rapier", true).map(|(r, (h, _))| (r, h));
        assert_eq!(found, Ok(("arma: rapier", Heading::Duel)));
    }

    #[test]
    fn monthly_headings() {
        for text in [
            "monthly:",
            "all month:",
            "observaciones:",
            "todo el mes:",
            "monthly",
        ] {
            let (_, (h, _)) = heading(text, true).unwrap();
            assert_eq!(h, Heading::Monthly, "{text}");
        }
        assert!(heading("todo el mes realizo gastos", true).is_err());
        assert!(heading("monthly", false).is_err());
    }
}
